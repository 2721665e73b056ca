// The provider dashboard's feeds: GET /provider/getnotifications (the bell) and /provider/getorderschart.
import {
  type MonthlyOrdersResponse,
  monthlyOrdersResponseSchema,
  type NotificationsResponse,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '@callout/contracts/provider-jobs';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { listNotifications } from '../../../domain/notifications/notification-list-queries';
import { providerMessages } from '../../../domain/provider/messages';
import { monthlyOrders } from '../../../domain/provider/monthly-orders-queries';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export function registerProviderDashboardRoutes(api: FastifyInstance, { db }: Services): void {
  api.get(
    '/provider/getnotifications',
    documented({
      summary: "The provider's notifications",
      access: 'provider',
      query: notificationsQuerySchema,
      response: notificationsResponseSchema,
    }),
    async (request): Promise<NotificationsResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const { before } = inputOf(request).query;
      const page = await listNotifications(db, provider.id, before);
      return {
        success: true,
        message: page.rows.length ? providerMessages.notificationsLoaded : providerMessages.noNotifications,
        data: page.rows,
        Next: page.next,
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
