// The operator's account and order pages under /api/ops: one account with its
// orders, cases, reviews and audit entries; suspending and reinstating it; the order search and one
// order's timeline. Operator Bearer sessions, like http/routes/ops/ops.ts.
import type { Envelope } from '@callout/contracts/envelope';
import {
  accountActionResponseSchema,
  accountDetailResponseSchema,
  accountParamsSchema,
  opsPeopleMessages,
  orderDetailResponseSchema,
  orderParamsSchema,
  ordersQuerySchema,
  ordersResponseSchema,
  reinstateInputSchema,
  suspendInputSchema,
} from '@callout/contracts/ops-people';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { accountDetail } from '../../../domain/ops/account-detail-queries';
import { reinstateAccount, suspendAccount } from '../../../domain/ops/account-suspension';
import { orderDetail, searchOrders } from '../../../domain/ops/order-search';
import { requireOperator } from '../../../domain/support/operators';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export function registerOpsPeopleRoutes(api: FastifyInstance, { db, mailer, changes }: Services): void {
  api.get(
    '/ops/accounts/:accountId',
    documented({
      summary: 'One account with its orders, cases, reviews and audit entries',
      access: 'operator',
      params: accountParamsSchema,
      response: accountDetailResponseSchema,
      errors: [404],
    }),
    async (request): Promise<z.infer<typeof accountDetailResponseSchema>> => {
      await requireOperator(db, request);
      const { accountId } = inputOf(request).params;
      return {
        success: true,
        message: opsPeopleMessages.accountLoaded,
        data: await accountDetail(db, accountId),
      };
    },
  );

  api.post(
    '/ops/accounts/:accountId/suspend',
    documented({
      summary: 'Suspend a customer or provider (ends their sessions, hides their listings, mails them)',
      access: 'operator',
      params: accountParamsSchema,
      body: suspendInputSchema,
      response: accountActionResponseSchema,
      errors: [404, 409],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const { accountId } = inputOf(request).params;
      const { note } = inputOf(request).body;
      await suspendAccount(db, mailer, operator.id, accountId, note);
      await changes.announce({ kind: 'sessions', accountId });
      return { success: true, message: opsPeopleMessages.suspended };
    },
  );

  api.post(
    '/ops/accounts/:accountId/reinstate',
    documented({
      summary: 'Reinstate a suspended account',
      access: 'operator',
      params: accountParamsSchema,
      body: reinstateInputSchema,
      response: accountActionResponseSchema,
      errors: [404, 409],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const { accountId } = inputOf(request).params;
      const { note } = inputOf(request).body;
      await reinstateAccount(db, mailer, operator.id, accountId, note);
      await changes.announce({ kind: 'sessions', accountId });
      return { success: true, message: opsPeopleMessages.reinstated };
    },
  );

  api.get(
    '/ops/orders',
    documented({
      summary: 'Search orders by id, email, product and status',
      access: 'operator',
      query: ordersQuerySchema,
      response: ordersResponseSchema,
    }),
    async (request): Promise<z.infer<typeof ordersResponseSchema>> => {
      await requireOperator(db, request);
      const query = inputOf(request).query;
      const { rows, next } = await searchOrders(db, query);
      return { success: true, message: opsPeopleMessages.ordersListed, data: rows, Next: next };
    },
  );

  api.get(
    '/ops/orders/:orderId',
    documented({
      summary: 'One order with its timeline and audit entries',
      access: 'operator',
      params: orderParamsSchema,
      response: orderDetailResponseSchema,
      errors: [404],
    }),
    async (request): Promise<z.infer<typeof orderDetailResponseSchema>> => {
      await requireOperator(db, request);
      const { orderId } = inputOf(request).params;
      return { success: true, message: opsPeopleMessages.orderLoaded, data: await orderDetail(db, orderId) };
    },
  );
}
