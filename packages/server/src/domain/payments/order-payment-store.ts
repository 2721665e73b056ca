// The order's side of its payment, as payments reads and writes it: its payment status, its cancellation
// charge, the lock a money move takes on it, and who a refund is told to.

import type { OrderStatus } from '@callout/contracts/orders';
import type { Queryable } from '../../infra/db/database';

/** Takes the order's row lock until the transaction ends, so money moves on one order go one at a time. */
export async function lockOrder(tx: Queryable, orderId: string): Promise<void> {
  await tx.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
}

/** The payment is secured: the order shows it paid and moves on to `status`. */
export async function markOrderPaid(
  tx: Queryable,
  orderId: string,
  paymentStatus: string,
  status: OrderStatus,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET payment_status = $2, status = $3, paid_at = now(), updated_at = now() WHERE id = $1`,
    [orderId, paymentStatus, status],
  );
}

/** Sets the order's payment status to `to`, only while it is still `from`. */
export async function movePaymentStatus(
  tx: Queryable,
  orderId: string,
  to: string,
  from: string,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET payment_status = $2, updated_at = now() WHERE id = $1 AND payment_status = $3`,
    [orderId, to, from],
  );
}

export async function paymentStatusOf(db: Queryable, orderId: string): Promise<string | null> {
  const [order] = await db.query<{ payment_status: string }>(
    'SELECT payment_status FROM orders WHERE id = $1',
    [orderId],
  );
  return order?.payment_status ?? null;
}

/** The charge of a cancelled order (minor units) and how it is paid for, or null without the order. */
export async function cancelChargeOf(
  db: Queryable,
  orderId: string,
): Promise<{ charge: number; pay_rate: string } | null> {
  const [order] = await db.query<{ charge: number; pay_rate: string }>(
    'SELECT cancel_charge_minor AS charge, pay_rate FROM orders WHERE id = $1',
    [orderId],
  );
  return order ?? null;
}

/** Who a refund on the order is told to: its customer (null address once deleted) and its provider. */
export interface RefundedOrder {
  customer_id: string;
  customer_email: string | null;
  provider_id: string | null;
  product_name: string;
}

export async function refundedOrder(tx: Queryable, orderId: string): Promise<RefundedOrder | null> {
  const [order] = await tx.query<RefundedOrder>(
    `SELECT o.customer_id, c.email AS customer_email, o.provider_id, o.product_name
     FROM orders o JOIN accounts c ON c.id = o.customer_id WHERE o.id = $1`,
    [orderId],
  );
  return order ?? null;
}
