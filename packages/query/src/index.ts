// The one data layer of the shell and every module: TanStack Query, shared through federation like React
// and the router, so the page carries one copy and one cache. Queries own loading, errors, retries, polling,
// refetching when the page comes back into view or the network returns, and data rendered on the server
// (dehydrate there, HydrationBoundary here). Offline reads still come from the service worker's cache and
// posts from the outbox: queries run while the browser says it is offline (networkMode 'offlineFirst'),
// so a kept answer is shown instead of a paused spinner.
export type {
  DefaultError,
  DehydratedState,
  InfiniteData,
  Query,
  QueryCacheNotifyEvent,
  QueryKey,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';
export {
  dehydrate,
  HydrationBoundary,
  hydrate,
  infiniteQueryOptions,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  queryOptions,
  useInfiniteQuery,
  useIsFetching,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export { browserQueryClient, createQueryClient, isRefusal, renderedQueriesId } from './client';
export {
  isLiveHealthy,
  type LiveMessage,
  type LiveOptions,
  liveOr,
  startLiveUpdates,
  useLiveHealthy,
  useLiveOr,
} from './live';
