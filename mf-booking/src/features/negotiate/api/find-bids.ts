// GET /findbids?orderid=&before=: providers bidding on a published job, as they came, a page at a time
// (polled every 3 s while bidding).
import { parseJson } from '@callout/api-client/client';
import { findBidsResponseSchema } from '@callout/contracts/booking';
import type { BiddingProvider } from '@callout/contracts/catalog';
import { api } from '@callout/module-kit/api';
import { infiniteQueryOptions } from '@callout/query';
import { requireSuccess } from '../../../lib/errors';
import { pagesPeople } from '../../../lib/pages';

/** A page of bids; `next` asks for the one after it, null on the last. */
export interface BidsPage {
  bids: BiddingProvider[];
  next: string | null;
}

/**
 * The page after `before` ('' for the first, asked as it always was). `client`: the module's own, or the
 * server's when it renders the page (app/server-render-steps.tsx).
 */
export async function findBids(
  orderid: string,
  before: string,
  signal?: AbortSignal,
  client: typeof api = api,
): Promise<BidsPage> {
  const searchParams = before ? { orderid, before } : { orderid };
  const reply = await parseJson(
    findBidsResponseSchema,
    client.get('findbids', { searchParams, ...(signal ? { signal } : {}) }),
    '/findbids',
  );
  const answer = requireSuccess(reply);
  return { bids: answer.data ?? [], next: answer.Next ?? null };
}

/** The bids on one published order: the pages loaded so far, read again from the first at each poll. */
export const bidsQuery = (orderId: string, client = api) =>
  infiniteQueryOptions({
    queryKey: ['bids', orderId],
    queryFn: ({ signal, pageParam }) => findBids(orderId, pageParam, signal, client),
    initialPageParam: '',
    getNextPageParam: (last: BidsPage) => last.next ?? undefined,
    // The next poll is the retry.
    retry: false,
  });

/** The loaded pages' bids in one list; a bidder on two pages (a bid withdrawn while paging) shows once. */
export function pagesBids(pages: readonly BidsPage[] | undefined): BiddingProvider[] {
  return pagesPeople((pages ?? []).map((page) => page.bids));
}
