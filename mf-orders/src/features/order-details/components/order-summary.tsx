// The order's facts ("Customer order details"): number, status, product, price, dates,
// the hours booked for a PER HOUR job, payment status, once completed the time taken, and what cancelling cost when it was cancelled late.
import { shippingWindow } from '@callout/contracts/arrival-windows';
import { formatDateTime, formatJobDay } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { arrivedClass, useAnnounce, useArrivals } from '@callout/ui/announce';
import { StatusLabel } from '../../../components/status-label';
import { formatPrice } from '../../../lib/format';
import type { OrderDetails } from '../../../lib/order';
import { useTimeTaken } from '../hooks/use-time-taken';

export function OrderSummary({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const { info, shipping } = order;
  const timeTaken = useTimeTaken(shipping.ShippingStarts, shipping.ShippingEnds);
  const announce = useAnnounce();
  // The status or the payment moving on while the order is open (started, ended, paid) is said once and ringed.
  const statusKey = `status:${info.OrderStatus}`;
  const paymentKey = `payment:${info.PaymentStatus}`;
  const changed = useArrivals([statusKey, paymentKey], {
    onArrive: (keys) =>
      announce(
        [
          keys.includes(statusKey) ? t('details.statusChanged', { status: info.OrderStatus }) : '',
          keys.includes(paymentKey) ? t('details.paymentChanged', { status: info.PaymentStatus }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      ),
  });
  return (
    <section className="card or-summary" aria-labelledby="or-summary-title">
      <h2 id="or-summary-title">{info.Name}</h2>
      <dl className="or-facts">
        <dt>{t('details.orderNumber')}</dt>
        <dd>{order.id}</dd>
        <dt>{t('details.status')}</dt>
        <dd className={changed.has(statusKey) ? arrivedClass : undefined}>
          <StatusLabel status={info.OrderStatus} />
        </dd>
        <dt>{t('details.category')}</dt>
        <dd>{info.Category}</dd>
        <dt>{t('details.price')}</dt>
        <dd>
          {formatPrice(info.Price, info.Currency)} {info.Rate}
        </dd>
        <dt>{t('details.scheduled')}</dt>
        <dd>{formatJobDay(shipping.ShipDate, shippingWindow(shipping))}</dd>
        {/* A PER HOUR job booked for a number of hours: the window fits them, the price is for the time taken. */}
        {typeof shipping.BookedHours === 'number' ? (
          <>
            <dt>{t('details.bookedHours')}</dt>
            <dd>{t('time.hours', { count: shipping.BookedHours })}</dd>
          </>
        ) : null}
        <dt>{t('details.placed')}</dt>
        <dd>{formatDateTime(info.OrderTime)}</dd>
        <dt>{t('details.paymentStatus')}</dt>
        <dd className={changed.has(paymentKey) ? arrivedClass : undefined}>
          {/* A card hold reads COMPLETED (nothing left to pay), but the money is only held until the job ends. */}
          {info.PaymentHeld ? t('details.paymentHeld') : info.PaymentStatus}
        </dd>
        {typeof info.CancelCharge === 'number' ? (
          <>
            <dt>{t('details.cancelCharge')}</dt>
            <dd>{formatPrice(info.CancelCharge, info.Currency)}</dd>
          </>
        ) : null}
        {info.OrderStatus === 'COMPLETED' && timeTaken ? (
          <>
            <dt>{t('details.timeTaken')}</dt>
            <dd>{timeTaken}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
