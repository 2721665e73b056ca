// The customers' catalogue as queries: categories, then the specifics within one. Used by the booking
// flow and by a provider's new service request. Lists retry without end, as the spec asks of them.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type Category,
  categoriesQuerySchema,
  categoriesResponseSchema,
  noSpecific,
  type Specific,
  specificsInputSchema,
  specificsResponseSchema,
} from '@callout/contracts/catalog';
import { keepPreviousData, queryOptions, type UseQueryResult, useQuery } from '@callout/query';
import { api } from './api';
import { requireSuccess } from './errors';
import { useDebouncedValue } from './use-debounced-value';

/** The pause before a failed list is asked for again. */
export const catalogueRetryDelayMs = 3000;
/** How long typing must pause before a search is sent. */
export const catalogueSearchDebounceMs = 250;

// GET /categories?search=
export async function getCategories(search: string, signal?: AbortSignal): Promise<Category[]> {
  const searchParams = categoriesQuerySchema.parse({ search });
  const reply = await parseJson(
    categoriesResponseSchema,
    api.get('categories', { searchParams, signal }),
    '/categories',
  );
  return requireSuccess(reply).data ?? [];
}

// POST /specifics (sort = the chosen category, search)
export async function getSpecifics(
  category: string,
  search: string,
  signal?: AbortSignal,
): Promise<Specific[]> {
  const body = formBody(specificsInputSchema.parse({ sort: category, search }));
  const reply = await parseJson(
    specificsResponseSchema,
    api.post('specifics', { body, signal }),
    '/specifics',
  );
  return requireSuccess(reply).data ?? [];
}

export const categoriesQuery = (search: string) =>
  queryOptions({
    queryKey: ['catalogue', 'categories', search],
    queryFn: ({ signal }) => getCategories(search, signal),
    retry: true,
    retryDelay: catalogueRetryDelayMs,
  });

export const specificsQuery = (category: string, search: string) =>
  queryOptions({
    queryKey: ['catalogue', 'specifics', category, search],
    queryFn: ({ signal }) => getSpecifics(category, search, signal),
    retry: true,
    retryDelay: catalogueRetryDelayMs,
  });

/** A list as a screen shows it: the last answer stays on screen while the next search loads. */
export interface CatalogueList<T> {
  items: T[];
  /** Never 'error': a failed list is asked for again until it loads. */
  status: 'loading' | 'ready';
  fetching: boolean;
}

function listOf<T>(query: UseQueryResult<T[]>): CatalogueList<T> {
  const settled = query.isSuccess && !query.isPlaceholderData;
  return { items: query.data ?? [], status: settled ? 'ready' : 'loading', fetching: query.isFetching };
}

export function useCategories(search: string): CatalogueList<Category> {
  const settled = useDebouncedValue(search.trim(), catalogueSearchDebounceMs);
  return listOf(useQuery({ ...categoriesQuery(settled), placeholderData: keepPreviousData }));
}

/**
 * `onlyNone`: the category's only option is NONE, so there is nothing to choose; the caller records NONE
 * and moves on. `category` undefined: not known yet, nothing is asked.
 */
export function useSpecifics(
  category: string | undefined,
  search: string,
): CatalogueList<Specific> & { onlyNone: boolean } {
  const settled = useDebouncedValue(search.trim(), catalogueSearchDebounceMs);
  const list = listOf(
    useQuery({
      ...specificsQuery(category ?? '', settled),
      enabled: category !== undefined,
      placeholderData: keepPreviousData,
    }),
  );
  const onlyNone =
    list.status === 'ready' &&
    !search.trim() &&
    list.items.length > 0 &&
    list.items.every((specific) => specific.Specifics === noSpecific);
  return { ...list, onlyNone };
}
