// Where the job happens; the customer can save the location for later bookings.
import { useTranslation } from '@callout/i18n/react';
import type { AccountType } from '../../../config/paths';
import type { OrderDetails } from '../../../lib/order';
import { toggleLocationSave } from '../api/toggle-location-save';
import { SaveToggle } from './save-toggle';

export function ShippingCard({ accountType, order }: { accountType: AccountType; order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const { ShipZipCode, ShipAddress, locSaved } = order.shipping;
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
          initial={locSaved}
          call={() => toggleLocationSave({ zipCode: ShipZipCode, address: ShipAddress })}
        />
      ) : null}
    </section>
  );
}
