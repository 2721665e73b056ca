// POST /products (category, specifics, search): the services a customer can book.
import { formBody, parseJson } from '@callout/api-client/client';
import { type Product, productsInputSchema, productsResponseSchema } from '@callout/contracts/catalog';
import { api } from '@callout/module-kit/api';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import { keepPreviousData, queryOptions, useQuery } from '@callout/query';
import { listRetryDelayMs, searchDebounceMs } from '../../../config/constants';
import { requireSuccess } from '../../../lib/errors';

/** `client`: the module's own, or the server's when it renders the step (app/server-render-steps.tsx). */
export async function getProducts(
  input: { category: string; specifics: string; search: string },
  signal?: AbortSignal,
  client: typeof api = api,
): Promise<Product[]> {
  const body = formBody(productsInputSchema.parse(input));
  const reply = await parseJson(
    productsResponseSchema,
    client.post('products', { body, signal }),
    '/products',
  );
  return requireSuccess(reply).data ?? [];
}

/** The services of one category and specific: the whole list is kept for offline reading, searches are not. */
export const productsQuery = (category: string, specifics: string, search: string, client = api) =>
  queryOptions({
    queryKey: ['products', category, specifics, search],
    queryFn: ({ signal }) => getProducts({ category, specifics, search }, signal, client),
    // A list page asks again until it gets one.
    retry: true,
    retryDelay: listRetryDelayMs,
  });

export function useProducts(category: string | undefined, specifics: string | undefined, search: string) {
  const settled = useDebouncedValue(search.trim(), searchDebounceMs);
  return useQuery({
    ...productsQuery(category ?? '', specifics ?? '', settled),
    enabled: Boolean(category && specifics),
    // The rows of the previous search stay while the next loads.
    placeholderData: keepPreviousData,
  });
}
