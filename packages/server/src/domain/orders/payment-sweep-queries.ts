// Which orders the payment sweeper (payment-sweeper.ts) has something to settle for: the latest payment of
// each, a batch at a time, oldest change first. Only orders noted in orders_to_settle are read (kept by
// triggers, migration 1950), so a round costs the money in flight, not every order ever placed.
import type { Queryable } from '../../infra/db/database';

const batchSize = 50;

export interface Candidate {
  order_id: string;
  order_status: string;
  intent_status: string;
  /** A late cancellation's charge (cancellation-policy.ts), kept when the rest goes back. */
  cancel_charge_minor: number | null;
}

// What the sweeper has to do for order `o` and its latest payment `p`, when the payment is gateway $1's, a
// hold is older than $2 hours and a finished order was last changed more than $3 seconds ago. With $1, $2
// and $3 null: whether it has (or will have, as time passes) anything to do at all.
const dueCondition = `($1::text IS NULL OR p.gateway = $1) AND (
    (p.status = 'requires_capture' AND (
      (o.status IN ('NEW ORDER', 'SCHEDULED', 'IN-PROGRESS') AND o.payment_status = 'COMPLETED'
        AND ($2::int IS NULL OR o.paid_at < now() - make_interval(hours => $2)))
      -- A release begun by an earlier sweep that the gateway did not finish.
      OR (o.status IN ('NEW ORDER', 'SCHEDULED') AND p.cancel_key IS NOT NULL)
      OR (o.status IN ('COMPLETED', 'CANCELLED') AND ${settledBefore('$3')})))
    -- Cancelled: captured money goes back, all of it, or all but a late cancellation's charge.
    OR (o.status = 'CANCELLED' AND p.status = 'succeeded'
      AND p.amount_captured_minor - p.amount_refunded_minor > coalesce(o.cancel_charge_minor, 0)
      AND ${settledBefore('$3')})
    -- Released at the gateway, but a crash came before the order was marked so (before releasePayment
    -- recorded both in one transaction, the order could be left showing paid).
    OR (o.status = 'CANCELLED' AND o.payment_status = 'COMPLETED' AND p.status = 'canceled'
      AND o.cancel_charge_minor IS NULL AND ${settledBefore('$3')})
    OR ((o.status = 'COMPLETED' OR (o.status = 'CANCELLED' AND o.cancel_charge_minor > 0))
      AND p.status = 'succeeded' AND ${settledBefore('$3')}
      AND NOT EXISTS (SELECT 1 FROM payouts po WHERE po.order_id = o.id)))`;

function settledBefore(graceSeconds: string): string {
  return `(${graceSeconds}::int IS NULL OR o.updated_at < now() - make_interval(secs => ${graceSeconds}))`;
}

const latestPayment =
  'SELECT * FROM payments WHERE order_id = o.id ORDER BY created_at DESC, id DESC LIMIT 1';

const candidatesQuery = `
  SELECT o.id AS order_id, o.status AS order_status, p.status AS intent_status, o.cancel_charge_minor
  FROM orders_to_settle t
  JOIN orders o ON o.id = t.order_id
  JOIN LATERAL (${latestPayment}) p ON true
  WHERE ${dueCondition}
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

// The noted orders with nothing left to do, whatever the gateway or the time, removed unless a change noted
// them again since this statement's snapshot: that change holds the row, so the delete waits for it and then
// finds `touches` moved on (PostgreSQL rechecks a changed row against the new version).
const forgetSettledQuery = `
  WITH gone AS (
  DELETE FROM orders_to_settle t
  USING (SELECT t.order_id, t.touches
         FROM orders_to_settle t
         JOIN orders o ON o.id = t.order_id
         LEFT JOIN LATERAL (${latestPayment}) p ON true
         WHERE NOT coalesce(${dueCondition}, false)) settled
  WHERE t.order_id = settled.order_id AND t.touches = settled.touches
  RETURNING 1)
  SELECT count(*)::int AS n FROM gone`;

/** Drops the noted orders whose money is settled, so the next rounds do not read them again. */
export async function forgetSettledOrders(db: Queryable): Promise<number> {
  const [gone] = await db.query<{ n: number }>(forgetSettledQuery, [null, null, null]);
  return gone?.n ?? 0;
}
