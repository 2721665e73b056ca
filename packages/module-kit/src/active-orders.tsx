// 'Active & Upcoming Orders' on the customer's and the provider's dashboards; each row opens the order
// (served by mf-orders). The first page comes with the dashboard's own query; the card asks for the pages
// after it as the end of the list scrolls into view or Load more is pressed (upcoming-orders.ts).
import { formatJobDay } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { LoadMore } from '@callout/ui/load-more';
import { money } from './money';
import { type ActiveOrderRow, type UpcomingOrdersCall, useUpcomingOrders } from './upcoming-orders';

export interface ActiveOrdersProps {
  /** The first page, from the dashboard's answer. */
  orders: readonly ActiveOrderRow[];
  /** The cursor of the page after it (null or absent: none, or a server that sent them all). */
  next?: string | null | undefined;
  /** Where the pages after the first are asked for. */
  call: UpcomingOrdersCall;
  /** The dashboard's i18next namespace; each holds the card's words under `dashboard.*`, `rate.*`, `empty.*`. */
  namespace: 'booking' | 'provider';
  /** The module's class prefix (`bk`, `pv`): the card wears the module's own styles. */
  classPrefix: string;
  detailsHref: (orderId: string) => string;
  /** How the order's time is shown beside its number; absent, it is not shown. */
  formatWhen?: (orderTime: string) => string;
}

export function ActiveOrders({
  orders: first,
  next,
  call,
  namespace,
  classPrefix: p,
  detailsHref,
  formatWhen,
}: ActiveOrdersProps) {
  const { t } = useTranslation(namespace);
  const { orders, loadMore } = useUpcomingOrders(call, first, next);
  return (
    <section aria-labelledby={`${p}-orders-title`}>
      <h2 id={`${p}-orders-title`}>{t('dashboard.ordersTitle')}</h2>
      {orders.length === 0 ? <p className={`${p}-empty`}>{t('empty.noRecords')}</p> : null}
      <ul className={`${p}-rows`}>
        {orders.map((order) => (
          <li key={order.Orderid}>
            <Link className={`card ${p}-row`} to={detailsHref(order.Orderid)}>
              <span className={`${p}-row__title`}>{order.Name}</span>
              {order.ShipDate ? (
                <span className={`${p}-row__date`}>
                  {t('dashboard.jobDay', { date: formatJobDay(order.ShipDate, order.ShipWindow) })}
                </span>
              ) : null}
              <span>{order.Category}</span>
              <span
                className={
                  order.OrderStatus === 'IN-PROGRESS' ? `${p}-status ${p}-status--live` : `${p}-status`
                }
              >
                {order.OrderStatus}
              </span>
              <span>
                {money(order.Price, order.Currency)}{' '}
                {order.Rate === 'PER HOUR' ? t('rate.perHour') : t('rate.perJob')}
              </span>
              {order.CustomerName ? <span>{order.CustomerName}</span> : null}
              <span className={`${p}-row__meta`}>
                {t('dashboard.orderNumber', { id: order.Orderid })}
                {formatWhen ? ` · ${formatWhen(order.OrderTime)}` : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {loadMore ? <LoadMore label={t('dashboard.loadMoreOrders')} {...loadMore} /> : null}
    </section>
  );
}
