// GET /provider/geolocation?orderid=&lat=&lng=: the provider's device reports its position while the
// order is IN-PROGRESS and learns the order's status (orders/live-tracking.ts). The customer's side is
// GET /geolocation in order-location.ts.
import {
  type GeolocationResponse,
  geolocationQuerySchema,
  geolocationResponseSchema,
} from '@callout/contracts/orders';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../auth/sessions';
import { parseInput } from '../http/parse-input';
import { documented } from '../openapi/route-contract';
import { trackOrder } from '../orders/live-tracking';
import type { Services } from '../services';

export function registerOrderTrackingRoutes(api: FastifyInstance, { db }: Services): void {
  api.get(
    '/provider/geolocation',
    documented({
      summary: "Share the provider's position; the order's place",
      access: 'provider',
      query: geolocationQuerySchema,
      response: geolocationResponseSchema,
      errors: [404, 409],
    }),
    async (request): Promise<GeolocationResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      return trackOrder(db, provider, parseInput(geolocationQuerySchema, request.query));
    },
  );
}
