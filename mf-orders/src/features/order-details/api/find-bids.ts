// GET /findbids?orderid=: the bids on the customer's own published job, for the order page's count.
import { parseJson } from '@callout/api-client/client';
import { findBidsQuerySchema, findBidsResponseSchema } from '@callout/contracts/booking';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { queryOptions } from '@callout/query';

export async function countBids(orderid: string, signal?: AbortSignal): Promise<number> {
  const searchParams = findBidsQuerySchema.parse({ orderid });
  const reply = await parseJson(
    findBidsResponseSchema,
    api.get('findbids', { searchParams, ...(signal ? { signal } : {}) }),
    '/findbids',
  );
  return requireSuccess(reply).data?.length ?? 0;
}

/** Under mf-booking's key for the same list, so a live update of the bids refreshes the count too. */
export const bidCountQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['bids', orderId, 'count'],
    queryFn: ({ signal }) => countBids(orderId, signal),
  });
