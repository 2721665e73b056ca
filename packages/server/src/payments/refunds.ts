// Refunding part or all of a captured payment, with the provider's share taken back in proportion: from the
// payout still pending, or by reversing the transfer already made (payouts/payout-transfers.ts). Built for
// operators' refunds (issue 19, item 4: the /api/ops route, the CLI and the customer's mail sit on top).
// Crash-safe like every money move here: the refund is noted first (payment_refunds, status started), the
// gateway is asked with the key callout-refund-<id>, and only then is it counted, in one transaction with
// the payout's share; a refund left started is finished by the sweeper with the same key.
import type { Database } from '../db/database';
import { newPublicId } from '../orders/order-ids';
import { takeRefundFromPayout } from '../payouts/payout-ledger';
import { settlePayout } from '../payouts/payout-transfers';
import { GatewayError, type PaymentGateway } from './gateway';

export interface RefundRequest {
  amountMinor: number;
  reason: string;
  /** The operator who asked. */
  requestedBy?: string | null;
  /** The caller's idempotency key: the same key again is the same refund. */
  requestKey?: string | null;
}

export type RefundOutcome =
  | { kind: 'done'; refundId: string }
  /** The gateway could not be reached: the sweeper finishes it. */
  | { kind: 'deferred'; refundId: string }
  | { kind: 'refused'; refundId: string | null; reason: string };

export const refundMessages = {
  nothingCaptured: 'There is no captured payment on this order to refund.',
  tooMuch: (leftMinor: number) =>
    `A refund can never exceed what was captured less earlier refunds (${leftMinor} pence are left).`,
  otherGateway: 'This order was paid through another gateway than the one now configured.',
} as const;

interface RefundRow {
  id: string;
  order_id: string;
  amount_minor: number;
  status: 'started' | 'done' | 'refused';
  intent_id: string;
  failure_reason: string | null;
}

const refundKey = (refundId: string) => `callout-refund-${refundId}`;

/** Notes the refund under the order's lock, checked against what is left, then has the gateway make it. */
export async function refundPayment(
  db: Database,
  gateway: PaymentGateway,
  orderId: string,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const noted = await db.transaction(async (tx): Promise<RefundOutcome | string> => {
    if (request.requestKey) {
      const [earlier] = await tx.query<{ id: string }>(
        'SELECT id FROM payment_refunds WHERE request_key = $1',
        [request.requestKey],
      );
      if (earlier) return earlier.id;
    }
    await tx.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
    const [payment] = await tx.query<{ id: string; gateway: string; left: number }>(
      `SELECT p.id, p.gateway, p.amount_captured_minor - p.amount_refunded_minor
         - coalesce((SELECT sum(r.amount_minor) FROM payment_refunds r
                     WHERE r.payment_id = p.id AND r.status = 'started'), 0)::int AS left
       FROM payments p WHERE p.order_id = $1 AND p.status = 'succeeded'
       ORDER BY p.created_at DESC, p.id DESC LIMIT 1`,
      [orderId],
    );
    if (!payment) return { kind: 'refused', refundId: null, reason: refundMessages.nothingCaptured };
    if (payment.gateway !== gateway.kind)
      return { kind: 'refused', refundId: null, reason: refundMessages.otherGateway };
    if (request.amountMinor > payment.left) {
      return { kind: 'refused', refundId: null, reason: refundMessages.tooMuch(Math.max(0, payment.left)) };
    }
    const id = newPublicId('RF');
    await tx.query(
      `INSERT INTO payment_refunds (id, order_id, payment_id, amount_minor, reason, requested_by, request_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        orderId,
        payment.id,
        request.amountMinor,
        request.reason,
        request.requestedBy ?? null,
        request.requestKey ?? null,
      ],
    );
    return id;
  });
  return typeof noted === 'string' ? finishRefund(db, gateway, noted) : noted;
}

/**
 * Asks the gateway for a noted refund and counts it once done. Safe to repeat. `resumed`: the refund was
 * noted by an earlier call that stopped (the sweeper finishing it), so the gateway is checked for it first.
 */
export async function finishRefund(
  db: Database,
  gateway: PaymentGateway,
  refundId: string,
  resumed = false,
): Promise<RefundOutcome> {
  const [refund] = await db.query<RefundRow>(
    `SELECT r.id, r.order_id, r.amount_minor, r.status, r.failure_reason, p.intent_id
     FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE r.id = $1`,
    [refundId],
  );
  if (!refund) return { kind: 'refused', refundId: null, reason: refundMessages.nothingCaptured };
  if (refund.status === 'refused') return { kind: 'refused', refundId, reason: refund.failure_reason ?? '' };
  if (refund.status === 'started') {
    try {
      // Made already by a call whose answer was lost? Then it is only counted.
      const made =
        resumed &&
        (await gateway.listRefunds(refund.intent_id)).some((r) => r.idempotencyKey === refundKey(refund.id));
      if (!made) await gateway.refund(refund.intent_id, refund.amount_minor, refundKey(refund.id));
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      if (error.unreachable) return { kind: 'deferred', refundId };
      await db.query(
        `UPDATE payment_refunds SET status = 'refused', failure_reason = $2, done_at = now()
         WHERE id = $1 AND status = 'started'`,
        [refundId, error.message],
      );
      return { kind: 'refused', refundId, reason: error.message };
    }
    await countRefund(db, refund);
  }
  // Done (now or earlier): reverse what the provider had been sent beyond their share, if anything.
  const [payout] = await db.query<{ id: number }>('SELECT id FROM payouts WHERE order_id = $1', [
    refund.order_id,
  ]);
  if (payout) await settlePayout(db, gateway, payout.id);
  return { kind: 'done', refundId };
}

/** The gateway has refunded: counted on the payment and taken from the payout together, once. */
async function countRefund(db: Database, refund: RefundRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [refund.order_id]);
    const [done] = await tx.query<{ payment_id: string }>(
      `UPDATE payment_refunds SET status = 'done', done_at = now() WHERE id = $1 AND status = 'started'
       RETURNING payment_id`,
      [refund.id],
    );
    if (!done) return;
    await tx.query(
      'UPDATE payments SET amount_refunded_minor = amount_refunded_minor + $2, updated_at = now() WHERE id = $1',
      [done.payment_id, refund.amount_minor],
    );
    await takeRefundFromPayout(tx, refund.order_id, refund.amount_minor);
  });
}
