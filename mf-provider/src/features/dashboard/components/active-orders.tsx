// 'Active & Upcoming Orders'; each row opens the order (served by mf-orders).
import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import type { ProviderProfile } from '../../../api/get-provider-profile';
import { paths } from '../../../config/paths';
import { formatWhen } from '../../../lib/dates';
import { money } from '../../../lib/money';

export function ActiveOrders({ orders }: { orders: ProviderProfile['orders'] }) {
  const { t } = useTranslation('provider');
  return (
    <section aria-labelledby="pv-orders-title">
      <h2 id="pv-orders-title">{t('dashboard.ordersTitle')}</h2>
      {orders.length === 0 ? <p className="pv-empty">{t('empty.noRecords')}</p> : null}
      <ul className="pv-rows">
        {orders.map((order) => (
          <li key={order.Orderid}>
            <Link className="card pv-row" to={paths.orderDetails.getHref(order.Orderid)}>
              <span className="pv-row__title">{order.Name}</span>
              <span>{order.Category}</span>
              <span
                className={order.OrderStatus === 'IN-PROGRESS' ? 'pv-status pv-status--live' : 'pv-status'}
              >
                {order.OrderStatus}
              </span>
              <span>
                {money(order.Price, order.Currency)}{' '}
                {order.Rate === 'PER HOUR' ? t('rate.perHour') : t('rate.perJob')}
              </span>
              {order.CustomerName ? <span>{order.CustomerName}</span> : null}
              <span className="pv-meta">
                {t('dashboard.orderNumber', { id: order.Orderid })} · {formatWhen(order.OrderTime)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
