// GET /provider/bidrequest?orderid=&lat=&lng=: places (or withdraws) this provider's bid on a job. The
// position lets the customer see how far away the bidder is.
import { parseJson } from '@callout/api-client/client';
import type { Envelope } from '@callout/contracts/envelope';
import {
  type BidRequestQuery,
  bidRequestQuerySchema,
  bidRequestResponseSchema,
} from '@callout/contracts/provider-jobs';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';

export { bidRequestQuerySchema };

export async function placeBid(query: BidRequestQuery): Promise<Envelope> {
  const parsed = bidRequestQuerySchema.parse(query);
  const searchParams = { orderid: parsed.orderid, lat: parsed.lat, lng: parsed.lng };
  return requireSuccess(
    await parseJson(
      bidRequestResponseSchema,
      api.get('provider/bidrequest', { searchParams }),
      '/provider/bidrequest',
    ),
  );
}
