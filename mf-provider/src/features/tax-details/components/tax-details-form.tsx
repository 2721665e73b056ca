// The details for HMRC, given once as an individual or as a company. Kept as a draft on the device while
// typed, so a refused or failed send loses nothing; the server's format checks are shown at their field,
// and after saving, what differs from the identity check is shown at its field too.
import type { SellerDetails, SellerKind } from '@callout/contracts/hmrc-reporting';
import { useTranslation } from '@callout/i18n/react';
import { isNetworkFailure, messageFor, refusedField } from '@callout/module-kit/errors';
import { useQueryClient } from '@callout/query';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { Notice } from '@callout/ui/notice';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { DraftProblem } from '../../../components/draft-problem';
import { useStoredDraft } from '../../../hooks/use-stored-draft';
import { saveSellerDetails, sellerDetailsQuery } from '../api/seller-details';
import { mismatchesOf, type TaxField } from '../field-of-message';
import {
  type SellerDetailsDraft,
  sellerDetailsDraftKey,
  sellerDetailsDraftStore,
} from '../tax-details-draft';

const fieldsOf: Record<SellerKind, readonly TaxField[]> = {
  INDIVIDUAL: ['firstname', 'lastname', 'dob', 'nino', 'taxid', 'address', 'country', 'vat'],
  COMPANY: ['legalname', 'companynumber', 'utr', 'address', 'country', 'vat'],
};

/** The form filled with what was given before, or empty. */
export function draftOf(details: SellerDetails | null): SellerDetailsDraft {
  return {
    kind: details?.Kind ?? '',
    firstname: details?.FirstName ?? '',
    lastname: details?.LastName ?? '',
    dob: details?.DOB ?? '',
    nino: details?.NINO ?? '',
    taxid: details?.TaxID ?? '',
    legalname: details?.Kind === 'COMPANY' ? details.LegalName : '',
    companynumber: details?.CompanyNumber ?? '',
    utr: details?.UTR ?? '',
    address: details?.Address ?? '',
    // The United Kingdom is what the server takes when none is given: the field shows only another country.
    country: details?.Country && details.Country !== 'GB' ? details.Country : '',
    vat: details?.VAT ?? '',
  };
}

const taxFields: readonly TaxField[] = ['kind', ...fieldsOf.INDIVIDUAL, ...fieldsOf.COMPANY];

type Errors = Partial<Record<TaxField, string>>;
type Outcome = { tone: 'info' | 'error'; text: string } | null;

export function TaxDetailsForm({
  details,
  onSaved,
}: {
  details: SellerDetails | null;
  /** The details were saved: the page shows them (and `message`) afresh. */
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('provider');
  const queryClient = useQueryClient();
  const draft = useStoredDraft(sellerDetailsDraftStore, sellerDetailsDraftKey, draftOf(details));
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const kindName = useId();
  const form = draft.value;
  const kind = form.kind || null;

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  // What differs from the identity check, at its field, until the form is changed.
  const notes: Errors = {};
  let noIdentityCheck = false;
  for (const mismatch of mismatchesOf(details?.KycMismatch ?? [])) {
    if (mismatch.field) notes[mismatch.field] = t(`taxDetails.mismatch.${mismatch.key}`);
    else noIdentityCheck = true;
  }
  const edit = (change: Partial<SellerDetailsDraft>) => {
    draft.update({ ...form, ...change });
    setErrors({});
  };
  const statusFor = (field: TaxField) => {
    const message = errors[field] ?? notes[field];
    return message ? { tone: 'invalid' as const, message } : null;
  };
  const field = (name: Exclude<TaxField, 'kind'>, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      key={name}
      name={name}
      label={t(`taxDetails.fields.${name}`)}
      value={form[name]}
      status={statusFor(name)}
      onChange={(event) => edit({ [name]: event.target.value })}
      {...extra}
    />
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!kind) {
      setErrors({ kind: t('taxDetails.errors.kind') });
      setAttempt((n) => n + 1);
      return;
    }
    if (!navigator.onLine) {
      setOutcome({ tone: 'error', text: t('taxDetails.offline') });
      return;
    }
    setPending(true);
    try {
      const values = Object.fromEntries(fieldsOf[kind].map((name) => [name, form[name].trim()]));
      const saved = await saveSellerDetails({ ...values, kind });
      await draft.discard();
      queryClient.setQueryData(sellerDetailsQuery().queryKey, saved);
      onSaved(t(saved.Details?.KycMismatch.length ? 'taxDetails.savedMismatch' : 'taxDetails.saved'));
    } catch (error) {
      console.error('Saving the details for HMRC failed', error);
      if (isNetworkFailure(error)) {
        setOutcome({ tone: 'error', text: t('taxDetails.offline') });
      } else {
        // The server words its refusal in the provider's language and names the input it is about.
        const message = messageFor(error, t('taxDetails.failed'));
        const refused = refusedField(error, taxFields);
        if (refused) {
          setErrors({ [refused]: message });
          setAttempt((n) => n + 1);
          setOutcome({ tone: 'error', text: t('taxDetails.fixErrors') });
        } else {
          setOutcome({ tone: 'error', text: message });
        }
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card" aria-labelledby="pv-tax-form-title">
      <h2 id="pv-tax-form-title">{t('taxDetails.formTitle')}</h2>
      <p className="pv-meta">{t('taxDetails.formLead')}</p>
      <form ref={formRef} className="pv-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <DraftProblem error={draft.problem} />
        {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
        {noIdentityCheck ? <Notice>{t('taxDetails.mismatch.noIdentityCheck')}</Notice> : null}
        <fieldset
          className="pv-tax-kind"
          aria-invalid={errors.kind ? true : undefined}
          aria-describedby={errors.kind ? `${kindName}-status` : undefined}
        >
          <legend>{t('taxDetails.kind')}</legend>
          {(['INDIVIDUAL', 'COMPANY'] as const).map((option) => (
            <label key={option} className="pv-radio">
              <input
                type="radio"
                name={kindName}
                value={option}
                checked={form.kind === option}
                onChange={() => edit({ kind: option })}
              />
              <span>{t(`taxDetails.kinds.${option}`)}</span>
            </label>
          ))}
          {errors.kind ? (
            <p id={`${kindName}-status`} className="field__status field__status--invalid">
              <span aria-hidden="true">✗ </span>
              {errors.kind}
            </p>
          ) : null}
        </fieldset>
        {kind === 'INDIVIDUAL' ? (
          <div className="pv-form__grid">
            {field('firstname', { autoComplete: 'given-name', maxLength: 60 })}
            {field('lastname', { autoComplete: 'family-name', maxLength: 60 })}
            {field('dob', { type: 'date', autoComplete: 'bday' })}
            {field('nino', { hint: t('taxDetails.hints.nino'), autoComplete: 'off', maxLength: 20 })}
            {field('taxid', { hint: t('taxDetails.hints.taxid'), autoComplete: 'off', maxLength: 30 })}
          </div>
        ) : null}
        {kind === 'COMPANY' ? (
          <div className="pv-form__grid">
            {field('legalname', { autoComplete: 'organization', maxLength: 160 })}
            {field('companynumber', {
              hint: t('taxDetails.hints.companynumber'),
              autoComplete: 'off',
              maxLength: 20,
            })}
            {field('utr', { hint: t('taxDetails.hints.utr'), autoComplete: 'off', maxLength: 20 })}
          </div>
        ) : null}
        {kind ? field('address', { autoComplete: 'street-address', maxLength: 300 }) : null}
        {kind ? (
          <div className="pv-form__grid">
            {field('country', { hint: t('taxDetails.hints.country'), autoComplete: 'country', maxLength: 2 })}
            {field('vat', { hint: t('taxDetails.hints.vat'), autoComplete: 'off', maxLength: 30 })}
          </div>
        ) : null}
        <Button type="submit" loading={pending}>
          {t('taxDetails.submit')}
        </Button>
      </form>
    </section>
  );
}
