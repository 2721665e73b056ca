// The provider's offer on a problem reported to them: a partial refund (its amount) or a return visit,
// with a note; one offer waits for the customer's answer at a time.
import { formatMoney } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation } from '@callout/query';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { Notice } from '@callout/ui/notice';
import { type FormEvent, useId, useState } from 'react';
import { makeDisputeOffer } from '../api/order-dispute-api';

const kinds = ['PARTIAL_REFUND', 'RETURN_VISIT'] as const;

export function DisputeOfferForm({
  orderId,
  refundable,
  currency,
  onOffered,
}: {
  orderId: string;
  refundable: number;
  currency: string;
  onOffered: () => void;
}) {
  const { t } = useTranslation('orders');
  const name = useId();
  const [kind, setKind] = useState<(typeof kinds)[number]>('RETURN_VISIT');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const send = useMutation({
    mutationFn: () => makeDisputeOffer(orderId, { kind, amount: amount.trim(), note: note.trim() }),
    onSuccess: () => {
      setAmount('');
      setNote('');
      onOffered();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <form className="or-dispute__form" onSubmit={submit} noValidate>
      <h3>{t('dispute.offer.make')}</h3>
      <fieldset>
        <legend>{t('dispute.offer.kind')}</legend>
        {kinds.map((value) => (
          <label key={value} className="or-dispute__choice">
            <input type="radio" name={name} checked={kind === value} onChange={() => setKind(value)} />
            {t(`dispute.offer.kinds.${value}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'PARTIAL_REFUND' ? (
        <TextField
          label={t('dispute.offer.amount')}
          hint={t('dispute.offer.amountHint', { left: formatMoney(refundable, currency) })}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      ) : null}
      <TextField
        label={t('dispute.offer.note')}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {send.isError ? <Notice tone="error" title={messageFor(send.error, t('dispute.failed'))} /> : null}
      <Button type="submit" loading={send.isPending}>
        {t('dispute.offer.send')}
      </Button>
    </form>
  );
}
