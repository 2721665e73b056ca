// Order histories and details for both roles: GET /orders, /provider/orders (?search=), GET /orderdetails,
// /provider/orderdetails (?orderid=). Only the order's customer or engaged provider sees it (404 otherwise).
import {
  type CustomerOrdersResponse,
  customerOrdersResponseSchema,
  type OrderDetailsResponse,
  orderDetailsQuerySchema,
  orderDetailsResponseSchema,
  ordersQuerySchema,
  type ProviderOrdersResponse,
  providerOrdersResponseSchema,
} from '@callout/contracts/orders';
import type { FastifyInstance } from 'fastify';
import { requireAccount, requireAccountId } from '../../../domain/accounts/auth/sessions';
import { lifecycleMessages } from '../../../domain/orders/messages';
import { orderDetails } from '../../../domain/orders/order-details';
import { customerOrderPage, providerOrderPage } from '../../../domain/orders/order-lists';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { grantMediaAccess } from '../../private-media';
import { inputOf } from '../../route-input';
import { accountRoles } from '../accounts/account-prefix';

const listed = (count: number) => (count ? lifecycleMessages.ordersLoaded : lifecycleMessages.noOrders);

export function registerOrderRoutes(api: FastifyInstance, { db, env }: Services): void {
  api.get(
    '/orders',
    documented({
      summary: "The customer's orders",
      access: 'user',
      query: ordersQuerySchema,
      response: customerOrdersResponseSchema,
    }),
    async (request): Promise<CustomerOrdersResponse> => {
      const customer = await requireAccountId(db, request, 'user');
      const { search, before } = inputOf(request).query;
      const { rows, next } = await customerOrderPage(db, customer.id, { search, before });
      return { success: true, message: listed(rows.length), data: rows, Next: next };
    },
  );

  api.get(
    '/provider/orders',
    documented({
      summary: "The provider's orders",
      access: 'provider',
      query: ordersQuerySchema,
      response: providerOrdersResponseSchema,
    }),
    async (request): Promise<ProviderOrdersResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const { search, before } = inputOf(request).query;
      const { rows, next } = await providerOrderPage(db, provider.id, { search, before });
      return { success: true, message: listed(rows.length), data: rows, Next: next };
    },
  );

  for (const { role, prefix } of accountRoles) {
    api.get(
      `${prefix}/orderdetails`,
      documented({
        summary: "One order's details",
        access: role,
        query: orderDetailsQuerySchema,
        response: orderDetailsResponseSchema,
        errors: [404],
      }),
      async (request, reply): Promise<OrderDetailsResponse> => {
        const account = await requireAccount(db, request, role);
        const { orderid } = inputOf(request).query;
        const details = await orderDetails(db, env, { id: account.id, role }, orderid);
        // The job's photos are private: this browser may load them with the media cookie.
        if (details.jobNotes?.Photos.length) await grantMediaAccess(db, env, request, reply);
        return details;
      },
    );
  }
}
