// GET /provider/geolocation?orderid=&lat=&lng=: the provider's device reports its position while the
// order is IN-PROGRESS and learns the order's status (domain/orders/live-tracking.ts). The customer's side is
// GET /geolocation in order-location.ts.
import {
  type GeolocationResponse,
  geolocationQuerySchema,
  geolocationResponseSchema,
} from '@callout/contracts/orders';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { trackOrder } from '../../../domain/orders/live-tracking';
import { lifecycleMessages } from '../../../domain/orders/messages';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

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
      const input = inputOf(request).query;
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
