// The New Support form: a subject of 5 to 150 characters, checked as you type with the spec's message, and
// kept on the device as it is written. Sent through the outbox: offline, the case waits to send and its
// chat can be written in meanwhile; a case the server accepts makes the case lists load again.
import { newSupportCaseInputSchema } from '@callout/contracts/support';
import { StorageFullError } from '@callout/db/storage-errors';
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { type FormEvent, useState } from 'react';
import type { AccountType } from '../../../config/paths';
import { useSubjectDraft } from '../../../data/subject-draft';
import { useNewSupportCase } from '../api/new-support-case';

export function NewCaseForm({
  accountType,
  onCreated,
}: {
  accountType: AccountType;
  /** What to tell the user about the new case: the server's words, or that it waits to send. */
  onCreated: (message: string) => void;
}) {
  const { t } = useTranslation(['support', 'pwa']);
  const { subject, change, clear } = useSubjectDraft();
  const [checked, setChecked] = useState(false);
  const create = useNewSupportCase(accountType);
  const pending = create.isPending;
  const input = newSupportCaseInputSchema.safeParse({ value: subject });
  const showInvalid = checked && !input.success;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!input.success || pending) return;
    try {
      const outcome = await create.mutateAsync(input.data.value);
      if (outcome.state === 'refused') return window.alert(outcome.message);
      clear();
      setChecked(false);
      onCreated(outcome.state === 'sent' ? outcome.message : t('newCase.queued'));
    } catch (error) {
      console.error('Could not open the support case', error);
      window.alert(error instanceof StorageFullError ? t('pwa:storageFull') : t('newCase.unreachable'));
    }
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="new-support-title">
      <h2 id="new-support-title" className="h3">
        {t('newCase.title')}
      </h2>
      <TextField
        label={t('newCase.subject')}
        hint={t('newCase.hint')}
        value={subject}
        maxLength={150}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={() => setChecked(subject !== '')}
        status={showInvalid ? { tone: 'invalid', message: t('newCase.invalid') } : null}
      />
      <Button type="submit" loading={pending}>
        {t('newCase.submit')}
      </Button>
    </form>
  );
}
