// POST /toggleprovidersave: saves or unsaves the order's provider for the customer (the heart).
import { formBody, parseJson } from '@callout/api-client/client';
import { savedActionResponseSchema, toggleProviderSaveInputSchema } from '@callout/contracts/saved';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import type { z } from 'zod';

export type ToggleProviderSaveInput = z.input<typeof toggleProviderSaveInputSchema>;

export async function toggleProviderSave(input: ToggleProviderSaveInput) {
  const body = formBody(toggleProviderSaveInputSchema.parse(input));
  return requireSuccess(
    await parseJson(
      savedActionResponseSchema,
      api.post('toggleprovidersave', { body }),
      '/toggleprovidersave',
    ),
  );
}
