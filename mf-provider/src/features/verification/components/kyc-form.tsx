// The KYC form: every field required, three images. Kept as a draft on the device
// while typed; sent whole, the server's message alerted, and the draft forgotten once accepted.

import {
  type KycRecord,
  kycFieldsRequiredMessage,
  kycSubmissionInputSchema,
} from '@callout/contracts/provider-kyc';
import { useCheckText } from '@callout/i18n/check-texts';
import { useTranslation } from '@callout/i18n/react';
import { isNetworkFailure, messageFor } from '@callout/module-kit/errors';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { Notice } from '@callout/ui/notice';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DraftProblem } from '../../../components/draft-problem';
import { draftKeys } from '../../../config/constants';
import { kycDraftStore } from '../../../data/drafts';
import { useStoredDraft } from '../../../hooks/use-stored-draft';
import { alertMessage } from '../../../lib/dialogs';
import { submitKyc } from '../api/submit-kyc';
import { initialKycDraft, kycImageFields, kycTextFields, toSubmission } from '../kyc-fields';
import { ImageField } from './image-field';

type FieldErrors = Partial<Record<string, string>>;

export function KycForm({ record, onSubmitted }: { record: KycRecord | undefined; onSubmitted: () => void }) {
  const { t } = useTranslation('provider');
  const checkText = useCheckText();
  const draft = useStoredDraft(kycDraftStore, draftKeys.kyc, initialKycDraft(record));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const form = draft.value;

  useEffect(() => {
    // After a refused submit, take the keyboard to the first field that needs attention.
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const statusFor = (name: string) =>
    errors[name] ? { tone: 'invalid' as const, message: errors[name] } : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = kycSubmissionInputSchema.safeParse(toSubmission(form));
    if (!checked.success) {
      const submission = toSubmission(form);
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as keyof typeof submission;
        // An empty field is simply missing (the phone rule would otherwise ask for a correct number).
        found[field] ??= checkText(submission[field]?.trim() ? issue.message : kycFieldsRequiredMessage);
      }
      setErrors(found);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const reply = await submitKyc(checked.data);
      await draft.discard();
      alertMessage(reply.message);
      onSubmitted();
    } catch (error) {
      console.error('Submitting KYC failed', error);
      alertMessage(isNetworkFailure(error) ? t('errors.network') : messageFor(error, t('kyc.failed')));
    } finally {
      setPending(false);
    }
  };

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form ref={formRef} className="card pv-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <DraftProblem error={draft.problem} />
      {hasErrors ? <Notice tone="error">{t('kyc.fixErrors')}</Notice> : null}
      <div className="pv-form__grid">
        {kycTextFields.map((field) => (
          <TextField
            key={field.name}
            label={t(`kyc.fields.${field.name}`)}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            value={form[field.name]}
            status={statusFor(field.name)}
            onChange={(event) => draft.update({ ...form, [field.name]: event.target.value })}
          />
        ))}
      </div>
      <div className="pv-form__grid">
        {kycImageFields.map((name) => (
          <ImageField
            key={name}
            label={t(`kyc.fields.${name}`)}
            value={form[name]}
            status={statusFor(name)}
            onChange={(image) => draft.update({ ...form, [name]: image })}
          />
        ))}
      </div>
      <Button type="submit" loading={pending}>
        {t('kyc.submit')}
      </Button>
    </form>
  );
}
