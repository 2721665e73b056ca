// GET /categories?search=: the first choice of the booking flow and of a provider's new service request.
import { parseJson } from '@callout/api-client/client';
import { type Category, categoriesQuerySchema, categoriesResponseSchema } from '@callout/contracts/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@callout/query';
import { api } from './api';
import {
  type CatalogueList,
  catalogueRetryDelayMs,
  catalogueSearchDebounceMs,
  listOf,
} from './catalogue-list';
import { requireSuccess } from './errors';
import { useDebouncedValue } from './use-debounced-value';

/** `client`: the module's own, or the server's when it renders a page (a module's app/server-render.tsx). */
export async function getCategories(
  search: string,
  signal?: AbortSignal,
  client: typeof api = api,
): Promise<Category[]> {
  const searchParams = categoriesQuerySchema.parse({ search });
  const reply = await parseJson(
    categoriesResponseSchema,
    client.get('categories', { searchParams, signal }),
    '/categories',
  );
  return requireSuccess(reply).data ?? [];
}

/** The list's query; `client` as for getCategories. */
export const categoriesQuery = (search: string, client: typeof api = api) =>
  queryOptions({
    queryKey: ['catalogue', 'categories', search],
    queryFn: ({ signal }) => getCategories(search, signal, client),
    retry: true,
    retryDelay: catalogueRetryDelayMs,
  });

export function useCategories(search: string): CatalogueList<Category> {
  const settled = useDebouncedValue(search.trim(), catalogueSearchDebounceMs);
  return listOf(useQuery({ ...categoriesQuery(settled), placeholderData: keepPreviousData }));
}
