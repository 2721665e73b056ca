// Start a booking at a saved location: pick one, Proceed, and the flow continues at the category.
import type { DashboardData } from '@callout/contracts/dashboard';
import { decodeSavedLocation } from '@callout/contracts/saved';
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { useId, useState } from 'react';
import { alertMessage } from '../../../lib/dialogs';
import { useStartBooking } from '../hooks/use-start-booking';

export function SavedLocationPicker({ locations }: { locations: DashboardData['svlocations'] }) {
  const { t } = useTranslation('booking');
  const id = useId();
  const booking = useStartBooking();
  const [choice, setChoice] = useState('');
  const places = locations.flatMap((location) => {
    const parts = decodeSavedLocation(location.Available);
    return parts ? [{ value: location.Available, ...parts, location }] : [];
  });

  const proceed = async () => {
    const place = places.find((p) => p.value === choice);
    if (!place) return alertMessage(t('dashboard.selectLocation'));
    // A location saved from an order with address lines fills them all.
    const { AddressLine1, AddressLine2, Town } = place.location;
    await booking.start({
      ZipCode: place.zipCode,
      Address: place.address,
      ...(AddressLine1 && Town && { AddressLine1, AddressLine2: AddressLine2 ?? '', Town }),
    });
  };

  return (
    <section className="card bk-picker" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('dashboard.savedLocationsTitle')}</h2>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-select`}>
          {t('dashboard.savedLocation')}
        </label>
        <select
          id={`${id}-select`}
          className="field__input"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        >
          <option value="">{t('dashboard.chooseLocation')}</option>
          {places.map((place) => (
            <option key={place.value} value={place.value}>
              {place.zipCode}, {place.address}
            </option>
          ))}
        </select>
      </div>
      <Button loading={booking.starting} onClick={() => void proceed()}>
        {t('dashboard.proceed')}
      </Button>
    </section>
  );
}
