// The dashboard's promotion cards, as operators manage them: all of them (past, future and hidden
// included, in the dashboard's order) and each change.
import { type OpsPromotion, opsPromotionsResponseSchema } from '@callout/contracts/ops-catalogue';
import { useQuery } from '@callout/query';
import { opsGet, opsPost } from '../../../lib/catalogue-api';

export const promotionsKey = ['ops', 'promotions'] as const;

export function useOpsPromotions() {
  return useQuery({
    queryKey: promotionsKey,
    queryFn: async ({ signal }): Promise<OpsPromotion[]> =>
      (await opsGet('ops/promotions', opsPromotionsResponseSchema, {}, signal)).data ?? [],
  });
}

export const addPromotion = (input: Record<string, string>) => opsPost('ops/promotions', input);
export const editPromotion = (id: string, input: Record<string, string>) =>
  opsPost(`ops/promotions/${encodeURIComponent(id)}/edit`, input);
export const showPromotion = (id: string, hidden: boolean) =>
  opsPost(`ops/promotions/${encodeURIComponent(id)}/visibility`, { hidden: String(hidden) });
