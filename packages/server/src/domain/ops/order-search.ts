// The operator's order search and one order's story: the timeline is rebuilt from what
// the server keeps (the order's own times, its payments, refunds and payouts) plus the audit log.

import type {
  OpsOrderDetail,
  OpsOrderSummary,
  ordersQuerySchema,
  TimelineEvent,
} from '@callout/contracts/ops-people';
import { opsOrdersPageSize, opsPeopleMessages } from '@callout/contracts/ops-people';
import { ApiError } from '../../errors';
import type { Queryable } from '../../infra/db/database';
import { type KeysetPage, keysetPage } from '../../infra/db/keyset';
import { listAudit } from './audit-log-store';
import {
  type OrderTimes,
  orderMoney,
  orderPageRows,
  orderWithTimes,
  payoutRows,
  refundRows,
  type SummaryRow,
} from './order-search-queries';

type OrdersQuery = ReturnType<typeof ordersQuerySchema.parse>;

export const toSummary = (row: SummaryRow): OpsOrderSummary => ({
  OrderID: row.id,
  Created: row.created,
  Status: row.status,
  PaymentStatus: row.payment_status,
  Product: row.product_name,
  Currency: row.currency,
  Price: Number(row.price),
  CustomerID: row.customer_id,
  CustomerEmail: row.customer_email,
  ProviderID: row.provider_id,
  ProviderEmail: row.provider_email,
});

/** A page of the console's order list, newest first, from where `before` left off. */
export async function searchOrders(db: Queryable, query: OrdersQuery): Promise<KeysetPage<OpsOrderSummary>> {
  const rows = await orderPageRows(db, query, opsOrdersPageSize);
  const page = keysetPage(rows, opsOrdersPageSize);
  return { rows: page.rows.map(toSummary), next: page.next };
}

const pounds = (minor: number | string | null) => (minor === null ? null : Number(minor) / 100);

function orderEvents(order: OrderTimes, price: number): TimelineEvent[] {
  const event = (
    At: string | null,
    Kind: string,
    Amount: number | null = null,
    Detail: string | null = null,
  ) => (At ? [{ At, Kind, Amount, Detail }] : []);
  return [
    ...event(order.created, 'created', price),
    ...event(order.accepted, 'accepted'),
    ...event(order.paid, 'paid', order.amount_due === null ? price : Number(order.amount_due)),
    ...event(order.started, 'started'),
    ...event(order.ended, 'ended'),
    ...event(order.cancelled, 'cancelled', null, order.cancelled_by ? `by ${order.cancelled_by}` : null),
  ];
}

async function refundEvents(db: Queryable, orderId: string): Promise<TimelineEvent[]> {
  const rows = await refundRows(db, orderId);
  const kinds: Record<string, string> = {
    done: 'refunded',
    started: 'refund-started',
    refused: 'refund-refused',
  };
  return rows.map((row) => ({
    At: row.at,
    Kind: kinds[row.status] ?? `refund-${row.status}`,
    Amount: pounds(row.amount_minor),
    Detail: row.detail,
  }));
}

async function payoutEvents(db: Queryable, orderId: string): Promise<TimelineEvent[]> {
  const rows = await payoutRows(db, orderId);
  const kinds: Record<string, string> = {
    paid: 'paid-out',
    pending: 'payout-due',
    failed: 'payout-failed',
    reversed: 'payout-reversed',
  };
  return rows.map((row) => ({
    At: row.at,
    Kind: kinds[row.status] ?? `payout-${row.status}`,
    Amount: pounds(row.amount_minor),
    Detail: row.detail,
    ...(row.held_reason ? { HeldReason: row.held_reason } : {}),
  }));
}

export async function orderDetail(db: Queryable, orderId: string): Promise<OpsOrderDetail> {
  const row = await orderWithTimes(db, orderId);
  if (!row) throw new ApiError(404, opsPeopleMessages.orderNotFound);
  const { captured, refunded } = await orderMoney(db, orderId);
  const summary = toSummary(row);
  const timeline = [
    ...orderEvents(row, summary.Price),
    ...(await refundEvents(db, orderId)),
    ...(await payoutEvents(db, orderId)),
  ].sort((a, b) => a.At.localeCompare(b.At));
  return {
    ...summary,
    PayRate: row.pay_rate,
    AmountDue: row.amount_due === null ? null : Number(row.amount_due),
    Captured: captured / 100,
    Refunded: refunded / 100,
    Refundable: Math.max(captured - refunded, 0) / 100,
    Timeline: timeline,
    Audit: await listAudit(db, { subject: { type: 'order', id: orderId } }),
  };
}
