// GET /provider/series: the provider's repeat bookings, newest first, a hundred a page (`before` = the
// answer's `Next`), each with its status and next visit.
import { parseJson } from '@callout/api-client/client';
import { type OrderSeries, seriesListResponseSchema } from '@callout/contracts/order-series';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { infiniteQueryOptions, useInfiniteQuery } from '@callout/query';

export interface SeriesPage {
  series: OrderSeries[];
  next: string | null;
}

export async function getProviderSeries(before: string, signal?: AbortSignal): Promise<SeriesPage> {
  const searchParams = before ? { before } : undefined;
  const reply = requireSuccess(
    await parseJson(
      seriesListResponseSchema,
      api.get('provider/series', { signal, ...(searchParams && { searchParams }) }),
      '/provider/series',
    ),
  );
  return { series: reply.data ?? [], next: reply.Next ?? null };
}

export const providerSeriesQueryKey = ['series', 'provider'] as const;

export const providerSeriesQuery = () =>
  infiniteQueryOptions({
    queryKey: providerSeriesQueryKey,
    queryFn: ({ pageParam, signal }) => getProviderSeries(pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (page: SeriesPage) => page.next ?? undefined,
  });

export const useProviderSeries = () => useInfiniteQuery(providerSeriesQuery());
