// The customer's booking calls: POST /requestservice, /jobphotos, /loadexistingreq, GET /findbids,
// /finalizerequest.
// Every call that takes an order id answers only for the caller's own orders (404 otherwise).
import {
  type FindBidsResponse,
  finalizeRequestQuerySchema,
  finalizeRequestResponseSchema,
  findBidsQuerySchema,
  findBidsResponseSchema,
  type LoadExistingRequestResponse,
  loadExistingRequestInputSchema,
  loadExistingRequestResponseSchema,
  type RequestServiceResponse,
  requestServiceInputSchema,
  requestServiceResponseSchema,
} from '@callout/contracts/booking';
import type { Envelope } from '@callout/contracts/envelope';
import {
  addJobPhotoInputSchema,
  addJobPhotoResponseSchema,
  jobNoteMessages,
} from '@callout/contracts/job-notes';
import { londonDate } from '@callout/contracts/london-time';
import type { FastifyInstance } from 'fastify';
import { rateRules } from '../../../domain/accounts/auth/rate-limit';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { engageBidder, listBids } from '../../../domain/booking/customer-bids';
import { addJobPhoto } from '../../../domain/booking/job-notes';
import { isOpenJob } from '../../../domain/booking/provider-bids-store';
import { createServiceRequest, requestDetails } from '../../../domain/booking/service-requests';
import { orderMessages } from '../../../domain/orders/messages';
import { customerOrder } from '../../../domain/orders/order-access';
import { badgesOf } from '../../../domain/provider/credentials/badges-queries';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export function registerBookingRoutes(
  api: FastifyInstance,
  { db, env, live, clock, geocoder, rateLimits, siteLinks }: Services,
): void {
  // On success the message holds the new order id.
  api.post(
    '/requestservice',
    documented({
      summary: 'Request a service (the message holds the new order id)',
      access: 'user',
      body: requestServiceInputSchema,
      response: requestServiceResponseSchema,
      status: 201,
      errors: [404, 409, 429],
    }),
    async (request, reply): Promise<RequestServiceResponse> => {
      const customer = await requireAccount(db, request, 'user');
      const input = inputOf(request).body;
      await rateLimits.countAttempt(db, [[rateRules.requestServicePerAccount, customer.id]]);
      const orderId = await createServiceRequest(
        db,
        siteLinks,
        geocoder,
        customer,
        input,
        londonDate(clock.now()),
      );
      await live.newRequest(orderId);
      reply.status(201);
      return { success: true, message: orderId };
    },
  );

  // The job's photos, one a call once the order exists: at most five, while the order is open.
  api.post(
    '/jobphotos',
    documented({
      summary: "Add a photo of the job to the customer's own open order (at most five)",
      access: 'user',
      body: addJobPhotoInputSchema,
      response: addJobPhotoResponseSchema,
      status: 201,
      errors: [404, 409, 413],
      pictures: true,
    }),
    async (request, reply): Promise<Envelope> => {
      const customer = await requireAccount(db, request, 'user');
      const { orderid, ImageData } = inputOf(request).body;
      await addJobPhoto(db, customer, orderid, ImageData);
      await live.order(orderid);
      reply.status(201);
      return { success: true, message: jobNoteMessages.photoAdded };
    },
  );

  // `provider` (the draft's choice) is validated but not needed: the order knows its provider.
  api.post(
    '/loadexistingreq',
    documented({
      summary: "An order's details, to resume negotiation",
      access: 'user',
      body: loadExistingRequestInputSchema,
      response: loadExistingRequestResponseSchema,
      errors: [404],
    }),
    async (request): Promise<LoadExistingRequestResponse> => {
      const customer = await requireAccount(db, request, 'user');
      const { orderid } = inputOf(request).body;
      return requestDetails(await customerOrder(db, customer, orderid));
    },
  );

  api.get(
    '/findbids',
    documented({
      summary: 'Bids on a published job',
      access: 'user',
      query: findBidsQuerySchema,
      response: findBidsResponseSchema,
      errors: [404],
    }),
    async (request): Promise<FindBidsResponse> => {
      const customer = await requireAccount(db, request, 'user');
      const { orderid, before } = inputOf(request).query;
      const order = await customerOrder(db, customer, orderid);
      if (order.request_mode !== 'BID')
        return { success: true, message: orderMessages.notPublished, data: [] };
      const today = londonDate(clock.now());
      const { rows: bids, next } = await listBids(db, env, order, today, before);
      const badges = await badgesOf(
        db,
        bids.map((bid) => bid.PersonnelID),
        today,
      );
      const data = bids.map((bid) => ({ ...bid, Credentials: badges.get(bid.PersonnelID) ?? [] }));
      if (data.length) return { success: true, message: orderMessages.bidsFound, data, Next: next };
      const open = await isOpenJob(db, order.id);
      return {
        success: true,
        message: open ? orderMessages.noBidsYet : orderMessages.jobClosed,
        data,
        Next: next,
      };
    },
  );

  api.get(
    '/finalizerequest',
    documented({
      summary: 'Engage a bidder',
      access: 'user',
      query: finalizeRequestQuerySchema,
      response: finalizeRequestResponseSchema,
      errors: [404, 409],
    }),
    async (request): Promise<Envelope> => {
      const customer = await requireAccount(db, request, 'user');
      const { orderid, personnel } = inputOf(request).query;
      await engageBidder(db, siteLinks, customer, orderid, personnel, londonDate(clock.now()));
      await live.bids(orderid);
      await live.order(orderid);
      return { success: true, message: orderMessages.engaged };
    },
  );
}
