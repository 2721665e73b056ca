// GET /savedlocations?search=: the customer's saved locations (`zip;address`).
import { parseJson } from '@callout/api-client/client';
import {
  type SavedLocation,
  savedListQuerySchema,
  savedLocationsResponseSchema,
} from '@callout/contracts/saved';
import { api } from '@callout/module-kit/api';
import { queryOptions } from '@callout/query';
import { requireSuccess } from '../../../lib/errors';

export async function getSavedLocations(search: string, signal?: AbortSignal): Promise<SavedLocation[]> {
  const searchParams = savedListQuerySchema.parse({ search });
  const reply = await parseJson(
    savedLocationsResponseSchema,
    api.get('savedlocations', { searchParams, signal }),
    '/savedlocations',
  );
  return requireSuccess(reply).data ?? [];
}

export const savedLocationsKey = ['saved', 'locations'] as const;

/** The whole list is kept for offline reading (@callout/offline/kept-queries); offline searches filter it. */
export const savedLocationsQuery = (search: string) =>
  queryOptions({
    queryKey: [...savedLocationsKey, search],
    queryFn: ({ signal }) => getSavedLocations(search, signal),
    meta: { keep: search === '' },
  });
