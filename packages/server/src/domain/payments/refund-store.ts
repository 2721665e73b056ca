// Refunds of captured payments (payment_refunds): noted under their request key before the gateway is
// asked, then counted on the payment once made, or marked refused with the gateway's reason (refunds.ts).
import type { Queryable } from '../../infra/db/database';

export interface RefundRow {
  id: string;
  order_id: string;
  amount_minor: number;
  status: 'started' | 'done' | 'refused';
  intent_id: string;
  failure_reason: string | null;
}

export async function refundByRequestKey(
  tx: Queryable,
  requestKey: string,
): Promise<{ id: string; order_id: string; amount_minor: number } | null> {
  const [earlier] = await tx.query<{ id: string; order_id: string; amount_minor: number }>(
    'SELECT id, order_id, amount_minor FROM payment_refunds WHERE request_key = $1',
    [requestKey],
  );
  return earlier ?? null;
}

/** The order's newest captured payment, with what is left to refund (refunds noted and not made counted). */
export async function refundablePayment(
  tx: Queryable,
  orderId: string,
): Promise<{ id: string; gateway: string; currency: string; left: number } | null> {
  const [payment] = await tx.query<{ id: string; gateway: string; currency: string; left: number }>(
    `SELECT p.id, p.gateway, p.currency, p.amount_captured_minor - p.amount_refunded_minor
         - coalesce((SELECT sum(r.amount_minor) FROM payment_refunds r
                     WHERE r.payment_id = p.id AND r.status = 'started'), 0)::int AS left
       FROM payments p WHERE p.order_id = $1 AND p.status = 'succeeded'
       ORDER BY p.created_at DESC, p.id DESC LIMIT 1`,
    [orderId],
  );
  return payment ?? null;
}

/** Notes a refund as started; false when its request key was taken meanwhile (by a copy on another order). */
export async function noteRefund(
  tx: Queryable,
  refund: {
    id: string;
    orderId: string;
    paymentId: string;
    amountMinor: number;
    reason: string;
    requestedBy: string | null;
    requestKey: string | null;
    providerKeeps: boolean;
  },
): Promise<boolean> {
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO payment_refunds (id, order_id, payment_id, amount_minor, reason, requested_by, request_key,
         provider_keeps)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (request_key) DO NOTHING RETURNING id`,
    [
      refund.id,
      refund.orderId,
      refund.paymentId,
      refund.amountMinor,
      refund.reason,
      refund.requestedBy,
      refund.requestKey,
      refund.providerKeeps,
    ],
  );
  return inserted !== undefined;
}

export async function findRefund(db: Queryable, refundId: string): Promise<RefundRow | null> {
  const [refund] = await db.query<RefundRow>(
    `SELECT r.id, r.order_id, r.amount_minor, r.status, r.failure_reason, p.intent_id
     FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE r.id = $1`,
    [refundId],
  );
  return refund ?? null;
}

export async function markRefundRefused(db: Queryable, refundId: string, reason: string): Promise<void> {
  await db.query(
    `UPDATE payment_refunds SET status = 'refused', failure_reason = $2, done_at = now()
         WHERE id = $1 AND status = 'started'`,
    [refundId, reason],
  );
}

/** Marks a started refund done; null when another call counted it first. */
export async function markRefundDone(
  tx: Queryable,
  refundId: string,
): Promise<{
  payment_id: string;
  reason: string;
  requested_by: string | null;
  provider_keeps: boolean;
} | null> {
  const [done] = await tx.query<{
    payment_id: string;
    reason: string;
    requested_by: string | null;
    provider_keeps: boolean;
  }>(
    `UPDATE payment_refunds SET status = 'done', done_at = now() WHERE id = $1 AND status = 'started'
       RETURNING payment_id, reason, requested_by, provider_keeps`,
    [refundId],
  );
  return done ?? null;
}

/** Counts a made refund on its payment: what is refunded in all after it, and the payment's currency. */
export async function addRefundToPayment(
  tx: Queryable,
  paymentId: string,
  amountMinor: number,
): Promise<{ refunded: number; currency: string } | null> {
  const [payment] = await tx.query<{ refunded: number; currency: string }>(
    `UPDATE payments SET amount_refunded_minor = amount_refunded_minor + $2, updated_at = now() WHERE id = $1
       RETURNING amount_refunded_minor AS refunded, currency`,
    [paymentId, amountMinor],
  );
  return payment ?? null;
}

/** Refunds on the order noted and not yet made (or refused). */
export async function startedRefundCount(db: Queryable, orderId: string): Promise<number> {
  const [started] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payment_refunds WHERE order_id = $1 AND status = 'started'`,
    [orderId],
  );
  return started?.n ?? 0;
}
