// GET /findbids?orderid=: providers bidding on a published job (polled every 3 s while bidding).
import { parseJson } from '@callout/api-client/client';
import { findBidsQuerySchema, findBidsResponseSchema } from '@callout/contracts/booking';
import type { BiddingProvider } from '@callout/contracts/catalog';
import { api } from '@callout/module-kit/api';
import { queryOptions } from '@callout/query';
import { requireSuccess } from '../../../lib/errors';

/** `client`: the module's own, or the server's when it renders the page (app/server-render-steps.tsx). */
export async function findBids(
  orderid: string,
  signal?: AbortSignal,
  client: typeof api = api,
): Promise<BiddingProvider[]> {
  const searchParams = findBidsQuerySchema.parse({ orderid });
  const reply = await parseJson(
    findBidsResponseSchema,
    client.get('findbids', { searchParams, signal }),
    '/findbids',
  );
  return requireSuccess(reply).data ?? [];
}

/** The bids on one published order. */
export const bidsQuery = (orderId: string, client = api) =>
  queryOptions({
    queryKey: ['bids', orderId],
    queryFn: ({ signal }) => findBids(orderId, signal, client),
    // The next poll is the retry.
    retry: false,
  });
