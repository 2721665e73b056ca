// Start a booking at a saved location: pick one, Proceed, and the flow continues at the category.
import type { DashboardData } from '@callout/contracts/dashboard';
import { decodeSavedLocation } from '@callout/contracts/saved';
import { useTranslation } from '@callout/i18n/react';
import { useNavigate } from '@callout/router';
import { Button } from '@callout/ui/button';
import { useId, useState } from 'react';
import { paths } from '../../../config/paths';
import { alertMessage } from '../../../lib/dialogs';
import { applyChoice } from '../../../lib/draft-steps';

export function SavedLocationPicker({ locations }: { locations: DashboardData['svlocations'] }) {
  const { t } = useTranslation('booking');
  const id = useId();
  const navigate = useNavigate();
  const [choice, setChoice] = useState('');
  const places = locations.flatMap((location) => {
    const parts = decodeSavedLocation(location.Available);
    return parts ? [{ value: location.Available, ...parts }] : [];
  });

  const proceed = async () => {
    const place = places.find((p) => p.value === choice);
    if (!place) return alertMessage(t('dashboard.selectLocation'));
    // The draft's storage (IndexedDB, Dexie) loads when a booking starts, not with the dashboard.
    const { changeDraft } = await import('../../../hooks/use-request-draft');
    const saved = await changeDraft((draft) =>
      applyChoice(draft, 'location', { ZipCode: place.zipCode, Address: place.address }),
    );
    if (saved) await navigate(paths.category.getHref());
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
      <Button onClick={() => void proceed()}>{t('dashboard.proceed')}</Button>
    </section>
  );
}
