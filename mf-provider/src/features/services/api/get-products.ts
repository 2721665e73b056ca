// POST /products (category, specifics, search): the services a provider can ask to offer, with price bounds.
import { formBody, parseJson } from '@callout/api-client/client';
import { type Product, productsInputSchema, productsResponseSchema } from '@callout/contracts/catalog';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import { keepPreviousData, useQuery } from '@callout/query';
import { searchDebounceMs } from '../../../config/constants';

export async function getProducts(
  category: string,
  specifics: string,
  search: string,
  signal?: AbortSignal,
): Promise<Product[]> {
  const body = formBody(productsInputSchema.parse({ category, specifics, search }));
  const reply = await parseJson(productsResponseSchema, api.post('products', { body, signal }), '/products');
  return requireSuccess(reply).data ?? [];
}

export function useProducts(category: string, specifics: string, search: string) {
  const settled = useDebouncedValue(search.trim(), searchDebounceMs);
  return useQuery({
    queryKey: ['products', category, specifics, settled],
    queryFn: ({ signal }) => getProducts(category, specifics, settled, signal),
    // The rows of the previous search stay while the next loads.
    placeholderData: keepPreviousData,
  });
}
