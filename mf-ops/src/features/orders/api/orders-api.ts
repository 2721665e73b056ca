// Orders: the search, one order's page with its timeline, and the refund call (POST
// /api/ops/orders/:id/refund with { amount, reason }: pounds with two decimals; no amount = all that is left).
import {
  type OpsOrderDetail,
  type OpsOrderSummary,
  orderDetailResponseSchema,
  orderStatusFilter,
  ordersResponseSchema,
} from '@callout/contracts/ops-people';
import { api } from '@callout/module-kit/api';
import { queryOptions } from '@callout/query';
import type { KyInstance } from 'ky';
import { opsGet, opsPost, queryString } from '../../../api/ops-call';

export const orderStatuses = orderStatusFilter;
export const ordersKey = ['ops', 'orders'] as const;

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export const ordersQueryOptions = (status: string, search: string, client: KyInstance = api) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', status, search],
    queryFn: async ({ signal }): Promise<OpsOrderSummary[]> =>
      (await opsGet(`ops/orders${queryString({ status, search })}`, ordersResponseSchema, signal, client))
        .data,
  });

export const orderQueryOptions = (orderId: string, client: KyInstance = api) =>
  queryOptions({
    queryKey: [...ordersKey, 'one', orderId],
    queryFn: async ({ signal }): Promise<OpsOrderDetail> =>
      (await opsGet(`ops/orders/${encodeURIComponent(orderId)}`, orderDetailResponseSchema, signal, client))
        .data,
  });

/** `key` is the same for a retry of one refund, so the server never pays it twice (Idempotency-Key). */
export const refundOrder = (orderId: string, refund: { amount: string; reason: string }, key: string) =>
  opsPost(
    `ops/orders/${encodeURIComponent(orderId)}/refund`,
    { ...(refund.amount ? { amount: refund.amount } : {}), reason: refund.reason },
    { 'Idempotency-Key': key },
  );
