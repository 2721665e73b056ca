// The provider's bidding calls: GET /provider/BidOpportunities and /provider/bidrequest.
import type { Envelope } from '@callout/contracts/envelope';
import { type BidOpportunitiesResponse, bidRequestQuerySchema } from '@callout/contracts/provider-jobs';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../auth/sessions';
import { bidOpportunities, requireVerifiedProvider, toggleBid } from '../booking/provider-bids';
import { parseInput } from '../http/parse-input';
import { orderMessages } from '../orders/messages';
import type { Services } from '../services';

export function registerProviderBidRoutes(api: FastifyInstance, { db, env }: Services): void {
  api.get('/provider/BidOpportunities', async (request): Promise<BidOpportunitiesResponse> => {
    const provider = await requireAccount(db, request, 'provider');
    requireVerifiedProvider(provider);
    const data = await bidOpportunities(db, env, provider);
    return { success: true, message: data.length ? orderMessages.jobsLoaded : orderMessages.noJobs, data };
  });

  api.get('/provider/bidrequest', async (request): Promise<Envelope> => {
    const provider = await requireAccount(db, request, 'provider');
    const { orderid, lat, lng } = parseInput(bidRequestQuerySchema, request.query);
    const placed = await toggleBid(db, provider, orderid, { lat, lng });
    return { success: true, message: placed ? orderMessages.bidPlaced : orderMessages.bidWithdrawn };
  });
}
