// POST /products (category, specifics, search): the services a customer can book.
import { formBody, parseJson } from '@callout/api-client/client';
import { type Product, productsInputSchema, productsResponseSchema } from '@callout/contracts/catalog';
import { useRemote } from '@callout/ui/use-remote';
import { listRetryDelayMs, searchDebounceMs } from '../../../config/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { api } from '../../../lib/api';
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
  const key = category && specifics ? `products:${category}:${specifics}:${settled}` : null;
  return useRemote(
    key,
    (signal) =>
      getProducts({ category: category ?? '', specifics: specifics ?? '', search: settled }, signal),
    { retryDelayMs: listRetryDelayMs },
  );
}
