// POST /specifics (sort = the chosen category, search): the options within a category.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  noSpecific,
  type Specific,
  specificsInputSchema,
  specificsResponseSchema,
} from '@callout/contracts/catalog';
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
export async function getSpecifics(
  category: string,
  search: string,
  signal?: AbortSignal,
  client: typeof api = api,
): Promise<Specific[]> {
  const body = formBody(specificsInputSchema.parse({ sort: category, search }));
  const reply = await parseJson(
    specificsResponseSchema,
    client.post('specifics', { body, signal }),
    '/specifics',
  );
  return requireSuccess(reply).data ?? [];
}

/** The list's query; `client` as for getSpecifics. */
export const specificsQuery = (category: string, search: string, client: typeof api = api) =>
  queryOptions({
    queryKey: ['catalogue', 'specifics', category, search],
    queryFn: ({ signal }) => getSpecifics(category, search, signal, client),
    retry: true,
    retryDelay: catalogueRetryDelayMs,
  });

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
