// GET /geo/postcodes?q=: UK places with a postcode, from the server's geocoder (its own gazetteer offline
// and in tests). Not in the spec's call list, so its schema lives here rather than in the contracts.
import { parseJson } from '@callout/api-client/client';
import { envelopeSchema } from '@callout/contracts/envelope';
import { api } from '@callout/module-kit/api';
import { z } from 'zod';
import { requireSuccess } from '../lib/errors';

export const postcodePlaceSchema = z.object({
  postcode: z.string(),
  address: z.string(),
  /** The postcode's town: pre-fills the town line of the address. */
  region: z.string().optional(),
  lat: z.number(),
  lng: z.number(),
});
export type PostcodePlace = z.infer<typeof postcodePlaceSchema>;

export const postcodeSearchResponseSchema = envelopeSchema.extend({
  data: z.array(postcodePlaceSchema).optional(),
});

export async function searchPostcodes(query: string, signal?: AbortSignal): Promise<PostcodePlace[]> {
  const searchParams = { q: query.trim().slice(0, 40) };
  const reply = await parseJson(
    postcodeSearchResponseSchema,
    api.get('geo/postcodes', { searchParams, signal }),
    '/geo/postcodes',
  );
  return requireSuccess(reply).data ?? [];
}
