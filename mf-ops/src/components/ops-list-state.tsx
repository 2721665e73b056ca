// What a console page shows while its data loads, when it cannot be loaded (with Try again), or when there
// is nothing to show: one set of words for every section.
import { useTranslation } from '@callout/i18n/react';
import { ListState, loadStatus } from '@callout/ui/list-state';

interface LoadedQuery {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export function OpsListState({
  query,
  hasItems,
  emptyText,
  record = false,
}: {
  query: LoadedQuery;
  hasItems: boolean;
  /** Said when there is nothing; "No records found" unless given. */
  emptyText?: string;
  /** One record (an account, an order) rather than a list: its words say so. */
  record?: boolean;
}) {
  const { t } = useTranslation('ops');
  return (
    <ListState
      status={loadStatus(query)}
      hasItems={hasItems}
      emptyText={emptyText ?? t(record ? 'people.notFound' : 'lists.empty')}
      onRetry={() => void query.refetch()}
      labels={{
        loading: t('lists.loading'),
        loadFailed: t(record ? 'people.loadFailed' : 'lists.loadFailed'),
        retry: t('lists.retry'),
      }}
      emptyClassName="ops-empty"
    />
  );
}
