// /service/location, 'Tell us your location': a UK place with a postcode, then the address lines (house
// number and street, flat, town), starts the booking.
import { type AddressLines, composeAddress, type RequestDraft } from '@callout/contracts/booking';
import { useTranslation } from '@callout/i18n/react';
import { useNavigate, useSearchParams } from '@callout/router';
import { Button } from '@callout/ui/button';
import { useState } from 'react';
import { CustomerPage } from '../../../components/customer-page';
import { DraftProblem } from '../../../components/draft-problem';
import { DraftWait } from '../../../components/draft-wait';
import { useRequestDraft } from '../../../hooks/use-request-draft';
import { applyChoice, applyLocation, nextStepHref } from '../../../lib/draft-steps';
import {
  type AddressLineErrors,
  AddressLinesFields,
  type AddressLineValues,
  checkAddressLines,
  emptyAddressLines,
} from './address-lines';
import { type PickedPlace, PostcodeCombobox } from './postcode-combobox';

/** What the location step saves: the picked place and the address lines typed after it. */
export interface ChosenLocation {
  place: PickedPlace;
  lines: AddressLines;
}

function LocationForm({
  draft,
  save,
}: {
  draft: RequestDraft;
  save: (location: ChosenLocation) => Promise<void>;
}) {
  const { t } = useTranslation('booking');
  // A location chosen earlier is still a valid pick when the customer comes back.
  const [picked, setPicked] = useState<PickedPlace | null>(() =>
    draft.ZipCode && draft.Address ? { postcode: draft.ZipCode, address: draft.Address } : null,
  );
  const [values, setValues] = useState<AddressLineValues>(() => ({
    AddressLine1: draft.AddressLine1 ?? emptyAddressLines.AddressLine1,
    AddressLine2: draft.AddressLine2 ?? emptyAddressLines.AddressLine2,
    Town: draft.Town ?? emptyAddressLines.Town,
  }));
  const [errors, setErrors] = useState<AddressLineErrors>({});
  // The town the last pick filled in: a new pick replaces it, but never a town the customer typed.
  const [prefilledTown, setPrefilledTown] = useState(draft.AddressLine1 ? '' : (draft.Town ?? ''));

  const pick = (place: PickedPlace | null) => {
    setPicked(place);
    if (!place?.region) return;
    if (!values.Town.trim() || values.Town === prefilledTown) {
      setValues((current) => ({ ...current, Town: place.region ?? '' }));
      setPrefilledTown(place.region);
    }
  };

  return (
    <form
      className="bk-location"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!picked) return;
        const checked = checkAddressLines(values);
        if (!checked.ok) {
          setErrors(checked.errors);
          const first = (['AddressLine1', 'AddressLine2', 'Town'] as const).find(
            (name) => checked.errors[name],
          );
          const input = first ? event.currentTarget.elements.namedItem(first) : null;
          if (input instanceof HTMLInputElement) input.focus();
          return;
        }
        setErrors({});
        void save({ place: picked, lines: checked.lines });
      }}
    >
      <PostcodeCombobox picked={picked} onPick={pick} />
      {picked ? (
        <AddressLinesFields
          values={values}
          errors={errors}
          onChange={(name, value) => {
            setValues((current) => ({ ...current, [name]: value }));
            if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
          }}
        />
      ) : null}
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
  // A service tile or 'Book a {title} Pro' names its category (?category=); a draft holding an order (a
  // negotiation left open) is not given another one behind the customer's back.
  const named = useSearchParams()[0].get('category')?.trim() || null;
  const category = named && !draft?.Order ? named : null;

  const save = async ({ place, lines }: ChosenLocation) => {
    const saved = await update((current) => {
      const located = applyLocation(current, {
        ZipCode: place.postcode,
        Address: composeAddress(lines),
        ...lines,
      });
      return category && !current.Order && located.Category !== category
        ? applyChoice(located, 'category', { Category: category })
        : located;
    });
    // The category, unless the booking started on the dashboard at a service or a provider.
    if (saved) await navigate(nextStepHref(saved));
  };

  return (
    <CustomerPage title={t('location.title')}>
      <DraftProblem error={error} />
      {category ? <p className="bk-chosen">{t('location.forCategory', { category })}</p> : null}
      {draft?.ProviderName && !draft.Scheduled ? (
        <p className="bk-chosen">{t('location.withProvider', { name: draft.ProviderName })}</p>
      ) : null}
      {draft ? <LocationForm draft={draft} save={save} /> : <DraftWait draft={draft} error={error} />}
    </CustomerPage>
  );
}
