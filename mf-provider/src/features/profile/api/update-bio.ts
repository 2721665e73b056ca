// POST /provider/updatebio (value): the provider's short bio, at most 150 characters.
import { formBody, parseJson } from '@callout/api-client/client';
import { updateProviderBioInputSchema, updateProviderBioResponseSchema } from '@callout/contracts/accounts';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import type { z } from 'zod';

export { updateProviderBioInputSchema };
export type UpdateBioInput = z.infer<typeof updateProviderBioInputSchema>;

export async function updateBio(input: UpdateBioInput) {
  const body = formBody(updateProviderBioInputSchema.parse(input));
  return requireSuccess(
    await parseJson(
      updateProviderBioResponseSchema,
      api.post('provider/updatebio', { body }),
      '/provider/updatebio',
    ),
  );
}
