// GET /geolocation?orderid=: the engaged provider's last known position and the order's status, for the
// negotiate page's corner map and the order page's live map while IN-PROGRESS (both polled every 5 s). The
// provider's device reports the position while the job is in progress (GET /provider/geolocation); once the
// order is closed it is no longer shown, and the status tells the page to stop polling.
import { isClosedOrder } from '@callout/contracts/order-actions';
import { type GeolocationResponse, geolocationQuerySchema } from '@callout/contracts/orders';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../auth/sessions';
import { parseInput } from '../http/parse-input';
import { providerPosition } from '../orders/live-location';
import { lifecycleMessages } from '../orders/messages';
import { customerOrder } from '../orders/order-access';
import type { Services } from '../services';

export function registerOrderLocationRoutes(api: FastifyInstance, { db }: Services): void {
  api.get('/geolocation', async (request): Promise<GeolocationResponse> => {
    const customer = await requireAccount(db, request, 'user');
    // The customer's own position (lat, lng) is accepted but not kept: only the provider's is shown.
    const { orderid } = parseInput(geolocationQuerySchema, request.query);
    const order = await customerOrder(db, customer, orderid);
    if (isClosedOrder(order.status)) {
      return {
        success: true,
        message: lifecycleMessages.trackingEnded,
        geoMimes: [],
        OrderStatus: order.status,
      };
    }
    const position = await providerPosition(db, order);
    return {
      success: true,
      message: position ? lifecycleMessages.locationLoaded : lifecycleMessages.noLocationYet,
      geoMimes: position ? [{ LastLat: position.lat, LastLong: position.lng }] : [],
      OrderStatus: order.status,
    };
  });
}
