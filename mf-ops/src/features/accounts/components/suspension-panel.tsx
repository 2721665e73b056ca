// Suspend or reinstate an account, with a confirmation step: the note first, then "are you sure" naming
// what happens. The typed note survives a refusal or a cancelled confirmation.
import type { OpsAccountDetail } from '@callout/contracts/ops-people';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation } from '@callout/query';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { TextAreaField } from '../../../components/text-area-field';
import { reinstateAccount, suspendAccount } from '../api/accounts-api';

export function SuspensionPanel({
  account,
  onChanged,
}: {
  account: OpsAccountDetail;
  onChanged: () => void;
}) {
  const { t } = useTranslation('ops');
  const suspended = account.Suspended !== null;
  const action = suspended ? 'reinstate' : 'suspend';
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmId = useId();
  const send = useMutation({
    mutationFn: () =>
      suspended ? reinstateAccount(account.ID, note.trim()) : suspendAccount(account.ID, note.trim()),
    onSuccess: () => {
      setConfirming(false);
      setNote('');
      onChanged();
    },
    onError: () => setConfirming(false),
  });

  // Keyboard users land on the confirmation they are asked for.
  useEffect(() => {
    if (confirming) document.getElementById(confirmId)?.focus();
  }, [confirming]);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!suspended && !note.trim()) {
      setProblem(t('accounts.suspension.noteRequired'));
      return;
    }
    setProblem(null);
    send.reset();
    setConfirming(true);
  };

  const who = account.Email ?? account.ID;
  return (
    <section className="card ops-suspension" aria-labelledby="suspension-heading">
      <h2 id="suspension-heading">{t(`accounts.suspension.${action}Title`)}</h2>
      {suspended ? (
        <p>{t('accounts.suspension.since', { note: account.SuspensionNote ?? '–' })}</p>
      ) : (
        <p>{t('accounts.suspension.explain')}</p>
      )}
      {send.isSuccess ? <Notice title={send.data} /> : null}
      <form onSubmit={ask} noValidate>
        <TextAreaField
          label={t(`accounts.suspension.${action}Note`)}
          value={note}
          maxLength={1000}
          rows={2}
          required={!suspended}
          error={problem}
          onChange={(event) => setNote(event.target.value)}
        />
        {send.isError ? (
          <Notice tone="error" title={messageFor(send.error, t('people.networkError'))} />
        ) : null}
        {confirming ? (
          <div className="ops-confirm">
            <p id="suspension-confirm">{t(`accounts.suspension.${action}Confirm`, { who })}</p>
            <Button id={confirmId} variant="accent" loading={send.isPending} onClick={() => send.mutate()}>
              {t(`accounts.suspension.${action}Yes`)}
            </Button>{' '}
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('accounts.suspension.cancel')}
            </Button>
          </div>
        ) : (
          <Button type="submit" variant={suspended ? 'primary' : 'accent'}>
            {t(`accounts.suspension.${action}`)}
          </Button>
        )}
      </form>
    </section>
  );
}
