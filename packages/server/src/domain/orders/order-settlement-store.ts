// The order's payment status as settling its money changes it (order-settlement.ts decides when): marked
// unpaid again when a card hold is lost or released, so the order shows Make Payment.
import type { Queryable } from '../../infra/db/database';
import { orderPaymentStatus } from './order-store';

/** The order shows Make Payment again (a PER JOB order neither COMPLETED nor PENDING ORDER). */
export async function markUnpaid(db: Queryable, orderId: string): Promise<void> {
  await db.query(
    `UPDATE orders SET payment_status = $2, paid_at = NULL, updated_at = now()
     WHERE id = $1 AND payment_status = $3 AND status <> 'CANCELLED'`,
    [orderId, orderPaymentStatus.awaiting, orderPaymentStatus.completed],
  );
}

/** The order's status under its row lock, or null when another transaction holds the lock (or no order). */
export async function lockStatusIfFree(tx: Queryable, orderId: string): Promise<string | null> {
  const [order] = await tx.query<{ status: string }>(
    'SELECT status FROM orders WHERE id = $1 FOR UPDATE SKIP LOCKED',
    [orderId],
  );
  return order?.status ?? null;
}

/** Before releasing a hold: the order is unpaid, and the payment notes the cancel key the release uses. */
export async function markReleasing(
  tx: Queryable,
  orderId: string,
  paymentId: string,
  cancelKey: string,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET payment_status = $2, paid_at = NULL, updated_at = now() WHERE id = $1 AND payment_status = $3`,
    [orderId, orderPaymentStatus.awaiting, orderPaymentStatus.completed],
  );
  await tx.query('UPDATE payments SET cancel_key = $2, updated_at = now() WHERE id = $1', [
    paymentId,
    cancelKey,
  ]);
}

/** Undoes a re-confirmation of a hold that is now released: paid again on a canceled payment becomes unpaid. */
export async function unmarkPaidOnReleasedHold(db: Queryable, orderId: string): Promise<void> {
  await db.query(
    `UPDATE orders o SET payment_status = $2, paid_at = NULL, updated_at = now()
     WHERE o.id = $1 AND o.payment_status = $3 AND o.status IN ('NEW ORDER', 'SCHEDULED', 'IN-PROGRESS')
       AND (SELECT p.status FROM payments p WHERE p.order_id = o.id ORDER BY p.created_at DESC, p.id DESC LIMIT 1)
         = 'canceled'`,
    [orderId, orderPaymentStatus.awaiting, orderPaymentStatus.completed],
  );
}
