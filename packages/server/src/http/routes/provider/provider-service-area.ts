// The signed-in provider's service area: GET /provider/servicearea reads it (data null until
// set), POST /provider/servicearea (form body zipcode, radius) saves it. The postcode must be one the
// geocoder places in the UK; the radius is whole miles, 1 to 100.
import {
  areaPostcodeMessage,
  type GetServiceAreaResponse,
  getServiceAreaResponseSchema,
  type UpdateServiceAreaResponse,
  updateServiceAreaInputSchema,
  updateServiceAreaResponseSchema,
} from '@callout/contracts/service-area';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { readServiceArea, saveServiceArea } from '../../../domain/provider/service-area-store';
import { ApiError } from '../../../errors';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export const serviceAreaMessages = {
  loaded: 'Service area loaded.',
  notSet: 'No service area set yet. Customers searching by postcode will not find you until you set one.',
  saved: (radius: number, postcode: string) =>
    `Service area saved: within ${radius} ${radius === 1 ? 'mile' : 'miles'} of ${postcode}.`,
} as const;

export function registerProviderServiceAreaRoutes(api: FastifyInstance, { db, geocoder }: Services): void {
  api.get(
    '/provider/servicearea',
    documented({
      summary: "The provider's base postcode and travel radius",
      access: 'provider',
      response: getServiceAreaResponseSchema,
    }),
    async (request): Promise<GetServiceAreaResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const data = await readServiceArea(db, provider.id);
      return { success: true, message: data ? serviceAreaMessages.loaded : serviceAreaMessages.notSet, data };
    },
  );

  api.post(
    '/provider/servicearea',
    documented({
      summary: 'Set the base postcode and travel radius (miles, 1 to 100)',
      access: 'provider',
      body: updateServiceAreaInputSchema,
      response: updateServiceAreaResponseSchema,
      errors: [400],
    }),
    async (request): Promise<UpdateServiceAreaResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const input = inputOf(request).body;
      const place = await geocoder.locate(input.zipcode);
      if (!place) throw new ApiError(400, areaPostcodeMessage);
      const data = await saveServiceArea(db, provider.id, place, input.radius);
      return { success: true, message: serviceAreaMessages.saved(data.Radius, data.ZipCode), data };
    },
  );
}
