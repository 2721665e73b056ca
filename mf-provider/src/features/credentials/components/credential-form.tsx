// Add a credential (or its renewal): the kind, then its number, expiry and cover as the kind and the
// provider's services ask, and a picture or PDF. Kept as a draft on the device while filled in, so a refused
// or failed send (offline too: nothing is sent, and the form says so) loses nothing; forgotten once accepted.
import type { CredentialKind, ProviderRequirement } from '@callout/contracts/credentials';
import { useTranslation } from '@callout/i18n/react';
import { isNetworkFailure, messageFor, refusedField } from '@callout/module-kit/errors';
import { useQueryClient } from '@callout/query';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { Notice } from '@callout/ui/notice';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { DraftProblem } from '../../../components/draft-problem';
import { draftKeys } from '../../../config/constants';
import { type CredentialDraft, credentialDraftStore } from '../../../data/drafts';
import { useStoredDraft } from '../../../hooks/use-stored-draft';
import { money } from '../../../lib/money';
import { addCredential, credentialsQuery } from '../api/credentials';
import { minCoverFor } from '../credential-state';
import { DocumentField } from './document-field';

type Field = 'kind' | 'number' | 'expires' | 'cover' | 'document';
type FieldErrors = Partial<Record<Field, string>>;

const emptyDraft: CredentialDraft = { kind: '', number: '', expires: '', cover: '', document: null };
const wholePounds = /^\d{1,8}$/;

/** The inputs a server refusal may name (`field`), the form's own names. */
const fields: readonly Field[] = ['kind', 'number', 'expires', 'cover', 'document'];

type Outcome = { tone: 'info' | 'error'; text: string } | null;

export function CredentialForm({
  kinds,
  requirements,
}: {
  kinds: readonly CredentialKind[];
  requirements: readonly ProviderRequirement[];
}) {
  const { t } = useTranslation('provider');
  const queryClient = useQueryClient();
  const draft = useStoredDraft(credentialDraftStore, draftKeys.credential, emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // A new file input after a send, so the chosen file's name goes with the draft.
  const [inputKey, setInputKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const selectId = useId();
  const form = draft.value;
  const kind = kinds.find((k) => String(k.KindID) === form.kind);
  const minCover = minCoverFor(kind, requirements);

  useEffect(() => {
    // After a refused submit, take the keyboard to the first field that needs attention.
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const edit = (change: Partial<CredentialDraft>) => draft.update({ ...form, ...change });
  const statusFor = (name: Field) =>
    errors[name] ? { tone: 'invalid' as const, message: errors[name] } : null;

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!kind) found.kind = t('credentials.form.kindRequired');
    if (kind?.HasNumber && !form.number.trim()) found.number = t('credentials.form.numberRequired');
    if (kind?.HasExpiry && !form.expires) found.expires = t('credentials.form.expiryRequired');
    if (minCover !== null && !wholePounds.test(form.cover.trim()))
      found.cover = t('credentials.form.coverInvalid');
    if (!form.document) found.document = t('credentials.form.documentRequired');
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !kind || !form.document) {
      setAttempt((n) => n + 1);
      return;
    }
    if (!navigator.onLine) {
      setOutcome({ tone: 'error', text: t('credentials.form.offline') });
      return;
    }
    setPending(true);
    try {
      await addCredential({
        kind: form.kind,
        number: kind.HasNumber ? form.number.trim() : undefined,
        expires: kind.HasExpiry ? form.expires : undefined,
        cover: minCover !== null ? form.cover.trim() : undefined,
        document: form.document.base64,
      });
      await draft.discard();
      setInputKey((n) => n + 1);
      setOutcome({ tone: 'info', text: t('credentials.form.sent') });
      await queryClient.invalidateQueries({ queryKey: credentialsQuery().queryKey });
    } catch (error) {
      console.error('Adding a credential failed', error);
      if (isNetworkFailure(error)) {
        setOutcome({ tone: 'error', text: t('credentials.form.offline') });
      } else {
        const message = messageFor(error, t('credentials.form.failed'));
        const field = refusedField(error, fields);
        if (field) {
          setErrors({ [field]: message });
          setAttempt((n) => n + 1);
        }
        setOutcome({ tone: 'error', text: message });
      }
    } finally {
      setPending(false);
    }
  };

  const hasErrors = Object.keys(errors).length > 0;
  const kindStatus = statusFor('kind');
  return (
    <section className="card" aria-labelledby="pv-add-credential-title">
      <h2 id="pv-add-credential-title">{t('credentials.form.title')}</h2>
      <p className="pv-meta">{t('credentials.form.lead')}</p>
      <form ref={formRef} className="pv-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <DraftProblem error={draft.problem} />
        {hasErrors && !outcome ? <Notice tone="error">{t('credentials.form.fixErrors')}</Notice> : null}
        {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
        <div className="pv-form__grid">
          <div className="field">
            <label className="field__label" htmlFor={selectId}>
              {t('credentials.form.kind')}
            </label>
            <select
              id={selectId}
              className="field__input"
              value={form.kind}
              required
              aria-invalid={kindStatus ? true : undefined}
              aria-describedby={kindStatus ? `${selectId}-status` : undefined}
              onChange={(event) => edit({ kind: event.target.value })}
            >
              <option value="">{t('credentials.form.chooseKind')}</option>
              {kinds.map((k) => (
                <option key={k.KindID} value={String(k.KindID)}>
                  {k.Name}
                </option>
              ))}
            </select>
            {kindStatus ? (
              <p id={`${selectId}-status`} className="field__status field__status--invalid">
                <span aria-hidden="true">✗ </span>
                {kindStatus.message}
              </p>
            ) : null}
          </div>
          {kind?.HasNumber ? (
            <TextField
              label={t('credentials.form.number')}
              value={form.number}
              maxLength={60}
              required
              autoComplete="off"
              status={statusFor('number')}
              onChange={(event) => edit({ number: event.target.value })}
            />
          ) : null}
          {kind?.HasExpiry ? (
            <TextField
              label={t('credentials.form.expires')}
              type="date"
              value={form.expires}
              required
              status={statusFor('expires')}
              onChange={(event) => edit({ expires: event.target.value })}
            />
          ) : null}
          {minCover !== null ? (
            <TextField
              label={t('credentials.form.cover')}
              inputMode="numeric"
              value={form.cover}
              required
              hint={t('credentials.form.coverHint', { amount: money(minCover / 100) })}
              status={statusFor('cover')}
              onChange={(event) => edit({ cover: event.target.value })}
            />
          ) : null}
        </div>
        <DocumentField
          key={inputKey}
          value={form.document}
          status={statusFor('document')}
          onChange={(document) => edit({ document })}
        />
        <Button type="submit" loading={pending}>
          {t('credentials.form.submit')}
        </Button>
      </form>
    </section>
  );
}
