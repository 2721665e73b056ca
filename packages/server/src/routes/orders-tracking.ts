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
import { lifecycleMessages } from '../orders/messages';
import type { Services } from '../services';

export function registerOrderTrackingRoutes(api: FastifyInstance, { db, live }: Services): void {
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
      const input = parseInput(geolocationQuerySchema, request.query);
      const answer = await trackOrder(db, provider, input);
      // A position is kept (and so told to the customer) only while the order is in progress.
      if (
        answer.message === lifecycleMessages.locationShared &&
        input.lat !== undefined &&
        input.lng !== undefined
      ) {
        await live.location(input.orderid, input.lat, input.lng);
      }
      return answer;
    },
  );
}
