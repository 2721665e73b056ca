// POST /togglelocationsave: saves or unsaves the order's location ('zip;address') for the customer.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  encodeSavedLocation,
  type LocationParts,
  savedActionResponseSchema,
  toggleLocationSaveInputSchema,
} from '@callout/contracts/saved';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';

export async function toggleLocationSave(location: LocationParts) {
  const body = formBody(toggleLocationSaveInputSchema.parse({ value: encodeSavedLocation(location) }));
  return requireSuccess(
    await parseJson(
      savedActionResponseSchema,
      api.post('togglelocationsave', { body }),
      '/togglelocationsave',
    ),
  );
}
