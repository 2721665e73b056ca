// GET /savedlocations?search=&before=: the customer's saved locations (`zip;address`), most recently saved
// first, a page at a time.
import { parseJson } from '@callout/api-client/client';
import { type SavedLocation, savedLocationsResponseSchema } from '@callout/contracts/saved';
import { api } from '@callout/module-kit/api';
import type { KyInstance } from 'ky';
import { requireSuccess } from '../../../lib/errors';
import { type SavedPage, savedPageParams, savedPagesQuery } from './saved-page';

/**
 * The page after `before` ('' for the first). `client`: the module's own, or the server's when it renders
 * the list (app/server-render.tsx).
 */
export async function getSavedLocations(
  search: string,
  before: string,
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<SavedPage<SavedLocation>> {
  const searchParams = savedPageParams(search, before);
  const reply = requireSuccess(
    await parseJson(
      savedLocationsResponseSchema,
      client.get('savedlocations', { searchParams, ...(signal ? { signal } : {}) }),
      '/savedlocations',
    ),
  );
  return { items: reply.data ?? [], next: reply.Next ?? null };
}

export const savedLocationsKey = ['saved', 'locations'] as const;

/** The pages read offline from the worker's copies (@callout/contracts/offline-reads); offline searches filter them. */
export const savedLocationsQuery = (search: string, client: KyInstance = api) =>
  savedPagesQuery([...savedLocationsKey, search], (before, signal) =>
    getSavedLocations(search, before, signal, client),
  );
