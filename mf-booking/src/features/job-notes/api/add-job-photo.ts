// POST /jobphotos: one photo of the job, sent once the order exists (at most five an order).
import { formBody, parseJson } from '@callout/api-client/client';
import { type AddJobPhotoInput, addJobPhotoResponseSchema } from '@callout/contracts/job-notes';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '../../../lib/errors';

export async function addJobPhoto(input: AddJobPhotoInput): Promise<void> {
  requireSuccess(
    await parseJson(
      addJobPhotoResponseSchema,
      api.post('jobphotos', { body: formBody(input) }),
      '/jobphotos',
    ),
  );
}
