// The provider's side of a direct request: waiting for their answer (Accept or Decline), or accepted.
import { acceptanceOf } from '@callout/contracts/order-acceptance';
import { useTranslation } from '@callout/i18n/react';
import { useNavigate } from '@callout/router';
import { Button } from '@callout/ui/button';
import { paths } from '../../../config/paths';
import type { OrderDetails } from '../../../lib/order';
import { answerRequest } from '../api/answer-request';
import { useOrderAction } from '../hooks/use-order-action';
import { isAwaitingStart } from './acceptance-rules';
import { ActionOutcome } from './action-outcome';

export function RequestAnswer({ order, onChanged }: { order: OrderDetails; onChanged: () => void }) {
  const { t } = useTranslation('orders');
  const { busy, failed, message, run } = useOrderAction();
  const navigate = useNavigate();
  if (!isAwaitingStart(order.info.OrderStatus)) return null;
  const accepted = acceptanceOf(order.info) === 'accepted';
  return (
    <section className="card or-acceptance" aria-label={t('acceptance.label')}>
      <p className="or-acceptance__state">
        {accepted ? t('acceptance.youAccepted') : t('acceptance.waitingForYou')}
      </p>
      {accepted ? null : (
        <div className="or-actions__buttons">
          <Button
            loading={busy === 'accept'}
            onClick={() => run('accept', null, () => answerRequest('accept', order.id), onChanged)}
          >
            {t('acceptance.accept')}
          </Button>
          <Button
            variant="secondary"
            loading={busy === 'decline'}
            onClick={() =>
              run(
                'decline',
                t('acceptance.confirmDecline'),
                () => answerRequest('decline', order.id),
                // A declined request is no longer the provider's to see: back to their orders.
                () => navigate(paths.provider.list.getHref()),
              )
            }
          >
            {t('acceptance.decline')}
          </Button>
        </div>
      )}
      <ActionOutcome failed={failed} message={message} />
    </section>
  );
}
