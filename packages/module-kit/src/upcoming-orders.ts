// GET /upcomingorders, /provider/upcomingorders?before=: the active and upcoming orders after the first page,
// which the dashboard's own answer holds (GET /dashboard's `uaorders`, GET /provider/profile's `orders`, with
// the cursor of the page after them). Later pages load only when asked for (the end of the list in view, or
// Load more), each with the `Next` of the one before, so the service worker's kept copy of each page (its key
// is the URL) is what an offline visit gets back for it.
import { useInfiniteQuery } from '@callout/query';
import type { ActiveOrderRow, UpcomingOrdersCall, UpcomingPage } from './upcoming-orders-call';

export type { ActiveOrderRow, UpcomingOrdersCall } from './upcoming-orders-call';

/**
 * The first page's orders and those of the pages loaded after it, each once (an order can move between two
 * answers); `loadMore` is absent once the last page is in. A new first page (the dashboard asked again,
 * another cursor after it) starts the later pages again from its cursor.
 */
export function useUpcomingOrders(
  call: UpcomingOrdersCall,
  first: readonly ActiveOrderRow[],
  next?: string | null,
) {
  const later = useInfiniteQuery({
    queryKey: ['upcoming-orders', call, next ?? ''],
    // The call's code (its answer's schema) loads with the first later page: most visits never ask for one.
    queryFn: async ({ signal, pageParam }) =>
      (await import('./upcoming-orders-call')).getUpcomingOrders(call, pageParam, signal),
    initialPageParam: next ?? '',
    getNextPageParam: (last: UpcomingPage) => last.next ?? undefined,
    // Asked for only on request: the first page came with the dashboard.
    enabled: false,
  });
  const pages = later.data?.pages ?? [];
  const seen = new Set<string>();
  const orders = [...first, ...pages.flatMap((page) => page.rows)].filter(
    (order) => !seen.has(order.Orderid) && seen.add(order.Orderid),
  );
  const hasMore = pages.length === 0 ? Boolean(next) : later.hasNextPage;
  return {
    orders,
    loadMore: hasMore
      ? {
          onLoad: () => void later.fetchNextPage(),
          loading: later.isFetching,
          loadedKey: pages.length,
        }
      : undefined,
  };
}
