// POST /provider/seriesstatus: the provider pauses, resumes (a pause of their own) or ends a series. The
// answer's message says how it went; a refusal comes back as ServerRefusal in the server's words.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type SeriesStatusInput,
  seriesResponseSchema,
  seriesStatusInputSchema,
} from '@callout/contracts/order-series';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';

export async function changeSeriesStatus(input: SeriesStatusInput) {
  const body = formBody(seriesStatusInputSchema.parse(input));
  return requireSuccess(
    await parseJson(
      seriesResponseSchema,
      api.post('provider/seriesstatus', { body }),
      '/provider/seriesstatus',
    ),
  );
}
