// The two sides of a dispute about a finished order. Customers: GET /orderdispute, POST /reportproblem,
// /disputephotos, /disputechat, /answerdisputeoffer. Providers: GET /provider/orderdispute, POST
// /provider/disputechat, /provider/disputeoffer. Each answers only for the caller's own order (404
// otherwise, as for an order that does not exist).
import {
  disputeChatInputSchema,
  disputeOfferAnswerSchema,
  disputeOfferInputSchema,
  disputePhotoInputSchema,
  type OrderDisputeResponse,
  orderDisputeResponseSchema,
  reportProblemInputSchema,
  reportProblemResponseSchema,
} from '@callout/contracts/disputes';
import type { Envelope } from '@callout/contracts/envelope';
import { envelopeSchema } from '@callout/contracts/envelope';
import { orderIdQuerySchema } from '@callout/contracts/fields';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import {
  addDisputePhoto,
  answerOffer,
  makeOffer,
  partyDispute,
  postDisputeMessage,
  reportProblem,
} from '../../../domain/orders/disputes/dispute-actions';
import { settleDispute } from '../../../domain/orders/disputes/dispute-money';
import { disputeView, reportUntil } from '../../../domain/orders/disputes/dispute-store';
import { disputeMessages } from '../../../domain/orders/disputes/messages';
import { customerOrder, providerOrder } from '../../../domain/orders/order-access';
import { gatewaysFor } from '../../../domain/payments/gateway-for';
import { ApiError } from '../../../errors';
import { mediaLinks } from '../../../infra/media/media-links';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { grantMediaAccess } from '../../private-media';
import { inputOf } from '../../route-input';
import { accountRoles } from '../accounts/account-prefix';

export function registerDisputeRoutes(api: FastifyInstance, services: Services): void {
  const { db, env, live, mailer, siteLinks } = services;
  const { gateway } = gatewaysFor(services);

  for (const { role, prefix } of accountRoles) {
    api.get(
      `${prefix}/orderdispute`,
      documented({
        summary: 'The problem reported on an own order (or none), and until when one can be reported',
        access: role,
        query: orderIdQuerySchema,
        response: orderDisputeResponseSchema,
        errors: [404],
      }),
      async (request, reply): Promise<OrderDisputeResponse> => {
        const account = await requireAccount(db, request, role);
        const { orderid } = inputOf(request).query;
        if (role === 'user') await customerOrder(db, account, orderid);
        else await providerOrder(db, account, orderid);
        const dispute = await partyDispute(db, account, role, orderid);
        const view = dispute
          ? await disputeView(db, dispute, role, mediaLinks(env, 'dispute', account.id))
          : null;
        // The pictures are served by the session's media cookie: set whenever the answer lists any.
        if (view?.Photos.length || view?.Messages.some((m) => m.Image)) {
          await grantMediaAccess(db, env, request, reply);
        }
        return {
          success: true,
          message: disputeMessages.loaded,
          data: {
            Dispute: view,
            ReportUntil: role === 'user' && !dispute ? await reportUntil(db, orderid) : null,
          },
        };
      },
    );

    api.post(
      `${prefix}/disputechat`,
      documented({
        summary: "A message (words, a picture or both) in the order's dispute chat, while it is open",
        access: role,
        body: disputeChatInputSchema,
        response: envelopeSchema,
        status: 201,
        errors: [404, 409, 413],
        pictures: true,
      }),
      async (request, reply): Promise<Envelope> => {
        const account = await requireAccount(db, request, role);
        const { orderid, Message, ImageData } = inputOf(request).body;
        const dispute = await partyDispute(db, account, role, orderid);
        if (!dispute) throw new ApiError(404, disputeMessages.notFound);
        await postDisputeMessage(db, siteLinks, account.id, dispute, Message, ImageData);
        await live.dispute(orderid);
        reply.status(201);
        return { success: true, message: disputeMessages.messageSent };
      },
    );
  }

  api.post(
    '/reportproblem',
    documented({
      summary: 'Report a problem with an own order, within the window after it completed',
      access: 'user',
      body: reportProblemInputSchema,
      response: reportProblemResponseSchema,
      status: 201,
      errors: [404, 409],
    }),
    async (request, reply) => {
      const customer = await requireAccount(db, request, 'user');
      const input = inputOf(request).body;
      const id = await reportProblem(db, mailer, customer, input);
      await live.order(input.orderid);
      await live.dispute(input.orderid);
      reply.status(201);
      return { success: true, message: disputeMessages.reported, data: { DisputeID: id } };
    },
  );

  api.post(
    '/disputephotos',
    documented({
      summary: 'Add a photo to the open problem reported on an own order (at most five)',
      access: 'user',
      body: disputePhotoInputSchema,
      response: envelopeSchema,
      status: 201,
      errors: [404, 409, 413],
      pictures: true,
    }),
    async (request, reply): Promise<Envelope> => {
      const customer = await requireAccount(db, request, 'user');
      const { orderid, ImageData } = inputOf(request).body;
      await addDisputePhoto(db, customer, orderid, ImageData);
      await live.order(orderid);
      await live.dispute(orderid);
      reply.status(201);
      return { success: true, message: disputeMessages.photoAdded };
    },
  );

  api.post(
    '/answerdisputeoffer',
    documented({
      summary: "Accept or decline the provider's offer on an own order's problem",
      access: 'user',
      body: disputeOfferAnswerSchema,
      response: envelopeSchema,
      errors: [404, 409],
    }),
    async (request): Promise<Envelope> => {
      const customer = await requireAccount(db, request, 'user');
      const { orderid, answer } = inputOf(request).body;
      const ended = await answerOffer(db, mailer, customer, orderid, answer === 'ACCEPT');
      if (ended) await settleDispute(db, siteLinks, gateway, ended, mailer);
      await live.order(orderid);
      await live.dispute(orderid);
      return {
        success: true,
        message: ended ? disputeMessages.offerAccepted : disputeMessages.offerDeclined,
      };
    },
  );

  api.post(
    '/provider/disputeoffer',
    documented({
      summary: 'Offer the customer a partial refund or a return visit for the problem they reported',
      access: 'provider',
      body: disputeOfferInputSchema,
      response: envelopeSchema,
      status: 201,
      errors: [404, 409],
    }),
    async (request, reply): Promise<Envelope> => {
      const provider = await requireAccount(db, request, 'provider');
      const input = inputOf(request).body;
      await makeOffer(db, provider, input.orderid, {
        kind: input.kind,
        amountMinor: input.amount,
        note: input.note,
      });
      await live.order(input.orderid);
      await live.dispute(input.orderid);
      reply.status(201);
      return { success: true, message: disputeMessages.offerSent };
    },
  );
}
