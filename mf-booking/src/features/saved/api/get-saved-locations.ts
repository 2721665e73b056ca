// GET /savedlocations?search=: the customer's saved locations (`zip;address`).
import { parseJson } from '@callout/api-client/client';
import {
  type SavedLocation,
  savedListQuerySchema,
  savedLocationsResponseSchema,
} from '@callout/contracts/saved';
import { api } from '@callout/module-kit/api';
import { queryOptions } from '@callout/query';
import type { KyInstance } from 'ky';
import { requireSuccess } from '../../../lib/errors';

/** `client`: the module's own, or the server's when it renders the list (app/server-render.tsx). */
export async function getSavedLocations(
  search: string,
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<SavedLocation[]> {
  const searchParams = savedListQuerySchema.parse({ search });
  const reply = await parseJson(
    savedLocationsResponseSchema,
    client.get('savedlocations', { searchParams, signal }),
    '/savedlocations',
  );
  return requireSuccess(reply).data ?? [];
}

export const savedLocationsKey = ['saved', 'locations'] as const;

/** The whole list reads offline from the worker's copy (@callout/contracts/offline-reads); offline searches filter it. */
export const savedLocationsQuery = (search: string, client: KyInstance = api) =>
  queryOptions({
    queryKey: [...savedLocationsKey, search],
    queryFn: ({ signal }) => getSavedLocations(search, signal, client),
  });
