// POST /provider/updatebio (value): the provider's short bio, at most 150 characters.
import { formBody, parseJson } from '@callout/api-client/client';
import { updateProviderBioInputSchema, updateProviderBioResponseSchema } from '@callout/contracts/accounts';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { requireSuccess } from '../../../lib/errors';

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
