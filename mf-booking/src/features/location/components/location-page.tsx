// /service/location, 'Tell us your location': a UK place with a postcode starts the booking.
import type { RequestDraft } from '@callout/contracts/booking';
import { useTranslation } from '@callout/i18n/react';
import { useNavigate } from '@callout/router';
import { Button } from '@callout/ui/button';
import { useState } from 'react';
import { CustomerPage } from '../../../components/customer-page';
import { DraftProblem } from '../../../components/draft-problem';
import { useRequestDraft } from '../../../hooks/use-request-draft';
import { applyLocation, nextStepHref } from '../../../lib/draft-steps';
import { type PickedPlace, PostcodeCombobox } from './postcode-combobox';

function LocationForm({ draft, save }: { draft: RequestDraft; save: (place: PickedPlace) => Promise<void> }) {
  const { t } = useTranslation('booking');
  // A location chosen earlier is still a valid pick when the customer comes back.
  const [picked, setPicked] = useState<PickedPlace | null>(() =>
    draft.ZipCode && draft.Address ? { postcode: draft.ZipCode, address: draft.Address } : null,
  );
  return (
    <form
      className="bk-location"
      onSubmit={(event) => {
        event.preventDefault();
        if (picked) void save(picked);
      }}
    >
      <PostcodeCombobox picked={picked} onPick={setPicked} />
      <Button type="submit" disabled={!picked}>
        {t('location.proceed')}
      </Button>
    </form>
  );
}

export default function LocationPage() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const { draft, update, error } = useRequestDraft();

  const save = async (place: PickedPlace) => {
    const saved = await update((current) =>
      applyLocation(current, { ZipCode: place.postcode, Address: place.address }),
    );
    // The category, unless the booking started on the dashboard at a service or a provider.
    if (saved) await navigate(nextStepHref(saved));
  };

  return (
    <CustomerPage title={t('location.title')}>
      <DraftProblem error={error} />
      {draft ? <LocationForm draft={draft} save={save} /> : null}
    </CustomerPage>
  );
}
