// The customer's side of a direct request: waiting for the provider, accepted by them, or declined, in
// which case the customer chooses another provider free on the job's day.
import { acceptanceOf } from '@callout/contracts/order-acceptance';
import { useTranslation } from '@callout/i18n/react';
import type { OrderDetails } from '../../../lib/order';
import { isAwaitingStart } from './acceptance-rules';
import { ChooseAnotherProvider } from './choose-another-provider';

export function AcceptanceStatus({ order, onChanged }: { order: OrderDetails; onChanged: () => void }) {
  const { t } = useTranslation('orders');
  const { info } = order;
  if (!isAwaitingStart(info.OrderStatus)) return null;
  const acceptance = acceptanceOf(info);
  // A published job has nobody to wait for until the customer engages a bid.
  if (acceptance !== 'declined' && !info.PersonnelID) return null;
  const name =
    (acceptance === 'declined' ? info.DeclinedByName : info.PersonnelName) ?? t('acceptance.theProvider');
  const state = {
    waiting: t('acceptance.waiting', { name }),
    accepted: t('acceptance.accepted', { name }),
    declined: t('acceptance.declined', { name }),
  }[acceptance];
  return (
    <section className="card or-acceptance" aria-label={t('acceptance.label')}>
      <p className="or-acceptance__state">{state}</p>
      {acceptance === 'declined' ? <ChooseAnotherProvider order={order} onChanged={onChanged} /> : null}
    </section>
  );
}
