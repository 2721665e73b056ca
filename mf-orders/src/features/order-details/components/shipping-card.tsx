// Where the job happens; the customer can save the location for later bookings.
import { useTranslation } from '@callout/i18n/react';
import type { AccountType } from '../../../config/paths';
import type { OrderDetails } from '../../../lib/order';
import { useUpdateOrder } from '../api/get-order-details';
import { toggleLocationSave } from '../api/toggle-location-save';
import { SaveToggle } from './save-toggle';

export function ShippingCard({ accountType, order }: { accountType: AccountType; order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const { ShipZipCode, ShipAddress, locSaved } = order.shipping;
  const updateOrder = useUpdateOrder(accountType, order.id);
  return (
    <section className="card or-party" aria-label={t('details.location')}>
      <div>
        <p className="or-party__role">{t('details.location')}</p>
        <p className="or-party__name">{ShipZipCode}</p>
        <p>{ShipAddress}</p>
      </div>
      {accountType === 'user' ? (
        <SaveToggle
          shape="pin"
          label={t('details.saveLocation')}
          saved={locSaved}
          call={() => toggleLocationSave({ zipCode: ShipZipCode, address: ShipAddress })}
          onSaved={() =>
            updateOrder((o) => ({ ...o, shipping: { ...o.shipping, locSaved: !o.shipping.locSaved } }))
          }
        />
      ) : null}
    </section>
  );
}
