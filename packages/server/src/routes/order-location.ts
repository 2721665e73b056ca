// GET /geolocation?orderid=: the engaged provider's last known position and the order's status, for the
// negotiate page's corner map (polled every 5 s). Issue 6 adds the provider's side, which reports the
// position while an order is in progress, and may extend this call.
import { type GeolocationResponse, geolocationQuerySchema } from '@callout/contracts/orders';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../auth/sessions';
import { parseInput } from '../http/parse-input';
import { providerPosition } from '../orders/live-location';
import { customerOrder } from '../orders/order-access';
import type { Services } from '../services';

export function registerOrderLocationRoutes(api: FastifyInstance, { db }: Services): void {
  api.get('/geolocation', async (request): Promise<GeolocationResponse> => {
    const customer = await requireAccount(db, request, 'user');
    // The customer's own position (lat, lng) is accepted but not kept: only the provider's is shown.
    const { orderid } = parseInput(geolocationQuerySchema, request.query);
    const order = await customerOrder(db, customer, orderid);
    const position = await providerPosition(db, order);
    return {
      success: true,
      message: position ? 'Provider location loaded.' : 'The provider has not shared a location yet.',
      geoMimes: position ? [{ LastLat: position.lat, LastLong: position.lng }] : [],
      OrderStatus: order.status,
    };
  });
}
