// GET /upcomingorders, /provider/upcomingorders (?before=): the active and upcoming orders, soonest job first,
// the pages after the first, which the customer's dashboard (GET /dashboard) and the provider's profile
// (GET /provider/profile) answer with their `Next`.
import {
  type CustomerOrdersResponse,
  customerOrdersResponseSchema,
  type ProviderOrdersResponse,
  providerOrdersResponseSchema,
  upcomingOrdersQuerySchema,
} from '@callout/contracts/orders';
import type { FastifyInstance } from 'fastify';
import { requireAccount, requireAccountId } from '../../../domain/accounts/auth/sessions';
import { lifecycleMessages } from '../../../domain/orders/messages';
import { customerUpcomingPage, providerUpcomingPage } from '../../../domain/orders/order-lists';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

const listed = (count: number) => (count ? lifecycleMessages.ordersLoaded : lifecycleMessages.noOrders);

export function registerUpcomingOrderRoutes(api: FastifyInstance, { db }: Services): void {
  api.get(
    '/upcomingorders',
    documented({
      summary: "The customer's active and upcoming orders",
      access: 'user',
      query: upcomingOrdersQuerySchema,
      response: customerOrdersResponseSchema,
    }),
    async (request): Promise<CustomerOrdersResponse> => {
      const customer = await requireAccountId(db, request, 'user');
      const { rows, next } = await customerUpcomingPage(db, customer.id, inputOf(request).query.before);
      return { success: true, message: listed(rows.length), data: rows, Next: next };
    },
  );

  api.get(
    '/provider/upcomingorders',
    documented({
      summary: "The provider's active and upcoming orders",
      access: 'provider',
      query: upcomingOrdersQuerySchema,
      response: providerOrdersResponseSchema,
    }),
    async (request): Promise<ProviderOrdersResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const { rows, next } = await providerUpcomingPage(db, provider.id, inputOf(request).query.before);
      return { success: true, message: listed(rows.length), data: rows, Next: next };
    },
  );
}
