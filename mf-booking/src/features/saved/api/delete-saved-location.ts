// POST /deletesavedlocation: value is the saved `zip;address` text.
import { formBody, parseJson } from '@callout/api-client/client';
import type { Envelope } from '@callout/contracts/envelope';
import { deleteSavedLocationInputSchema, savedActionResponseSchema } from '@callout/contracts/saved';
import { api } from '@callout/module-kit/api';

export async function deleteSavedLocation(value: string): Promise<Envelope> {
  const body = formBody(deleteSavedLocationInputSchema.parse({ value }));
  return parseJson(
    savedActionResponseSchema,
    api.post('deletesavedlocation', { body }),
    '/deletesavedlocation',
  );
}
