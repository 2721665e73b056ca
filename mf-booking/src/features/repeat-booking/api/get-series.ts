// GET /series: the customer's repeat bookings, each with its next visit, for the dashboard.
import { parseJson } from '@callout/api-client/client';
import { type OrderSeries, seriesListResponseSchema } from '@callout/contracts/order-series';
import { api } from '@callout/module-kit/api';
import { queryOptions, useQuery } from '@callout/query';
import { requireSuccess } from '../../../lib/errors';

export async function getSeries(signal?: AbortSignal): Promise<OrderSeries[]> {
  const reply = requireSuccess(
    await parseJson(seriesListResponseSchema, api.get('series', signal ? { signal } : {}), '/series'),
  );
  return reply.data ?? [];
}

/** The orders page reads the same list under the same key, so a change there shows here too. */
export const useSeries = () =>
  useQuery(queryOptions({ queryKey: ['series', 'user'], queryFn: ({ signal }) => getSeries(signal) }));
