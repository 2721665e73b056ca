// An operator's decision on a KYC submission or a service request: one of the statuses and a note for the
// provider. A refusal shows the server's words beside the form, which keeps what was typed.
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation } from '@callout/query';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { type FormEvent, useId, useState } from 'react';
import { TextAreaField } from '../../../components/text-area-field';
import type { Decision } from '../api/reviews-api';

export function DecisionForm({
  subject,
  decisions,
  current,
  decide,
  onDecided,
  noteHint,
  noteRequiredFor,
}: {
  /** Who the decision is about, for the legend read to screen readers. */
  subject: string;
  decisions: readonly string[];
  current: string;
  decide: (decision: Decision) => Promise<string>;
  /** Told the server's words; the list then reloads, which may take this item away. */
  onDecided: (message: string) => void;
  /** The note's hint, when not the KYC one. */
  noteHint?: string;
  /** The decision that needs a note (a query says what to fix): asked for before anything is sent. */
  noteRequiredFor?: string;
}) {
  const { t } = useTranslation('ops');
  const name = useId();
  const [status, setStatus] = useState(decisions.includes(current) ? current : '');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({ mutationFn: decide, onSuccess: onDecided });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status) {
      setProblem(t('reviews.decision.choose'));
      return;
    }
    if (status === noteRequiredFor && !note.trim()) {
      setProblem(t('reviews.decision.noteRequired'));
      return;
    }
    setProblem(null);
    send.mutate({ status, note: note.trim() });
  };

  return (
    <form className="ops-decision" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('reviews.decision.legend', { subject })}</legend>
        <div className="ops-decision__choices">
          {decisions.map((decision) => (
            <label key={decision} className="ops-radio">
              <input
                type="radio"
                name={name}
                value={decision}
                checked={status === decision}
                onChange={() => setStatus(decision)}
              />
              {t(`reviews.decision.statuses.${decision}`, { defaultValue: decision })}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={t('reviews.decision.note')}
        hint={noteHint ?? t('reviews.decision.noteHint')}
        value={note}
        maxLength={1000}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      {problem ? <Notice tone="error" title={problem} /> : null}
      {send.isError ? <Notice tone="error" title={messageFor(send.error, t('people.networkError'))} /> : null}
      <Button type="submit" loading={send.isPending}>
        {t('reviews.decision.save')}
      </Button>
    </form>
  );
}
