// GET /categories?search=: the first step of a new service request (the customers' catalogue, public).
import { parseJson } from '@callout/api-client/client';
import { type Category, categoriesQuerySchema, categoriesResponseSchema } from '@callout/contracts/catalog';
import { useRemote } from '@callout/ui/use-remote';
import { listRetryDelayMs, searchDebounceMs } from '../../../config/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { api } from '../../../lib/api';
import { requireSuccess } from '../../../lib/errors';

export async function getCategories(search: string, signal?: AbortSignal): Promise<Category[]> {
  const searchParams = categoriesQuerySchema.parse({ search });
  const reply = await parseJson(
    categoriesResponseSchema,
    api.get('categories', { searchParams, signal }),
    '/categories',
  );
  return requireSuccess(reply).data ?? [];
}

/** Retries without end on failure, as the spec asks of category lists. */
export function useCategories(search: string) {
  const settled = useDebouncedValue(search.trim(), searchDebounceMs);
  return useRemote(`categories:${settled}`, (signal) => getCategories(settled, signal), {
    retryDelayMs: listRetryDelayMs,
  });
}
