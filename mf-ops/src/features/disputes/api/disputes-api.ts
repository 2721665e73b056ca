// Disputes in the console: the list (open ones first by default), one dispute with its photos, chat and
// the provider's payout, a message in its chat, and the operator's decision.
import {
  type OpsDispute,
  opsDisputeResponseSchema,
  opsDisputesResponseSchema,
} from '@callout/contracts/disputes';
import { api } from '@callout/module-kit/api';
import { queryOptions } from '@callout/query';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { opsGet, opsPost, queryString } from '../../../api/ops-call';

export const disputeFilters = ['OPEN', 'all', 'RESOLVED', 'DECIDED'] as const;
export const disputeOutcomes = ['NO_REFUND', 'PARTIAL_REFUND', 'FULL_REFUND'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];
export type DisputeSummary = z.infer<typeof opsDisputesResponseSchema>['data'][number];

export const disputesKey = ['ops', 'disputes'] as const;

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export const disputesQueryOptions = (status: string, client: KyInstance = api) =>
  queryOptions({
    queryKey: [...disputesKey, 'list', status],
    queryFn: async ({ signal }): Promise<DisputeSummary[]> =>
      (await opsGet(`ops/disputes${queryString({ status })}`, opsDisputesResponseSchema, signal, client))
        .data,
  });

export const disputeQueryOptions = (disputeId: string) =>
  queryOptions({
    queryKey: [...disputesKey, 'one', disputeId],
    queryFn: async ({ signal }): Promise<OpsDispute> =>
      (await opsGet(`ops/disputes/${encodeURIComponent(disputeId)}`, opsDisputeResponseSchema, signal)).data,
  });

/** Words, a photo (a data URL) or both, as Callout. */
export const sendDisputeMessage = (disputeId: string, message: string, picture: string | null = null) =>
  opsPost(`ops/disputes/${encodeURIComponent(disputeId)}/messages`, {
    Message: message,
    ...(picture ? { ImageData: picture } : {}),
  });

export interface DecisionInput {
  outcome: DisputeOutcome;
  /** Pounds and pence, for a partial refund. */
  amount: string;
  reverseShare: boolean;
  note: string;
}

export const decideDispute = (disputeId: string, decision: DecisionInput) =>
  opsPost(`ops/disputes/${encodeURIComponent(disputeId)}/decide`, {
    outcome: decision.outcome,
    amount: decision.outcome === 'PARTIAL_REFUND' ? decision.amount : '',
    reverseshare: String(decision.reverseShare),
    note: decision.note,
  });
