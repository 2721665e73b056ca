// The customer's order for the providers list. The server answers nearest first (then best rated), so
// "distance" keeps its order; price and rating re-sort a copy, ties kept in the server's order.
import type { ActiveProvider } from '@callout/contracts/catalog';
import type { ProviderSort } from '@callout/contracts/service-area';

export const providerSorts: readonly ProviderSort[] = ['distance', 'price', 'rating'];

export function sortProviders(items: readonly ActiveProvider[], sort: ProviderSort): ActiveProvider[] {
  const list = [...items];
  if (sort === 'price') return list.sort((a, b) => a.Price - b.Price);
  if (sort === 'rating') return list.sort((a, b) => (b.Rating ?? -1) - (a.Rating ?? -1));
  return list.sort(
    (a, b) => (a.Distance ?? Number.POSITIVE_INFINITY) - (b.Distance ?? Number.POSITIVE_INFINITY) || 0,
  );
}
