// The provider dashboard's feeds: GET /provider/getnotifications (the bell) and /provider/getorderschart.
import {
  type MonthlyOrdersResponse,
  monthlyOrdersResponseSchema,
  type NotificationsResponse,
  notificationsResponseSchema,
} from '@callout/contracts/provider-jobs';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../auth/sessions';
import { listNotifications } from '../notifications/notification-list';
import { documented } from '../openapi/route-contract';
import { providerMessages } from '../provider/messages';
import { monthlyOrders } from '../provider/monthly-orders';
import type { Services } from '../services';

export function registerProviderDashboardRoutes(api: FastifyInstance, { db }: Services): void {
  api.get(
    '/provider/getnotifications',
    documented({
      summary: "The provider's notifications",
      access: 'provider',
      response: notificationsResponseSchema,
    }),
    async (request): Promise<NotificationsResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const data = await listNotifications(db, provider.id);
      return {
        success: true,
        message: data.length ? providerMessages.notificationsLoaded : providerMessages.noNotifications,
        data,
      };
    },
  );

  api.get(
    '/provider/getorderschart',
    documented({ summary: 'Orders per month', access: 'provider', response: monthlyOrdersResponseSchema }),
    async (request): Promise<MonthlyOrdersResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      return {
        success: true,
        message: providerMessages.chartLoaded,
        data: await monthlyOrders(db, provider.id),
      };
    },
  );
}
