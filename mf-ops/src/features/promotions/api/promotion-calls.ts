// The dashboard's promotion cards, as operators manage them: all of them (past, future and hidden
// included, in the dashboard's order) and each change.
import { type OpsPromotion, opsPromotionsResponseSchema } from '@callout/contracts/ops-catalogue';
import { api } from '@callout/module-kit/api';
import { queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';
import { opsGet, opsPost } from '../../../lib/catalogue-api';

export const promotionsKey = ['ops', 'promotions'] as const;

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export const promotionsQueryOptions = (client: KyInstance = api) =>
  queryOptions({
    queryKey: promotionsKey,
    queryFn: async ({ signal }): Promise<OpsPromotion[]> =>
      (await opsGet('ops/promotions', opsPromotionsResponseSchema, {}, signal, client)).data ?? [],
  });

export const useOpsPromotions = () => useQuery(promotionsQueryOptions());

export const addPromotion = (input: Record<string, string>) => opsPost('ops/promotions', input);
export const editPromotion = (id: string, input: Record<string, string>) =>
  opsPost(`ops/promotions/${encodeURIComponent(id)}/edit`, input);
export const showPromotion = (id: string, hidden: boolean) =>
  opsPost(`ops/promotions/${encodeURIComponent(id)}/visibility`, { hidden: String(hidden) });
