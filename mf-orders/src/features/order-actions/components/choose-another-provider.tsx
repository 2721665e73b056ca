// After a decline: the other providers free for the job's service on its day (the booking flow's list,
// without the one who declined), each to choose; a payment already made stays as it is.

import { formatDate } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { Avatar } from '@callout/ui/avatar';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { formatPrice } from '../../../lib/format';
import type { OrderDetails } from '../../../lib/order';
import { useFreeProviders } from '../api/get-free-providers';
import { reassignOrder } from '../api/reassign-order';
import { useOrderAction } from '../hooks/use-order-action';
import { ActionOutcome } from './action-outcome';

export function ChooseAnotherProvider({ order, onChanged }: { order: OrderDetails; onChanged: () => void }) {
  const { t } = useTranslation(['orders', 'common']);
  const { info, shipping } = order;
  const day = shipping.ShipDate;
  const providers = useFreeProviders({ productId: info.ProductID, day, zipcode: shipping.ShipZipCode });
  const { busy, failed, message, run } = useOrderAction();
  const others = (providers.data ?? []).filter((p) => p.PersonnelID !== info.DeclinedBy);
  const paid = info.PaymentStatus === 'COMPLETED';

  let list = null;
  if (providers.isPending) list = <Spinner label={t('common:loading')} />;
  else if (providers.isError) {
    list = (
      <Notice tone="error" title={t('acceptance.loadFailed')}>
        <Button variant="secondary" onClick={() => void providers.refetch()}>
          {t('common:retry')}
        </Button>
      </Notice>
    );
  } else if (others.length === 0) list = <p>{t('acceptance.noneFree', { date: formatDate(day) })}</p>;
  else {
    list = (
      <ul className="or-free-providers" aria-label={t('acceptance.others', { date: formatDate(day) })}>
        {others.map((provider) => {
          const name =
            [provider.FirstName, provider.LastName].filter(Boolean).join(' ') || t('acceptance.theProvider');
          return (
            <li key={provider.PersonnelID} className="or-free-provider">
              <Avatar src={provider.Image} seed={provider.PersonnelID} name={name} size={40} />
              <span className="or-free-provider__name">{name}</span>
              <span className="or-free-provider__price">
                {paid
                  ? t('acceptance.keepsPrice')
                  : `${formatPrice(provider.Price, info.Currency)} ${info.Rate}`}
              </span>
              <Button
                variant="secondary"
                loading={busy === 'reassign'}
                aria-label={t('acceptance.chooseNamed', { name })}
                onClick={() =>
                  run('reassign', null, () => reassignOrder(order.id, provider.PersonnelID), onChanged)
                }
              >
                {t('acceptance.choose')}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <div className="or-reassign">
      <p>{t('acceptance.chooseAnother', { date: formatDate(day) })}</p>
      {paid ? <p className="or-acceptance__note">{t('acceptance.paymentCarried')}</p> : null}
      {list}
      <ActionOutcome failed={failed} message={message} />
    </div>
  );
}
