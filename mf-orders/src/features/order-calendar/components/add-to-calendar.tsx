// "Add to calendar" on the customer's order page: saves the order's .ics file (the arrival window in
// London time, or the whole day for a date-only booking), which the phone or computer opens in its calendar.
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { saveFile } from '@callout/module-kit/save-file';
import { Button } from '@callout/ui/button';
import { useState } from 'react';
import type { OrderDetails } from '../../../lib/order';
import { getOrderCalendar, orderCalendarFileName } from '../api/get-order-calendar';

type State = { kind: 'idle' | 'busy' } | { kind: 'failed'; message: string };

export function AddToCalendar({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const [state, setState] = useState<State>({ kind: 'idle' });
  if (order.info.OrderStatus === 'CANCELLED') return null;

  async function download() {
    setState({ kind: 'busy' });
    try {
      saveFile(await getOrderCalendar(order.id), orderCalendarFileName(order.id));
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'failed', message: messageFor(error, t('calendar.failed')) });
    }
  }

  return (
    <p className="or-calendar-link">
      <Button variant="link" loading={state.kind === 'busy'} onClick={() => void download()}>
        {t('calendar.add')}
      </Button>
      {state.kind === 'failed' ? <span role="alert">{state.message}</span> : null}
    </p>
  );
}
