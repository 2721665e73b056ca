// POST /api/ops/orders/:orderId/refund: an operator refunds all or part of an order's captured payment.
// domain/payments/refunds.ts moves the money (the card, then the provider's share of the
// payout); this route reads the request, honours the Idempotency-Key and says what happened.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { orderParamsSchema, refundInputSchema, refundResponseSchema } from '../../../domain/ops/ops-contract';
import { orderExists } from '../../../domain/orders/order-store';
import { gatewaysFor } from '../../../domain/payments/gateway-for';
import { refundSummary } from '../../../domain/payments/payment-store';
import { money } from '../../../domain/payments/refund-notices';
import { type RefundRefusal, refundPayment } from '../../../domain/payments/refunds';
import { opsMessages } from '../../../domain/provider/messages';
import { idempotencyKeyOf, replayedHeader } from '../../../domain/support/idempotency';
import { requireOperator } from '../../../domain/support/operators';
import { ApiError } from '../../../errors';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

/** Nothing to refund, or not that much, is the order's state (409); a key used for another refund, 422. */
const statusOf: Record<RefundRefusal, number> = {
  'nothing-captured': 409,
  'nothing-left': 409,
  'too-much': 409,
  'other-gateway': 409,
  'key-reused': 422,
  gateway: 409,
};

export function registerOpsRefundRoutes(api: FastifyInstance, services: Services): void {
  const { db, mailer, siteLinks } = services;
  const { gateway } = gatewaysFor(services);
  api.post(
    '/ops/orders/:orderId/refund',
    documented({
      summary: 'Refund all or part of an order’s payment (Idempotency-Key honoured)',
      access: 'operator',
      params: orderParamsSchema,
      body: refundInputSchema,
      response: refundResponseSchema,
      errors: [404, 409, 422],
    }),
    async (request, reply): Promise<z.infer<typeof refundResponseSchema>> => {
      const operator = await requireOperator(db, request);
      const { orderId } = inputOf(request).params;
      const input = inputOf(request).body;
      const key = idempotencyKeyOf(request);
      if (!(await orderExists(db, orderId))) throw new ApiError(404, opsMessages.orderNotFound);
      const outcome = await refundPayment(
        db,
        siteLinks,
        gateway,
        orderId,
        {
          amountMinor: input.amount,
          reason: input.reason,
          requestedBy: operator.id,
          // Keys are the operator's own: another operator's key never names this refund.
          requestKey: key ? `${operator.id}:${key}` : null,
        },
        { mailer },
      );
      if (outcome.kind === 'refused') throw new ApiError(statusOf[outcome.refusal], outcome.reason);
      if (outcome.replayed) reply.header(replayedHeader, 'true');
      const refund = await refundSummary(db, outcome.refundId);
      if (!refund) throw new Error(`refund ${outcome.refundId} noted but not found`);
      const amount = money(refund.currency, refund.amount_minor);
      const pending = outcome.kind === 'deferred';
      if (pending) reply.status(202);
      return {
        success: true,
        message: pending ? opsMessages.refundPending(amount, orderId) : opsMessages.refunded(amount, orderId),
        data: {
          RefundID: refund.id,
          OrderID: refund.order_id,
          Currency: refund.currency,
          Amount: refund.amount_minor / 100,
          Refunded: refund.refunded / 100,
          Refundable: Math.max(0, refund.refundable) / 100,
          Status: pending ? 'PENDING' : 'DONE',
        },
      };
    },
  );
}
