// GET /findbids?orderid=: providers bidding on a published job (polled every 3 s while bidding).
import { parseJson } from '@callout/api-client/client';
import { findBidsQuerySchema, findBidsResponseSchema } from '@callout/contracts/booking';
import type { BiddingProvider } from '@callout/contracts/catalog';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '../../../lib/errors';

export async function findBids(orderid: string, signal?: AbortSignal): Promise<BiddingProvider[]> {
  const searchParams = findBidsQuerySchema.parse({ orderid });
  const reply = await parseJson(
    findBidsResponseSchema,
    api.get('findbids', { searchParams, signal }),
    '/findbids',
  );
  return requireSuccess(reply).data ?? [];
}
