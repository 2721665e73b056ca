// The provider's bidding calls: GET /provider/BidOpportunities and /provider/bidrequest.
import type { Envelope } from '@callout/contracts/envelope';
import { londonDate } from '@callout/contracts/london-time';
import {
  type BidOpportunitiesResponse,
  bidOpportunitiesQuerySchema,
  bidOpportunitiesResponseSchema,
  bidRequestQuerySchema,
  bidRequestResponseSchema,
} from '@callout/contracts/provider-jobs';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { bidOpportunities, requireVerifiedProvider, toggleBid } from '../../../domain/booking/provider-bids';
import { orderMessages } from '../../../domain/orders/messages';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { grantMediaAccess } from '../../private-media';
import { inputOf } from '../../route-input';

export function registerProviderBidRoutes(
  api: FastifyInstance,
  { db, env, live, clock, siteLinks }: Services,
): void {
  api.get(
    '/provider/BidOpportunities',
    documented({
      summary: 'Published jobs to bid on',
      access: 'provider',
      query: bidOpportunitiesQuerySchema,
      response: bidOpportunitiesResponseSchema,
      errors: [403],
    }),
    async (request, reply): Promise<BidOpportunitiesResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      requireVerifiedProvider(provider);
      const { before } = inputOf(request).query;
      const page = await bidOpportunities(db, env, provider, londonDate(clock.now()), before);
      const data = page.rows;
      // Jobs' photos are private: this browser may load them with the media cookie.
      if (data.some((job) => job.Photos?.length)) await grantMediaAccess(db, env, request, reply);
      const message = data.length ? orderMessages.jobsLoaded : orderMessages.noJobs;
      return { success: true, message, data, Next: page.next };
    },
  );

  api.get(
    '/provider/bidrequest',
    documented({
      summary: 'Place or withdraw a bid',
      access: 'provider',
      query: bidRequestQuerySchema,
      response: bidRequestResponseSchema,
      errors: [403, 404, 409],
    }),
    async (request): Promise<Envelope> => {
      const provider = await requireAccount(db, request, 'provider');
      const { orderid, lat, lng } = inputOf(request).query;
      const placed = await toggleBid(db, siteLinks, provider, orderid, { lat, lng }, londonDate(clock.now()));
      await live.bids(orderid);
      return { success: true, message: placed ? orderMessages.bidPlaced : orderMessages.bidWithdrawn };
    },
  );
}
