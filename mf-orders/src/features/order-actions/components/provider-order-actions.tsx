// The provider may only cancel (and chat and review, elsewhere on the page).
import { providerOrderActions } from '@callout/contracts/order-actions';
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import type { OrderDetails } from '../../../lib/order';
import { cancelOrder } from '../api/cancel-order';
import { useOrderAction } from '../hooks/use-order-action';
import { ActionOutcome } from './action-outcome';

export function ProviderOrderActions({ order, onChanged }: { order: OrderDetails; onChanged: () => void }) {
  const { t } = useTranslation('orders');
  const { busy, failed, message, run } = useOrderAction();
  if (!providerOrderActions(order.info.OrderStatus).cancel) return null;
  return (
    <section className="or-actions" aria-label={t('actions.label')}>
      <div className="or-actions__buttons">
        <Button
          variant="secondary"
          loading={busy === 'cancel'}
          onClick={() =>
            run('cancel', t('confirm.cancel'), () => cancelOrder('provider', order.id), onChanged)
          }
        >
          {t('actions.cancel')}
        </Button>
      </div>
      <ActionOutcome failed={failed} message={message} />
    </section>
  );
}
