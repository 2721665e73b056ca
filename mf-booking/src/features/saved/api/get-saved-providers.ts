// GET /savedproviders?search=: the providers the customer saved.
import { parseJson } from '@callout/api-client/client';
import {
  type SavedProvider,
  savedListQuerySchema,
  savedProvidersResponseSchema,
} from '@callout/contracts/saved';
import { api } from '@callout/module-kit/api';
import { queryOptions } from '@callout/query';
import { requireSuccess } from '../../../lib/errors';

export async function getSavedProviders(search: string, signal?: AbortSignal): Promise<SavedProvider[]> {
  const searchParams = savedListQuerySchema.parse({ search });
  const reply = await parseJson(
    savedProvidersResponseSchema,
    api.get('savedproviders', { searchParams, signal }),
    '/savedproviders',
  );
  return requireSuccess(reply).data ?? [];
}

export const savedProvidersKey = ['saved', 'providers'] as const;

/** The whole list is kept for offline reading (@callout/offline/kept-queries); offline searches filter it. */
export const savedProvidersQuery = (search: string) =>
  queryOptions({
    queryKey: [...savedProvidersKey, search],
    queryFn: ({ signal }) => getSavedProviders(search, signal),
    meta: { keep: search === '' },
  });
