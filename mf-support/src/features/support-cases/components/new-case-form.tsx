// The New Support form: a subject of 5 to 150 characters, checked as you type with the spec's message. A
// case the server accepts makes the case lists load again.
import { newSupportCaseInputSchema } from '@callout/contracts/support';
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { type FormEvent, useState } from 'react';
import type { AccountType } from '../../../config/paths';
import { useNewSupportCase } from '../api/new-support-case';

export function NewCaseForm({
  accountType,
  onCreated,
}: {
  accountType: AccountType;
  /** The server's words on the new case. */
  onCreated: (message: string) => void;
}) {
  const { t } = useTranslation('support');
  const [subject, setSubject] = useState('');
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
      const answer = await create.mutateAsync(input.data);
      if (!answer.success) return window.alert(answer.message);
      setSubject('');
      setChecked(false);
      onCreated(answer.message);
    } catch (error) {
      console.error('Could not open the support case', error);
      window.alert(t('newCase.unreachable'));
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
        onChange={(event) => setSubject(event.currentTarget.value)}
        onBlur={() => setChecked(subject !== '')}
        status={showInvalid ? { tone: 'invalid', message: t('newCase.invalid') } : null}
      />
      <Button type="submit" loading={pending}>
        {t('newCase.submit')}
      </Button>
    </form>
  );
}
