// POST /series: books the draft's product with the chosen provider as a series of visits; the provider
// accepts it once, and each visit then becomes an order of its own.
import { formBody, parseJson } from '@callout/api-client/client';
import { createSeriesInputSchema, seriesResponseSchema } from '@callout/contracts/order-series';
import { api } from '@callout/module-kit/api';
import type { z } from 'zod';
import { requireSuccess } from '../../../lib/errors';

/** Async so that input the contract refuses (a date now in the past) rejects instead of throwing. */
export async function createSeries(input: z.input<typeof createSeriesInputSchema>): Promise<string> {
  const body = formBody(createSeriesInputSchema.parse(input));
  const reply = requireSuccess(
    await parseJson(seriesResponseSchema, api.post('series', { body }), '/series'),
  );
  return reply.message;
}
