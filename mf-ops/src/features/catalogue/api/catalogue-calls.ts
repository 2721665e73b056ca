// The operators' catalogue calls: the whole catalogue (hidden items included) and each change. After a
// change the list is asked for again, so the page shows what the server now holds.
import { type OpsCategory, opsCatalogueResponseSchema } from '@callout/contracts/ops-catalogue';
import { api } from '@callout/module-kit/api';
import { queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';
import { opsGet, opsPost } from '../../../lib/catalogue-api';

/** What a form sends, as typed: the form has checked it with the call's contract. */
type Form = Record<string, string>;

export const catalogueKey = ['ops', 'catalogue'] as const;

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export const catalogueQueryOptions = (client: KyInstance = api) =>
  queryOptions({
    queryKey: catalogueKey,
    queryFn: async ({ signal }): Promise<OpsCategory[]> =>
      (await opsGet('ops/catalogue', opsCatalogueResponseSchema, {}, signal, client)).data ?? [],
  });

export const useOpsCatalogue = () => useQuery(catalogueQueryOptions());

export const addCategory = (input: Form) => opsPost('ops/categories', input);
export const editCategory = (input: Form) => opsPost('ops/categories/edit', input);
export const showCategory = (category: string, hidden: boolean) =>
  opsPost('ops/categories/visibility', { category, hidden: String(hidden) });

export const addSpecific = (input: Form) => opsPost('ops/specifics', input);
export const editSpecific = (input: Form) => opsPost('ops/specifics/edit', input);
export const showSpecific = (category: string, specific: string, hidden: boolean) =>
  opsPost('ops/specifics/visibility', { category, specific, hidden: String(hidden) });

export const addProduct = (input: Form) => opsPost('ops/products', input);
export const editProduct = (productId: string, input: Form) =>
  opsPost(`ops/products/${encodeURIComponent(productId)}/edit`, input);
export const showProduct = (productId: string, hidden: boolean) =>
  opsPost(`ops/products/${encodeURIComponent(productId)}/visibility`, { hidden: String(hidden) });
export const markCancelExempt = (productId: string, exempt: boolean) =>
  opsPost(`ops/products/${encodeURIComponent(productId)}/cancelexempt`, { exempt: String(exempt) });
export const markRepeatable = (productId: string, repeatable: boolean) =>
  opsPost(`ops/products/${encodeURIComponent(productId)}/repeatable`, { repeatable: String(repeatable) });
