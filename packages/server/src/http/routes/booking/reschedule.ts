// Rescheduling by agreement, for the customer (at the root) and the provider (under /provider):
// GET /reschedulecost, POST /proposereschedule (Idempotency-Key honoured: the offline outbox sends it once),
// POST /answerreschedule and GET /reschedules. The rules are in domain/orders/reschedule.ts.
import {
  type AnswerRescheduleResponse,
  answerRescheduleInputSchema,
  answerRescheduleResponseSchema,
  type ProposeRescheduleResponse,
  proposeRescheduleInputSchema,
  proposeRescheduleResponseSchema,
  type RescheduleCostResponse,
  type ReschedulesResponse,
  rescheduleCostQuerySchema,
  rescheduleCostResponseSchema,
  reschedulesQuerySchema,
  reschedulesResponseSchema,
} from '@callout/contracts/reschedule';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { idempotencyKeyOf, replayedHeader } from '../../../domain/catalogue/reviews/idempotency-key';
import {
  answerReschedule,
  listReschedules,
  proposeReschedule,
  quoteReschedule,
} from '../../../domain/orders/reschedule';
import { rescheduleMessages } from '../../../domain/orders/reschedule-messages';
import { proposalOf } from '../../../domain/orders/reschedule-store';
import { formatAmount } from '../../../domain/orders/time-pricing';
import { gatewaysFor } from '../../../domain/payments/gateway-for';
import { cancelPolicy } from '../../../env';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';
import { accountRoles } from '../accounts/account-prefix';

export function registerRescheduleRoutes(api: FastifyInstance, services: Services): void {
  const { db, live, siteLinks } = services;
  const { gateway } = gatewaysFor(services);
  const policy = cancelPolicy(services.env);

  for (const { role, prefix } of accountRoles) {
    api.get(
      `${prefix}/reschedulecost`,
      documented({
        summary: 'What proposing to move an order now costs the customer (free more than 24 hours ahead)',
        access: role,
        query: rescheduleCostQuerySchema,
        response: rescheduleCostResponseSchema,
        errors: [404, 409],
      }),
      async (request): Promise<RescheduleCostResponse> => {
        const account = await requireAccount(db, request, role);
        const { orderid } = inputOf(request).query;
        const { order, cost } = await quoteReschedule(db, { account, role }, orderid, policy);
        const amount = cost.chargeMinor / 100;
        return {
          success: true,
          message:
            cost.chargeMinor > 0
              ? rescheduleMessages.costs(formatAmount(order.currency, amount))
              : rescheduleMessages.costFree,
          data: { Cost: amount, Currency: order.currency, Reason: cost.explanation },
        };
      },
    );

    api.post(
      `${prefix}/proposereschedule`,
      documented({
        summary:
          'Propose another date and arrival window for an order not yet started (Idempotency-Key honoured)',
        access: role,
        body: proposeRescheduleInputSchema,
        response: proposeRescheduleResponseSchema,
        errors: [404, 409, 422],
      }),
      async (request, reply): Promise<ProposeRescheduleResponse> => {
        const account = await requireAccount(db, request, role);
        const key = idempotencyKeyOf(request);
        const input = inputOf(request).body;
        const { proposal, order, replayed } = await proposeReschedule(
          db,
          siteLinks,
          { account, role },
          input,
          policy,
          key,
        );
        if (replayed) reply.header(replayedHeader, 'true');
        else await live.order(order.id);
        return {
          success: true,
          message:
            proposal.charge_minor > 0
              ? rescheduleMessages.proposedCosts(formatAmount(order.currency, proposal.charge_minor / 100))
              : rescheduleMessages.proposed,
          data: proposalOf(proposal),
        };
      },
    );

    api.post(
      `${prefix}/answerreschedule`,
      documented({
        summary:
          'Accept or decline the other side’s proposal to move an order (the proposer may decline to withdraw)',
        access: role,
        body: answerRescheduleInputSchema,
        response: answerRescheduleResponseSchema,
        errors: [403, 404, 409],
      }),
      async (request): Promise<AnswerRescheduleResponse> => {
        const account = await requireAccount(db, request, role);
        const input = inputOf(request).body;
        const { proposal, message } = await answerReschedule(
          db,
          siteLinks,
          gateway,
          { account, role },
          input,
        );
        await live.order(input.orderid);
        return { success: true, message, data: proposalOf(proposal) };
      },
    );

    api.get(
      `${prefix}/reschedules`,
      documented({
        summary: "An order's proposal waiting for an answer and the moves made (moved from … to …)",
        access: role,
        query: reschedulesQuerySchema,
        response: reschedulesResponseSchema,
        errors: [404],
      }),
      async (request): Promise<ReschedulesResponse> => {
        const account = await requireAccount(db, request, role);
        const { orderid } = inputOf(request).query;
        const { order, pending, moves } = await listReschedules(db, { account, role }, orderid);
        return {
          success: true,
          message: rescheduleMessages.loaded,
          data: {
            Pending: pending ? proposalOf(pending) : null,
            Moves: moves.map(proposalOf),
            Currency: order.currency,
          },
        };
      },
    );
  }
}
