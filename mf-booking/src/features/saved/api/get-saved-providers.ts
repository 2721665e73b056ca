// GET /savedproviders?search=&before=: the providers the customer saved, most recently saved first, a page
// at a time.
import { parseJson } from '@callout/api-client/client';
import { type SavedProvider, savedProvidersResponseSchema } from '@callout/contracts/saved';
import { api } from '@callout/module-kit/api';
import type { KyInstance } from 'ky';
import { requireSuccess } from '../../../lib/errors';
import { type SavedPage, savedPageParams, savedPagesQuery } from './saved-page';

/**
 * The page after `before` ('' for the first). `client`: the module's own, or the server's when it renders
 * the list (app/server-render.tsx).
 */
export async function getSavedProviders(
  search: string,
  before: string,
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<SavedPage<SavedProvider>> {
  const searchParams = savedPageParams(search, before);
  const reply = requireSuccess(
    await parseJson(
      savedProvidersResponseSchema,
      client.get('savedproviders', { searchParams, ...(signal ? { signal } : {}) }),
      '/savedproviders',
    ),
  );
  return { items: reply.data ?? [], next: reply.Next ?? null };
}

export const savedProvidersKey = ['saved', 'providers'] as const;

/** The pages read offline from the worker's copies (@callout/contracts/offline-reads); offline searches filter them. */
export const savedProvidersQuery = (search: string, client: KyInstance = api) =>
  savedPagesQuery([...savedProvidersKey, search], (before, signal) =>
    getSavedProviders(search, before, signal, client),
  );
