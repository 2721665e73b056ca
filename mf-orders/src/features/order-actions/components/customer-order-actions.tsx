// The customer's buttons, exactly as the order's status allows (the server applies the same rule).
import { londonToday } from '@callout/contracts/london-time';
import { customerOrderActions, isBeforeJobDay, paysAfterEnding } from '@callout/contracts/order-actions';
import { formatDate } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { useNavigate } from '@callout/router';
import { Button, ButtonLink } from '@callout/ui/button';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import type { OrderDetails } from '../../../lib/order';
import { cancelOrder } from '../api/cancel-order';
import { endOrder } from '../api/end-order';
import { startOrder } from '../api/start-order';
import { useOrderAction } from '../hooks/use-order-action';
import { ActionOutcome } from './action-outcome';
import { BookAgainButton } from './book-again-button';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ReorderForm } from './reorder-form';

export function CustomerOrderActions({ order, onChanged }: { order: OrderDetails; onChanged: () => void }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const { busy, failed, message, run } = useOrderAction();
  const [reordering, setReordering] = useState(false);
  // The cancel confirmation says what cancelling costs now, so it is a dialog of ours.
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const state = { ...order.info, ShipDate: order.shipping.ShipDate };
  const today = londonToday();
  const actions = customerOrderActions(state, today);
  // Paid and waiting for its day: say when it can start rather than offer a start days early.
  const waitsForDay = !actions.start && customerOrderActions(state).start && isBeforeJobDay(state, today);
  const paymentHref = paths.payments.getHref(order.id);

  const afterEnd = () => {
    if (paysAfterEnding(order.info.Rate)) navigate(paymentHref);
    else onChanged();
  };

  return (
    <section className="or-actions" aria-label={t('actions.label')}>
      <div className="or-actions__buttons">
        {actions.start ? (
          <Button
            loading={busy === 'start'}
            onClick={() => run('start', t('confirm.start'), () => startOrder(order.id), onChanged)}
          >
            {t('actions.start')}
          </Button>
        ) : null}
        {actions.end ? (
          <Button
            loading={busy === 'end'}
            onClick={() => run('end', t('confirm.end'), () => endOrder(order.id), afterEnd)}
          >
            {t('actions.end')}
          </Button>
        ) : null}
        {actions.makePayment ? <ButtonLink to={paymentHref}>{t('actions.makePayment')}</ButtonLink> : null}
        {actions.reorder ? (
          <Button
            variant="secondary"
            aria-expanded={reordering}
            onClick={() => setReordering((open) => !open)}
          >
            {t('actions.reorder')}
          </Button>
        ) : null}
        {/* With the same provider: their free windows for the same product, straight away. */}
        {actions.reorder && order.info.PersonnelID ? <BookAgainButton order={order} /> : null}
        {actions.cancel ? (
          <Button
            variant="secondary"
            loading={busy === 'cancel'}
            aria-haspopup="dialog"
            onClick={() => setConfirmingCancel(true)}
          >
            {t('actions.cancel')}
          </Button>
        ) : null}
      </div>
      {waitsForDay ? (
        <p className="or-actions__note">{t('actions.startsOn', { date: formatDate(state.ShipDate) })}</p>
      ) : null}
      {confirmingCancel ? (
        <CancelOrderDialog
          orderId={order.id}
          onKeep={() => setConfirmingCancel(false)}
          onConfirm={() => {
            setConfirmingCancel(false);
            run('cancel', null, () => cancelOrder('user', order.id), onChanged);
          }}
        />
      ) : null}
      {actions.reorder && reordering ? <ReorderForm order={order} /> : null}
      <ActionOutcome failed={failed} message={message} />
    </section>
  );
}
