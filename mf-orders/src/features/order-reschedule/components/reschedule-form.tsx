// "Reschedule": another date (today to 60 days ahead, as when booking) and one of the provider's free arrival
// windows that day, with what moving the order costs now shown before confirming, as the cancel dialog
// shows what cancelling costs. Proposed offline, the proposal waits in the outbox and is sent once.
import { shippingWindow } from '@callout/contracts/arrival-windows';
import { bookingWindow } from '@callout/contracts/fields';
import { useTranslation } from '@callout/i18n/react';
import { ArrivalWindowPicker } from '@callout/module-kit/arrival-window-picker';
import { arrivalWindowsQuery } from '@callout/module-kit/arrival-windows';
import { useQuery } from '@callout/query';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import type { AccountType } from '../../../config/paths';
import { alertMessage } from '../../../lib/dialogs';
import { formatPrice } from '../../../lib/format';
import type { OrderDetails } from '../../../lib/order';
import { rescheduleCostQueryOptions } from '../api/get-reschedule-cost';
import { type ProposalOutcome, proposeReschedule } from '../api/propose-reschedule';

interface Props {
  accountType: AccountType;
  order: OrderDetails;
  onDone: (outcome: ProposalOutcome) => void;
  onKeep: () => void;
}

export function RescheduleForm({ accountType, order, onDone, onKeep }: Props) {
  const { t } = useTranslation('orders');
  const range = useMemo(() => bookingWindow(), []);
  const costId = useId();
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const [sending, setSending] = useState(false);
  const cost = useQuery(rescheduleCostQueryOptions(accountType, order.id));
  const windows = useQuery({
    ...arrivalWindowsQuery(order.info.PersonnelID, order.info.ProductID, date),
    enabled: Boolean(date && date >= range.min && date <= range.max),
  });
  const current = shippingWindow(order.shipping);
  // The order's own window is not a move: it is left out of the choices.
  const offered = windows.data?.filter(
    (window) => !(date === order.shipping.ShipDate.slice(0, 10) && current?.startsWith(window.Start)),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!date) return alertMessage(t('reschedule.dateRequired'));
    if (!start) return alertMessage(t('reschedule.windowRequired'));
    setSending(true);
    try {
      onDone(await proposeReschedule(accountType, { orderid: order.id, date, window: start }));
    } finally {
      setSending(false);
    }
  };

  let figure: ReactNode;
  if (cost.isPending) figure = t('reschedule.costLoading');
  else if (cost.isError) figure = t('reschedule.costFailed');
  else if (cost.data.Cost > 0) {
    figure = (
      <>
        <strong>{t('reschedule.costs', { amount: formatPrice(cost.data.Cost, cost.data.Currency) })}</strong>{' '}
        <span className="or-dialog__reason">{cost.data.Reason}</span>
      </>
    );
  } else figure = <strong>{t('reschedule.free')}</strong>;

  return (
    <form className="or-reschedule__form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('reschedule.date')}
        type="date"
        min={range.min}
        max={range.max}
        value={date}
        onChange={(event) => {
          setDate(event.target.value);
          setStart('');
        }}
      />
      {date ? (
        <ArrivalWindowPicker
          windows={offered}
          loading={windows.isFetching}
          value={start}
          onChange={setStart}
          labels={{
            legend: t('reschedule.windows'),
            hint: t('reschedule.windowsHint'),
            none: t('reschedule.windowsNone'),
            loading: t('reschedule.windowsLoading'),
          }}
        />
      ) : null}
      <p id={costId} className="or-dialog__figure" aria-live="polite" aria-busy={cost.isPending || undefined}>
        {figure}
      </p>
      <div className="or-dialog__buttons">
        <Button type="submit" loading={sending} aria-describedby={costId}>
          {t('reschedule.propose')}
        </Button>
        <Button type="button" variant="secondary" onClick={onKeep}>
          {t('reschedule.keep')}
        </Button>
      </div>
    </form>
  );
}
