// The refund action: an amount in pounds (two decimals; empty refunds all that is left) and a reason,
// then a confirmation naming the sum. One idempotency key per refund, kept across retries of it, so a
// repeated click or a retry after a lost answer never pays twice.
import type { OpsOrderDetail } from '@callout/contracts/ops-people';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { money } from '@callout/module-kit/money';
import { useMutation } from '@callout/query';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { Notice } from '@callout/ui/notice';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { TextAreaField } from '../../../components/text-area-field';
import { refundOrder } from '../api/orders-api';

const amountPattern = /^\d+(\.\d{1,2})?$/;

export function RefundForm({ order, onRefunded }: { order: OpsOrderDetail; onRefunded: () => void }) {
  const { t } = useTranslation('ops');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const confirmId = useId();
  const send = useMutation({
    mutationFn: () => refundOrder(order.OrderID, { amount: amount.trim(), reason: reason.trim() }, key),
    onSuccess: () => {
      setConfirming(false);
      setAmount('');
      setReason('');
      setKey(crypto.randomUUID());
      onRefunded();
    },
    onError: () => setConfirming(false),
  });

  useEffect(() => {
    if (confirming) document.getElementById(confirmId)?.focus();
  }, [confirming, confirmId]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    const typed = amount.trim();
    if (typed && (!amountPattern.test(typed) || Number(typed) <= 0))
      found.amount = t('orders.refund.amountInvalid');
    else if (typed && Number(typed) > order.Refundable) {
      found.amount = t('orders.refund.amountTooMuch', { left: money(order.Refundable, order.Currency) });
    }
    if (!reason.trim()) found.reason = t('orders.refund.reasonRequired');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    send.reset();
    setConfirming(true);
  };

  const sum = money(amount.trim() ? Number(amount.trim()) : order.Refundable, order.Currency);
  return (
    <section className="card ops-refund" aria-labelledby="refund-heading">
      <h2 id="refund-heading">{t('orders.refund.title')}</h2>
      <p>{t('orders.refund.left', { left: money(order.Refundable, order.Currency) })}</p>
      {send.isSuccess ? <Notice title={send.data} /> : null}
      {order.Refundable <= 0 ? (
        <p className="ops-empty">{t('orders.refund.nothingLeft')}</p>
      ) : (
        <form onSubmit={check} noValidate>
          <TextField
            label={t('orders.refund.amount')}
            hint={t('orders.refund.amountHint')}
            inputMode="decimal"
            value={amount}
            status={problems.amount ? { tone: 'invalid', message: problems.amount } : null}
            onChange={(event) => setAmount(event.target.value)}
          />
          <TextAreaField
            label={t('orders.refund.reason')}
            value={reason}
            maxLength={500}
            rows={2}
            required
            error={problems.reason ?? null}
            onChange={(event) => setReason(event.target.value)}
          />
          {send.isError ? (
            <Notice tone="error" title={messageFor(send.error, t('people.networkError'))} />
          ) : null}
          {confirming ? (
            <div className="ops-confirm">
              <p id={`${confirmId}-text`}>{t('orders.refund.confirm', { sum, order: order.OrderID })}</p>
              <Button id={confirmId} variant="accent" loading={send.isPending} onClick={() => send.mutate()}>
                {t('orders.refund.yes')}
              </Button>{' '}
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('orders.refund.cancel')}
              </Button>
            </div>
          ) : (
            <Button type="submit">{t('orders.refund.submit')}</Button>
          )}
        </form>
      )}
    </section>
  );
}
