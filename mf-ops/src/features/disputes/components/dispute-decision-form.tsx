// The operator's decision: no refund, a partial refund (its amount) or a full refund, whether the
// provider's share is taken back from them, and a note both sides are mailed. A refusal shows the server's
// words beside the form, which keeps what was typed.
import type { OpsDispute } from '@callout/contracts/disputes';
import { formatMoney } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation } from '@callout/query';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { Notice } from '@callout/ui/notice';
import { type FormEvent, useId, useState } from 'react';
import { TextAreaField } from '../../../components/text-area-field';
import { type DecisionInput, decideDispute, disputeOutcomes } from '../api/disputes-api';

export function DisputeDecisionForm({
  dispute,
  onDecided,
}: {
  dispute: OpsDispute;
  onDecided: (message: string) => void;
}) {
  const { t } = useTranslation('ops');
  const name = useId();
  const [decision, setDecision] = useState<DecisionInput>({
    outcome: 'NO_REFUND',
    amount: '',
    reverseShare: true,
    note: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (input: DecisionInput) => decideDispute(dispute.DisputeID, input),
    onSuccess: onDecided,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!decision.note.trim()) {
      setProblem(t('disputes.decision.noteRequired'));
      return;
    }
    setProblem(null);
    send.mutate({ ...decision, note: decision.note.trim(), amount: decision.amount.trim() });
  };

  return (
    <form className="ops-decision" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('disputes.decision.legend', { order: dispute.OrderID })}</legend>
        <div className="ops-decision__choices">
          {disputeOutcomes.map((outcome) => (
            <label key={outcome} className="ops-radio">
              <input
                type="radio"
                name={name}
                value={outcome}
                checked={decision.outcome === outcome}
                onChange={() => setDecision({ ...decision, outcome })}
              />
              {t(`disputes.outcomes.${outcome}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {decision.outcome === 'PARTIAL_REFUND' ? (
        <TextField
          label={t('disputes.decision.amount')}
          hint={t('disputes.decision.amountHint', {
            left: formatMoney(dispute.Refundable, dispute.Currency),
          })}
          inputMode="decimal"
          value={decision.amount}
          onChange={(event) => setDecision({ ...decision, amount: event.target.value })}
        />
      ) : null}
      {decision.outcome !== 'NO_REFUND' ? (
        <label className="ops-radio">
          <input
            type="checkbox"
            checked={decision.reverseShare}
            onChange={(event) => setDecision({ ...decision, reverseShare: event.target.checked })}
          />
          {t('disputes.decision.reverseShare')}
        </label>
      ) : null}
      <TextAreaField
        label={t('disputes.decision.note')}
        hint={t('disputes.decision.noteHint')}
        value={decision.note}
        maxLength={1000}
        rows={2}
        onChange={(event) => setDecision({ ...decision, note: event.target.value })}
      />
      {problem ? <Notice tone="error" title={problem} /> : null}
      {send.isError ? <Notice tone="error" title={messageFor(send.error, t('people.networkError'))} /> : null}
      <Button type="submit" loading={send.isPending}>
        {t('disputes.decision.save')}
      </Button>
    </form>
  );
}
