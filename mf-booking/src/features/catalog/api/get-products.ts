// POST /products (category, specifics, search): the services a customer can book.
import { formBody, parseJson } from '@callout/api-client/client';
import { type Product, productsInputSchema, productsResponseSchema } from '@callout/contracts/catalog';
import { api } from '@callout/module-kit/api';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import { keepPreviousData, useQuery } from '@callout/query';
import { listRetryDelayMs, searchDebounceMs } from '../../../config/constants';
import { requireSuccess } from '../../../lib/errors';

export async function getProducts(
  input: { category: string; specifics: string; search: string },
  signal?: AbortSignal,
): Promise<Product[]> {
  const body = formBody(productsInputSchema.parse(input));
  const reply = await parseJson(productsResponseSchema, api.post('products', { body, signal }), '/products');
  return requireSuccess(reply).data ?? [];
}

export function useProducts(category: string | undefined, specifics: string | undefined, search: string) {
  const settled = useDebouncedValue(search.trim(), searchDebounceMs);
  return useQuery({
    queryKey: ['products', category, specifics, settled],
    queryFn: ({ signal }) =>
      getProducts({ category: category ?? '', specifics: specifics ?? '', search: settled }, signal),
    enabled: Boolean(category && specifics),
    // The rows of the previous search stay while the next loads; a list page asks again until it gets one.
    placeholderData: keepPreviousData,
    retry: true,
    retryDelay: listRetryDelayMs,
  });
}
