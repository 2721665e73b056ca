// /ops/orders: find orders by id, email or product, and by status, newest first; each opens its order page.
// Older orders load as the end of the table scrolls into view (or with Load more).

import { formatDateTime } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { money } from '@callout/module-kit/money';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import { keepPreviousData, useInfiniteQuery } from '@callout/query';
import { Link } from '@callout/router';
import { LoadMore } from '@callout/ui/load-more';
import { SearchBox } from '@callout/ui/search-box';
import { useState } from 'react';
import { OpsListState } from '../../../components/ops-list-state';
import { OpsPage } from '../../../components/ops-page';
import { SelectField } from '../../../components/select-field';
import { orderStatuses, ordersQueryOptions, pagesOrders } from '../api/orders-api';

const searchPauseMs = 300;

export function OrdersPage() {
  const { t } = useTranslation('ops');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string>('all');
  const searchedFor = useDebouncedValue(search.trim(), searchPauseMs);
  const orders = useInfiniteQuery({
    ...ordersQueryOptions(status, searchedFor),
    placeholderData: keepPreviousData,
  });
  const rows = pagesOrders(orders.data?.pages);
  return (
    <OpsPage title={t('pages.orders')} lead={t('sections.orders.summary')}>
      <div className="ops-filters">
        <SearchBox label={t('orders.search')} value={search} onChange={setSearch} />
        <SelectField
          label={t('orders.status')}
          value={status}
          options={orderStatuses.map((value) => ({
            value,
            label: value === 'all' ? t('orders.allStatuses') : value,
          }))}
          onChange={setStatus}
        />
      </div>
      <OpsListState query={orders} hasItems={rows.length > 0} />
      {rows.length > 0 ? (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <caption className="visually-hidden">{t('orders.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.columns.order')}</th>
                <th scope="col">{t('orders.columns.created')}</th>
                <th scope="col">{t('orders.columns.product')}</th>
                <th scope="col">{t('orders.columns.customer')}</th>
                <th scope="col">{t('orders.columns.provider')}</th>
                <th scope="col">{t('orders.columns.status')}</th>
                <th scope="col">{t('orders.columns.price')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((order) => (
                <tr key={order.OrderID}>
                  <td>
                    <Link to={`/ops/orders/${encodeURIComponent(order.OrderID)}`}>{order.OrderID}</Link>
                  </td>
                  <td>{formatDateTime(order.Created)}</td>
                  <td>{order.Product}</td>
                  <td>{order.CustomerEmail ?? order.CustomerID}</td>
                  <td>{order.ProviderEmail ?? order.ProviderID ?? '–'}</td>
                  <td>
                    {order.Status} · {order.PaymentStatus}
                  </td>
                  <td>{money(order.Price, order.Currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {rows.length > 0 && orders.hasNextPage && !orders.isPlaceholderData ? (
        <LoadMore
          label={t('orders.loadMore')}
          loading={orders.isFetchingNextPage}
          loadedKey={rows.length}
          onLoad={() => void orders.fetchNextPage()}
        />
      ) : null}
    </OpsPage>
  );
}
