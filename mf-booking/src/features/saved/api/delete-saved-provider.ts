// POST /delsavedprovider: value is the saved record's `Available` id.
import { formBody, parseJson } from '@callout/api-client/client';
import type { Envelope } from '@callout/contracts/envelope';
import { deleteSavedProviderInputSchema, savedActionResponseSchema } from '@callout/contracts/saved';
import { api } from '@callout/module-kit/api';

export async function deleteSavedProvider(value: string): Promise<Envelope> {
  const body = formBody(deleteSavedProviderInputSchema.parse({ value }));
  return parseJson(savedActionResponseSchema, api.post('delsavedprovider', { body }), '/delsavedprovider');
}
