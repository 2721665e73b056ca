// Order status changes: GET /startorder, /endorder, /cancelorder (customer) and /provider/cancelorder, and
// GET /cancelcost, what the customer's cancel would cost now.
// /provider/startorder and /provider/endorder exist only to refuse with the state machine's words (403),
// so a provider's page or tool that tries gets a clear answer rather than a session error.

import {
  type CancelCostResponse,
  cancelCostQuerySchema,
  cancelCostResponseSchema,
} from '@callout/contracts/cancel-cost';
import {
  type OrderActionResponse,
  orderActionQuerySchema,
  orderActionResponseSchema,
} from '@callout/contracts/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateRules } from '../../../domain/accounts/auth/rate-limit';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { quoteCancellation } from '../../../domain/orders/cancel-cost';
import { paidForOrder } from '../../../domain/orders/cancel-cost-store';
import {
  cancelOrder,
  endOrder,
  type LifecycleResult,
  type Party,
  startOrder,
} from '../../../domain/orders/lifecycle';
import { lifecycleMessages } from '../../../domain/orders/messages';
import { formatAmount } from '../../../domain/orders/time-pricing';
import { gatewaysFor } from '../../../domain/payments/gateway-for';
import { cancelPolicy } from '../../../env';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';
import { accountRoles } from '../accounts/account-prefix';

type Action = 'start' | 'end' | 'cancel';

export function registerOrderLifecycleRoutes(api: FastifyInstance, services: Services): void {
  const { db, rateLimits, siteLinks } = services;
  const { gateway } = gatewaysFor(services);
  const policy = cancelPolicy(services.env);
  const actions: Record<Action, (party: Party, orderId: string) => Promise<LifecycleResult>> = {
    start: (party, orderId) => startOrder(db, siteLinks, party, orderId),
    end: (party, orderId) => endOrder(db, siteLinks, gateway, party, orderId),
    cancel: (party, orderId) => cancelOrder(db, siteLinks, gateway, party, orderId, policy),
  };

  const act = async (
    request: FastifyRequest,
    party: Party,
    action: Action,
    orderid: string,
  ): Promise<OrderActionResponse> => {
    const result = await actions[action](party, orderid);
    await services.live.order(orderid);
    if (result.deferred) {
      request.log.warn({ orderid, reason: result.deferred }, 'settlement left to the payment sweeper');
    }
    return { success: true, message: result.message };
  };

  for (const { role, prefix } of accountRoles) {
    for (const action of ['start', 'end', 'cancel'] as const) {
      api.get(
        `${prefix}/${action}order`,
        documented({
          summary: `${action[0]?.toUpperCase()}${action.slice(1)} an order`,
          access: role,
          query: orderActionQuerySchema,
          response: orderActionResponseSchema,
          errors: [403, 404, 409, 429, 502],
        }),
        async (request) => {
          const account = await requireAccount(db, request, role);
          if (action === 'cancel')
            await rateLimits.countAttempt(db, [[rateRules.cancelPerAccount, account.id]]);
          return act(request, { account, role }, action, inputOf(request).query.orderid);
        },
      );
    }
  }

  // What the customer's cancel would charge now, worked out by the function the cancel itself uses.
  api.get(
    '/cancelcost',
    documented({
      summary: 'What cancelling an order costs now (free until the job has started)',
      access: 'user',
      query: cancelCostQuerySchema,
      response: cancelCostResponseSchema,
      errors: [404, 409],
    }),
    async (request): Promise<CancelCostResponse> => {
      const account = await requireAccount(db, request, 'user');
      const { orderid } = inputOf(request).query;
      const { order, cost } = await quoteCancellation(db, account, orderid, policy);
      const amount = cost.chargeMinor / 100;
      const paidMinor = await paidForOrder(db, order.id);
      return {
        success: true,
        message:
          cost.chargeMinor > 0
            ? lifecycleMessages.cancelCosts(formatAmount(order.currency, amount))
            : lifecycleMessages.cancelFree,
        data: {
          Cost: amount,
          Currency: order.currency,
          Reason: cost.explanation,
          Basis: cost.reason,
          WithinRight: cost.withinRight,
          StartRequested: cost.startRequested,
          ...(cost.quarters === undefined ? {} : { Quarters: cost.quarters }),
          Paid: paidMinor / 100,
          Refund: Math.max(0, paidMinor - cost.chargeMinor) / 100,
        },
      };
    },
  );
}
