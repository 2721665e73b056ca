// GET /findbids?orderid=&before=: the bids on the customer's own published job, for the order page's count.
// The bids come a page at a time: every page is read (a job has few bids beside an account's history).
import { parseJson } from '@callout/api-client/client';
import { findBidsResponseSchema } from '@callout/contracts/booking';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { queryOptions } from '@callout/query';

/** Pages followed at most: a job cannot have more bids than this many pages hold. */
const maxPages = 20;

export async function countBids(orderid: string, signal?: AbortSignal): Promise<number> {
  let count = 0;
  let before = '';
  for (let page = 0; page < maxPages; page += 1) {
    const searchParams = before ? { orderid, before } : { orderid };
    const reply = requireSuccess(
      await parseJson(
        findBidsResponseSchema,
        api.get('findbids', { searchParams, ...(signal ? { signal } : {}) }),
        '/findbids',
      ),
    );
    count += reply.data?.length ?? 0;
    before = reply.Next ?? '';
    if (!before) break;
  }
  return count;
}

/** Under mf-booking's key for the same list, so a live update of the bids refreshes the count too. */
export const bidCountQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['bids', orderId, 'count'],
    queryFn: ({ signal }) => countBids(orderId, signal),
  });
