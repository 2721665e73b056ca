// Which orders the payment sweeper (payment-sweeper.ts) has something to settle for: the latest payment of
// each, a batch at a time, oldest change first.
import type { Queryable } from '../../infra/db/database';

const batchSize = 50;

export interface Candidate {
  order_id: string;
  order_status: string;
  intent_status: string;
  /** A late cancellation's charge (cancellation-policy.ts), kept when the rest goes back. */
  cancel_charge_minor: number | null;
}

// The latest payment of each order, when it is this gateway's and still needs something done.
const candidatesQuery = `
  SELECT o.id AS order_id, o.status AS order_status, p.status AS intent_status, o.cancel_charge_minor
  FROM orders o
  JOIN LATERAL (SELECT * FROM payments WHERE order_id = o.id ORDER BY created_at DESC, id DESC LIMIT 1) p ON true
  WHERE p.gateway = $1 AND (
    (p.status = 'requires_capture' AND (
      (o.status IN ('NEW ORDER', 'SCHEDULED', 'IN-PROGRESS') AND o.payment_status = 'COMPLETED'
        AND o.paid_at < now() - make_interval(hours => $2))
      -- A release begun by an earlier sweep that the gateway did not finish.
      OR (o.status IN ('NEW ORDER', 'SCHEDULED') AND p.cancel_key IS NOT NULL)
      OR (o.status IN ('COMPLETED', 'CANCELLED') AND o.updated_at < now() - make_interval(secs => $3))))
    -- Cancelled: captured money goes back, all of it, or all but a late cancellation's charge.
    OR (o.status = 'CANCELLED' AND p.status = 'succeeded'
      AND p.amount_captured_minor - p.amount_refunded_minor > coalesce(o.cancel_charge_minor, 0)
      AND o.updated_at < now() - make_interval(secs => $3))
    -- Released at the gateway, but a crash came before the order was marked so (before releasePayment
    -- recorded both in one transaction, the order could be left showing paid).
    OR (o.status = 'CANCELLED' AND o.payment_status = 'COMPLETED' AND p.status = 'canceled'
      AND o.cancel_charge_minor IS NULL AND o.updated_at < now() - make_interval(secs => $3))
    OR ((o.status = 'COMPLETED' OR (o.status = 'CANCELLED' AND o.cancel_charge_minor > 0))
      AND p.status = 'succeeded' AND o.updated_at < now() - make_interval(secs => $3)
      AND NOT EXISTS (SELECT 1 FROM payouts po WHERE po.order_id = o.id)))
  ORDER BY o.updated_at
  LIMIT ${batchSize}`;

export function sweepCandidates(
  db: Queryable,
  gatewayKind: string,
  holdMaxAgeHours: number,
  settleGraceSeconds: number,
): Promise<Candidate[]> {
  return db.query<Candidate>(candidatesQuery, [gatewayKind, holdMaxAgeHours, settleGraceSeconds]);
}
