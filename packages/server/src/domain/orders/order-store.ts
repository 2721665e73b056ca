// Reading orders: one row type for an order with its shipping details, and the payment statuses it uses.

import type { PayRate } from '@callout/contracts/fields';
import type { OrderStatus } from '@callout/contracts/orders';
import type { Queryable } from '../../infra/db/database';
import { londonTimeSql } from '../../infra/db/london-day';
import type { Row } from '../../infra/db/row';
import type { Tables } from '../../infra/db/schema.generated';

/** Payment statuses an order can show (spec: shown as-is; COMPLETED and PENDING ORDER drive the page). */
export const orderPaymentStatus = {
  /** PER JOB, not paid yet. */
  awaiting: 'AWAITING PAYMENT',
  /** PER HOUR: paid after completion. */
  pendingOrder: 'PENDING ORDER',
  /** The card payment is secured (held or captured); the customer has nothing left to pay. */
  completed: 'COMPLETED',
  /** A hold released after cancelling. */
  released: 'RELEASED',
  refunded: 'REFUNDED',
} as const;

/**
 * An order with its shipping, as orderSelect reads it: `price` and `amount_due` are numeric, so text (read
 * them with Number()); `scheduled_on` is YYYY-MM-DD and `created_at` ISO 8601 in UTC.
 */
export type OrderRow = Row<
  Tables['orders'],
  | 'id'
  | 'customer_id'
  | 'provider_id'
  | 'product_id'
  | 'product_name'
  | 'category'
  | 'specific'
  | 'currency'
  | 'price'
  | 'amount_due'
  | 'cancel_charge_minor'
  | 'payment_status',
  { request_mode: 'DIRECT' | 'BID'; pay_rate: PayRate; status: OrderStatus; created_at: string }
> &
  Row<
    Tables['order_shipping'],
    'zip_code' | 'address' | 'lat' | 'lng',
    // The arrival window, HH:MM in London; null for a booking with only a date (any time that day).
    { scheduled_on: string; window_start: string | null; window_end: string | null }
  >;

/** ISO 8601 text in UTC, so no driver turns timestamps into local-time Date objects. */
export const isoTimestamp = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const orderSelect = `SELECT o.id, o.customer_id, o.provider_id, o.request_mode, o.product_id, o.product_name, o.category,
    o.specific, o.currency, o.price, o.pay_rate, o.amount_due, o.cancel_charge_minor, o.status, o.payment_status,
    s.zip_code, s.address, s.lat, s.lng, to_char(s.scheduled_on, 'YYYY-MM-DD') AS scheduled_on,
    ${londonTimeSql('s.window_starts')} AS window_start, ${londonTimeSql('s.window_ends')} AS window_end,
    ${isoTimestamp('o.created_at')} AS created_at
  FROM orders o JOIN order_shipping s ON s.order_id = o.id`;

/**
 * One order, or null. `lock` takes a row lock until the transaction ends, so two concurrent calls
 * (double click, two devices) decide one after the other.
 */
export async function findOrder(db: Queryable, orderId: string, lock = false): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(`${orderSelect} WHERE o.id = $1${lock ? ' FOR UPDATE OF o' : ''}`, [
    orderId,
  ]);
  return row ?? null;
}

/** What a PER JOB order costs, or a PER HOUR order once ended and priced; null while unknown. */
export function amountDue(order: Pick<OrderRow, 'pay_rate' | 'price' | 'amount_due'>): number | null {
  if (order.amount_due !== null) return Number(order.amount_due);
  return order.pay_rate === 'PER JOB' ? Number(order.price) : null;
}

/** Cancelled by its customer after the job started, with a charge the customer pays. */
export const owesCancelCharge = (order: Pick<OrderRow, 'status' | 'cancel_charge_minor'>): boolean =>
  order.status === 'CANCELLED' && (order.cancel_charge_minor ?? 0) > 0;

/** Whether order `orderId` exists. */
export async function orderExists(db: Queryable, orderId: string): Promise<boolean> {
  const [order] = await db.query<{ id: string }>('SELECT id FROM orders WHERE id = $1', [orderId]);
  return order !== undefined;
}
