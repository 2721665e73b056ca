// The catalogue page's search: a category stays when its name matches or something in it does; then only
// the specifics and products that match (or all of them, when the category's own name matched).
import type { OpsCategory } from '@callout/contracts/ops-catalogue';

const has = (text: string, term: string) => text.toLocaleLowerCase('en-GB').includes(term);

export function matchCatalogue(categories: OpsCategory[], search: string): OpsCategory[] {
  const term = search.trim().toLocaleLowerCase('en-GB');
  if (!term) return categories;
  return categories.flatMap((category) => {
    if (has(category.Category, term)) return [category];
    const specifics = category.Specifics.flatMap((specific) => {
      if (has(specific.Specifics, term)) return [specific];
      const products = specific.Products.filter((product) => has(product.Product, term));
      return products.length ? [{ ...specific, Products: products }] : [];
    });
    return specifics.length ? [{ ...category, Specifics: specifics }] : [];
  });
}
