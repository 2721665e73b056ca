// GET /series and GET /provider/series: the account's repeat bookings, each with its next visit.
import { parseJson } from '@callout/api-client/client';
import { seriesListResponseSchema } from '@callout/contracts/order-series';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { queryOptions, useQuery } from '@callout/query';
import type { AccountType } from '../../../config/paths';

export async function getSeries(accountType: AccountType, signal?: AbortSignal) {
  const path = accountType === 'provider' ? 'provider/series' : 'series';
  const reply = requireSuccess(
    await parseJson(seriesListResponseSchema, api.get(path, signal ? { signal } : {}), `/${path}`),
  );
  return reply.data ?? [];
}

export const seriesQueryOptions = (accountType: AccountType) =>
  queryOptions({
    queryKey: ['series', accountType],
    queryFn: ({ signal }) => getSeries(accountType, signal),
  });

export const useSeries = (accountType: AccountType) => useQuery(seriesQueryOptions(accountType));
