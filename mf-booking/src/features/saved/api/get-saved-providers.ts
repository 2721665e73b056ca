// GET /savedproviders?search=: the providers the customer saved.
import { parseJson } from '@callout/api-client/client';
import {
  type SavedProvider,
  savedListQuerySchema,
  savedProvidersResponseSchema,
} from '@callout/contracts/saved';
import { api } from '@callout/module-kit/api';
import { queryOptions } from '@callout/query';
import type { KyInstance } from 'ky';
import { requireSuccess } from '../../../lib/errors';

/** `client`: the module's own, or the server's when it renders the list (app/server-render.tsx). */
export async function getSavedProviders(
  search: string,
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<SavedProvider[]> {
  const searchParams = savedListQuerySchema.parse({ search });
  const reply = await parseJson(
    savedProvidersResponseSchema,
    client.get('savedproviders', { searchParams, signal }),
    '/savedproviders',
  );
  return requireSuccess(reply).data ?? [];
}

export const savedProvidersKey = ['saved', 'providers'] as const;

/** The whole list reads offline from the worker's copy (@callout/contracts/offline-reads); offline searches filter it. */
export const savedProvidersQuery = (search: string, client: KyInstance = api) =>
  queryOptions({
    queryKey: [...savedProvidersKey, search],
    queryFn: ({ signal }) => getSavedProviders(search, signal, client),
  });
