// /orders and /provider/orders: the account's order history, searched as the user types, newest first; older
// orders load as the end of the list scrolls into view (or with Load more).

import { useTranslation } from '@callout/i18n/react';
import { isNetworkFailure, ServerRefusal } from '@callout/module-kit/errors';
import { Button } from '@callout/ui/button';
import { LoadMore } from '@callout/ui/load-more';
import { Notice } from '@callout/ui/notice';
import { SearchBox } from '@callout/ui/search-box';
import { Spinner } from '@callout/ui/spinner';
import { useState } from 'react';
import { ModulePage } from '../../../components/module-page';
import type { AccountType } from '../../../config/paths';
import { SeriesList } from '../../order-series/components/series-list';
import { useOrders } from '../api/get-orders';
import { OrderRow } from './order-row';

export function OrdersPage({ accountType }: { accountType: AccountType }) {
  const { t } = useTranslation(['orders', 'common']);
  const [search, setSearch] = useState('');
  const orders = useOrders(accountType, search);
  const rows = orders.rows;
  const loading = orders.isFetching;
  // A failure is said once the tries are over; the server's refusal in its own words, anything else in ours.
  // When asking again only failed to reach the server, the list's own rows (kept on the device, or the last
  // answer) stay on screen without it: the shell's offline notice says how old they are.
  const shownAnyway = rows !== null && !orders.isPlaceholderData && isNetworkFailure(orders.error);
  const failed = orders.isError && !loading && !shownAnyway;
  const title = t(accountType === 'provider' ? 'pages.providerOrders' : 'pages.orders');

  return (
    <ModulePage title={title}>
      <SearchBox className="or-search" label={t('list.search')} value={search} onChange={setSearch} />
      <SeriesList accountType={accountType} />
      {failed ? (
        <Notice
          tone="error"
          title={orders.error instanceof ServerRefusal ? orders.error.message : t('list.loadFailed')}
        >
          <Button variant="secondary" onClick={() => void orders.refetch()}>
            {t('common:retry')}
          </Button>
        </Notice>
      ) : null}
      {rows === null && loading ? <Spinner label={t('common:loading')} /> : null}
      {rows && rows.length === 0 && !loading ? (
        <p className="or-empty">{orders.searchedFor ? t('list.notFound') : t('list.noRecords')}</p>
      ) : null}
      {rows && rows.length > 0 ? (
        <ul className="or-list" aria-label={title} aria-busy={loading || undefined}>
          {rows.map((row) => (
            <OrderRow key={row.id} accountType={accountType} row={row} />
          ))}
        </ul>
      ) : null}
      {rows && orders.hasNextPage && !orders.isPlaceholderData ? (
        <LoadMore
          label={t('list.loadMore')}
          loading={orders.isFetchingNextPage}
          loadedKey={rows.length}
          onLoad={() => void orders.fetchNextPage()}
        />
      ) : null}
    </ModulePage>
  );
}

export const CustomerOrdersPage = () => <OrdersPage accountType="user" />;
export const ProviderOrdersPage = () => <OrdersPage accountType="provider" />;
