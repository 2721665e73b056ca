// GET /geolocation?orderid=: the order's provider's position and the order's status, for the order page's
// live map while IN-PROGRESS (polled every 5 s) and the negotiate page's corner map. Only the order's own
// customer sees it, and only while the order is IN-PROGRESS: before that no position exists for the order
// (a bidder's position shows as the bid's distance, /findbids), and once it is closed the position is gone.
import { isClosedOrder } from '@callout/contracts/order-actions';
import {
  type GeolocationResponse,
  geolocationQuerySchema,
  geolocationResponseSchema,
} from '@callout/contracts/orders';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { orderPosition } from '../../../domain/orders/live-location-store';
import { lifecycleMessages } from '../../../domain/orders/messages';
import { customerOrder } from '../../../domain/orders/order-access';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export function registerOrderLocationRoutes(api: FastifyInstance, { db }: Services): void {
  api.get(
    '/geolocation',
    documented({
      summary: "The provider's live position on an order",
      access: 'user',
      query: geolocationQuerySchema,
      response: geolocationResponseSchema,
      errors: [404, 409],
    }),
    async (request): Promise<GeolocationResponse> => {
      const customer = await requireAccount(db, request, 'user');
      // The customer's own position (lat, lng) is accepted but not kept: only the provider's is shown.
      const { orderid } = inputOf(request).query;
      const order = await customerOrder(db, customer, orderid);
      if (order.status !== 'IN-PROGRESS') {
        return {
          success: true,
          message: isClosedOrder(order.status)
            ? lifecycleMessages.trackingEnded
            : lifecycleMessages.notTracking,
          geoMimes: [],
          OrderStatus: order.status,
        };
      }
      const position = await orderPosition(db, order.id);
      return {
        success: true,
        message: position ? lifecycleMessages.locationLoaded : lifecycleMessages.noLocationYet,
        geoMimes: position ? [{ LastLat: position.lat, LastLong: position.lng }] : [],
        OrderStatus: order.status,
      };
    },
  );
}
