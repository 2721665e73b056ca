// GET /geo/postcodes?q=: UK postcode autocomplete for the booking flow's location step (public: customers
// pick a location before they sign in). Not in the spec's call table; the geocoder replaces its maps service.
import { envelopeSchema } from '@callout/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export const postcodeSuggestionsQuerySchema = z.object({
  q: z.string().trim().max(40, 'Search text is too long').default(''),
});
export const placeSchema = z.object({
  postcode: z.string(),
  address: z.string(),
  region: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export const postcodeSuggestionsResponseSchema = envelopeSchema.extend({ data: z.array(placeSchema) });

const maxSuggestions = 10;

export function registerGeoRoutes(api: FastifyInstance, { geocoder }: Services): void {
  api.get(
    '/geo/postcodes',
    documented({
      summary: 'Postcode suggestions',
      access: 'public',
      query: postcodeSuggestionsQuerySchema,
      response: postcodeSuggestionsResponseSchema,
      errors: [502],
    }),
    async (request): Promise<z.infer<typeof postcodeSuggestionsResponseSchema>> => {
      const { q } = inputOf(request).query;
      const data = await geocoder.suggest(q, maxSuggestions);
      return { success: true, message: data.length ? 'Places found.' : 'No matching UK postcode.', data };
    },
  );
}
