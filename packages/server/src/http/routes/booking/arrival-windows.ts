// GET /arrivalwindows: a provider's free arrival windows for a product on a day. Public, like the
// providers list it sits beside: the booking flow runs up to the negotiate step without signing in.
import {
  type ArrivalWindowsResponse,
  arrivalWindowsQuerySchema,
  arrivalWindowsResponseSchema,
} from '@callout/contracts/arrival-windows';
import type { FastifyInstance } from 'fastify';
import { freeSlots } from '../../../domain/booking/arrival-windows';
import { windowMessages } from '../../../domain/booking/window-messages';
import { availableProviders } from '../../../domain/catalogue/availability-queries';
import { findProduct } from '../../../domain/catalogue/catalog-queries';
import { orderMessages } from '../../../domain/orders/messages';
import { ApiError } from '../../../errors';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export function registerArrivalWindowRoutes(api: FastifyInstance, { db }: Services): void {
  api.get(
    '/arrivalwindows',
    documented({
      summary: "A provider's free two-hour arrival windows for a product on a date",
      access: 'public',
      query: arrivalWindowsQuerySchema,
      response: arrivalWindowsResponseSchema,
      errors: [404],
    }),
    async (request): Promise<ArrivalWindowsResponse> => {
      const input = inputOf(request).query;
      const product = await findProduct(db, input.prodid);
      if (!product) throw new ApiError(404, orderMessages.productNotFound);
      // Not bookable that day (status, certification, verification): no window to offer.
      const [offer] = await availableProviders(db, {
        productId: String(product.id),
        date: input.date,
        providerId: input.provider,
      });
      const slots = offer
        ? await freeSlots(db, offer.id, input.date, {
            payRate: product.pay_rate,
            durationMinutes: product.duration_minutes,
            hours: input.hours,
          })
        : [];
      const data = slots.map(({ Start, End, From, Until }) => ({ Start, End, From, Until }));
      return {
        success: true,
        message: data.length ? windowMessages.windowsFound : windowMessages.noWindows,
        data,
      };
    },
  );
}
