// GET /api/ops/notifications: the operator's bell, as the provider's (/provider/getnotifications): the
// notices written for this operator, newest first, such as a canary the server rolled back by itself.
import {
  type NotificationsResponse,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '@callout/contracts/provider-jobs';
import type { FastifyInstance } from 'fastify';
import { listNotifications } from '../../../domain/notifications/notification-list-queries';
import { providerMessages } from '../../../domain/provider/messages';
import { requireOperator } from '../../../domain/support/operators';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export function registerOpsNotificationRoutes(api: FastifyInstance, { db }: Services): void {
  api.get(
    '/ops/notifications',
    documented({
      summary: "The operator's notifications (the console's bell), newest first",
      access: 'operator',
      query: notificationsQuerySchema,
      response: notificationsResponseSchema,
    }),
    async (request): Promise<NotificationsResponse> => {
      const operator = await requireOperator(db, request);
      const { before } = inputOf(request).query;
      const page = await listNotifications(db, operator.id, before);
      return {
        success: true,
        message: page.rows.length ? providerMessages.notificationsLoaded : providerMessages.noNotifications,
        data: page.rows,
        Next: page.next,
      };
    },
  );
}
