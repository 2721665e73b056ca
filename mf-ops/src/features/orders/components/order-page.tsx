// /ops/orders/:orderId: the order, its timeline (created, paid, started, ended, cancelled, refunded, paid
// out) as the server keeps it, the refund action and the operators' audit entries.

import { formatDateTime } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { refusesAddress } from '@callout/module-kit/errors';
import { money } from '@callout/module-kit/money';
import { useQuery, useQueryClient } from '@callout/query';
import { Link, useParams } from '@callout/router';
import { AuditList } from '../../../components/audit-list';
import { OpsListState } from '../../../components/ops-list-state';
import { OpsPage } from '../../../components/ops-page';
import { orderQueryOptions, ordersKey } from '../api/orders-api';
import { RefundForm } from './refund-form';

/** The reason the server gives a payout that waits for the provider's details for HMRC. */
const sellerDetailsHold = 'seller-details';

export function OrderPage() {
  const { t } = useTranslation('ops');
  const { orderId = '' } = useParams();
  const client = useQueryClient();
  const query = useQuery(orderQueryOptions(orderId));
  if (query.isError && refusesAddress(query.error)) throw query.error;
  const order = query.data;
  const person = (email: string | null, id: string | null) =>
    id ? <Link to={`/ops/accounts/${encodeURIComponent(id)}`}>{email ?? id}</Link> : '–';
  return (
    <OpsPage title={t('orders.title', { id: orderId })}>
      <p>
        <Link to="/ops/orders">{t('orders.back')}</Link>
      </p>
      <OpsListState query={query} hasItems={Boolean(order)} record />
      {order ? (
        <>
          <dl className="ops-fields">
            <div>
              <dt>{t('orders.columns.product')}</dt>
              <dd>
                {order.Product} · {order.PayRate}
              </dd>
            </div>
            <div>
              <dt>{t('orders.columns.status')}</dt>
              <dd>
                {order.Status} · {order.PaymentStatus}
              </dd>
            </div>
            <div>
              <dt>{t('orders.columns.customer')}</dt>
              <dd>{person(order.CustomerEmail, order.CustomerID)}</dd>
            </div>
            <div>
              <dt>{t('orders.columns.provider')}</dt>
              <dd>{person(order.ProviderEmail, order.ProviderID)}</dd>
            </div>
            <div>
              <dt>{t('orders.columns.price')}</dt>
              <dd>{money(order.Price, order.Currency)}</dd>
            </div>
            <div>
              <dt>{t('orders.money')}</dt>
              <dd>
                {t('orders.moneyLine', {
                  captured: money(order.Captured, order.Currency),
                  refunded: money(order.Refunded, order.Currency),
                })}
              </dd>
            </div>
          </dl>
          <section className="ops-section" aria-labelledby="order-timeline">
            <h2 id="order-timeline">{t('orders.timeline')}</h2>
            <ol className="ops-timeline">
              {order.Timeline.map((event) => (
                <li key={`${event.Kind}-${event.At}-${event.Amount ?? ''}`}>
                  <time dateTime={event.At}>{formatDateTime(event.At)}</time>{' '}
                  <strong>{t(`orders.events.${event.Kind}`, { defaultValue: event.Kind })}</strong>
                  {event.Amount !== null ? ` · ${money(event.Amount, order.Currency)}` : ''}
                  {event.Detail ? ` · ${event.Detail}` : ''}
                  {event.HeldReason === sellerDetailsHold ? (
                    <>
                      {' · '}
                      {t('orders.heldForTaxDetails')} <Link to="/ops/hmrc">{t('orders.hmrcLink')}</Link>
                    </>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
          <RefundForm
            order={order}
            onRefunded={() => void client.invalidateQueries({ queryKey: ordersKey })}
          />
          <section className="ops-section" aria-labelledby="order-audit">
            <h2 id="order-audit">{t('people.audit.title')}</h2>
            <AuditList entries={order.Audit} />
          </section>
        </>
      ) : null}
    </OpsPage>
  );
}
