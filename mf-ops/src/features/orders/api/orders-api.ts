// Orders: the search (a page at a time, newest first), one order's page with its timeline, and the refund call (POST
// /api/ops/orders/:id/refund with { amount, reason }: pounds with two decimals; no amount = all that is left).
import {
  type OpsOrderDetail,
  type OpsOrderSummary,
  orderDetailResponseSchema,
  orderStatusFilter,
  ordersResponseSchema,
} from '@callout/contracts/ops-people';
import { api } from '@callout/module-kit/api';
import { infiniteQueryOptions, queryOptions } from '@callout/query';
import type { KyInstance } from 'ky';
import { opsGet, opsPost, queryString } from '../../../api/ops-call';

export const orderStatuses = orderStatusFilter;
export const ordersKey = ['ops', 'orders'] as const;

/** A page of the list; `next` asks for the one after it, null on the last. */
export interface OrdersPage {
  orders: OpsOrderSummary[];
  next: string | null;
}

/**
 * The pages loaded so far, newest first, each asked with the `Next` of the one before (none for the first,
 * asked as it always was); asked again (focus, a change), they are read again from the first. `client`: the
 * module's own, or the server's when it renders the page (app/server-render.tsx).
 */
export const ordersQueryOptions = (status: string, search: string, client: KyInstance = api) =>
  infiniteQueryOptions({
    queryKey: [...ordersKey, 'list', status, search],
    queryFn: async ({ signal, pageParam }): Promise<OrdersPage> => {
      const path = `ops/orders${queryString({ status, search, before: pageParam })}`;
      const answer = await opsGet(path, ordersResponseSchema, signal, client);
      return { orders: answer.data, next: answer.Next ?? null };
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** The loaded pages' orders in one list; an order shown on two pages (made while paging) shows once. */
export function pagesOrders(pages: readonly OrdersPage[] | undefined): OpsOrderSummary[] {
  const seen = new Set<string>();
  return (pages ?? [])
    .flatMap((page) => page.orders)
    .filter((row) => !seen.has(row.OrderID) && seen.add(row.OrderID));
}

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
