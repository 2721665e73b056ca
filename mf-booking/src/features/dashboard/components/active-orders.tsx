// Active and upcoming orders; each opens its details page (served by mf-orders).
import type { CustomerOrderRow } from '@callout/contracts/orders';
import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { paths } from '../../../config/paths';
import { money } from '../../../lib/money';

export function ActiveOrders({ orders }: { orders: CustomerOrderRow[] }) {
  const { t } = useTranslation('booking');
  return (
    <section aria-labelledby="bk-orders-title">
      <h2 id="bk-orders-title">{t('dashboard.ordersTitle')}</h2>
      {orders.length === 0 ? <p className="bk-empty">{t('empty.noRecords')}</p> : null}
      <ul className="bk-rows">
        {orders.map((order) => (
          <li key={order.Orderid}>
            <Link className="card bk-row" to={paths.orderDetails.getHref(order.Orderid)}>
              <span className="bk-row__title">{order.Name}</span>
              <span>{order.Category}</span>
              <span
                className={order.OrderStatus === 'IN-PROGRESS' ? 'bk-status bk-status--live' : 'bk-status'}
              >
                {order.OrderStatus}
              </span>
              <span>
                {money(order.Price, order.Currency)}{' '}
                {order.Rate === 'PER HOUR' ? t('rate.perHour') : t('rate.perJob')}
              </span>
              <span className="bk-row__meta">{t('dashboard.orderNumber', { id: order.Orderid })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
