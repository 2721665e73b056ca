// The operators' disputes: GET /ops/disputes (the queue), GET /ops/disputes/:disputeId (with its photos,
// chat and the provider's payout), POST /ops/disputes/:disputeId/messages and /decide. A decision moves the
// money through the ordinary refunds (domain/payments/refunds.ts) once, whoever repeats it.
import {
  disputeDecisionInputSchema,
  disputeParamsSchema,
  opsDisputeMessageInputSchema,
  opsDisputeResponseSchema,
  opsDisputesQuerySchema,
  opsDisputesResponseSchema,
} from '@callout/contracts/disputes';
import { type Envelope, envelopeSchema } from '@callout/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { decideDispute, postDisputeMessage } from '../../../domain/orders/disputes/dispute-actions';
import { settleDispute } from '../../../domain/orders/disputes/dispute-money';
import { disputeView, findDispute, listDisputes } from '../../../domain/orders/disputes/dispute-store';
import { disputeMessages } from '../../../domain/orders/disputes/messages';
import { gatewaysFor } from '../../../domain/payments/gateway-for';
import { requireOperator } from '../../../domain/support/operators';
import { ApiError } from '../../../errors';
import { mediaLinks } from '../../../infra/media/media-links';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { grantMediaAccess } from '../../private-media';
import { inputOf } from '../../route-input';

export function registerOpsDisputeRoutes(api: FastifyInstance, services: Services): void {
  const { db, env, live, mailer, siteLinks } = services;
  const { gateway } = gatewaysFor(services);

  const disputeOf = async (disputeId: string) => {
    const dispute = await findDispute(db, disputeId);
    if (!dispute) throw new ApiError(404, disputeMessages.notFound);
    return dispute;
  };

  api.get(
    '/ops/disputes',
    documented({
      summary: 'Disputes, oldest first: OPEN (the default), RESOLVED, DECIDED or all',
      access: 'operator',
      query: opsDisputesQuerySchema,
      response: opsDisputesResponseSchema,
    }),
    async (request): Promise<z.infer<typeof opsDisputesResponseSchema>> => {
      await requireOperator(db, request);
      const { status } = inputOf(request).query;
      const rows = await listDisputes(db, status);
      return {
        success: true,
        message: disputeMessages.listed,
        data: rows.map((row) => ({
          DisputeID: row.id,
          OrderID: row.order_id,
          Service: row.product_name,
          Status: row.status,
          Reason: row.reason,
          CustomerID: row.customer_id,
          ProviderID: row.provider_id,
          OpenedAt: row.opened_at,
          Photos: row.photos,
        })),
      };
    },
  );

  api.get(
    '/ops/disputes/:disputeId',
    documented({
      summary: "A dispute with its photos, chat, offer, decision and the provider's payout",
      access: 'operator',
      params: disputeParamsSchema,
      response: opsDisputeResponseSchema,
      errors: [404],
    }),
    async (request, reply): Promise<z.infer<typeof opsDisputeResponseSchema>> => {
      const operator = await requireOperator(db, request);
      const { disputeId } = inputOf(request).params;
      const dispute = await disputeOf(disputeId);
      const view = await disputeView(db, dispute, 'operator', mediaLinks(env, 'dispute', operator.id));
      // The pictures are served by the session's media cookie: set whenever the answer lists any.
      if (view.Photos.length || view.Messages.some((m) => m.Image)) {
        await grantMediaAccess(db, env, request, reply);
      }
      return {
        success: true,
        message: disputeMessages.loaded,
        data: { ...view, CustomerID: dispute.customer_id, ProviderID: dispute.provider_id },
      };
    },
  );

  api.post(
    '/ops/disputes/:disputeId/messages',
    documented({
      summary: "An operator's message (words, a picture or both) in the dispute's chat, while it is open",
      access: 'operator',
      params: disputeParamsSchema,
      body: opsDisputeMessageInputSchema,
      response: envelopeSchema,
      status: 201,
      errors: [404, 409, 413],
      pictures: true,
    }),
    async (request, reply): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const { disputeId } = inputOf(request).params;
      const { Message, ImageData } = inputOf(request).body;
      const dispute = await disputeOf(disputeId);
      await postDisputeMessage(db, siteLinks, operator.id, dispute, Message, ImageData);
      await live.dispute(dispute.order_id);
      reply.status(201);
      return { success: true, message: disputeMessages.messageSent };
    },
  );

  api.post(
    '/ops/disputes/:disputeId/decide',
    documented({
      summary:
        "Decide an open dispute: no refund, a partial or a full refund, and whether the provider's share is taken back",
      access: 'operator',
      params: disputeParamsSchema,
      body: disputeDecisionInputSchema,
      response: envelopeSchema,
      errors: [404, 409],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const { disputeId } = inputOf(request).params;
      const input = inputOf(request).body;
      const dispute = await disputeOf(disputeId);
      await decideDispute(db, mailer, operator.id, dispute.id, {
        outcome: input.outcome,
        amountMinor: input.amount,
        reverseShare: input.reverseshare === 'true',
        note: input.note,
      });
      await settleDispute(db, siteLinks, gateway, dispute.id, mailer);
      await live.order(dispute.order_id);
      await live.dispute(dispute.order_id);
      return { success: true, message: disputeMessages.decided };
    },
  );
}
