// What the payout sweep (payout-sweep.ts) looks for: refunds noted and left unfinished, and payouts with a
// money move left undone, a batch at a time.
import type { Queryable } from '../../infra/db/database';

const batchSize = 50;

/** Refunds on this gateway still started `graceSeconds` after they were noted, oldest first. */
export function refundsLeftStarted(
  db: Queryable,
  gatewayKind: string,
  graceSeconds: number,
): Promise<{ id: string }[]> {
  return db.query<{ id: string }>(
    `SELECT r.id FROM payment_refunds r JOIN payments p ON p.id = r.payment_id
     WHERE r.status = 'started' AND p.gateway = $1 AND r.created_at < now() - make_interval(secs => $2)
     ORDER BY r.created_at LIMIT ${batchSize}`,
    [gatewayKind, graceSeconds],
  );
}

/**
 * Payouts on this gateway ($1) with a call noted and not recorded, a transfer a refund has outgrown, or an
 * INSTANT payout owed to a ready account, left alone for $2 seconds.
 */
export const payoutsLeftUnsettledQuery = `SELECT po.id FROM payouts po JOIN payments p ON p.id = po.payment_id
   LEFT JOIN payout_accounts pa ON pa.provider_id = po.provider_id
   WHERE p.gateway = $1 AND (
     -- Spelt so each arm matches a partial index (migration 1922) and is estimated as the few rows it is:
     -- coalesce(transfer_started_at, reversal_started_at) < …, and amounts compared by their difference.
     po.transfer_started_at < now() - make_interval(secs => $2)
     OR (po.transfer_started_at IS NULL AND po.reversal_started_at < now() - make_interval(secs => $2))
     OR (po.transfer_id IS NOT NULL AND po.transferred_minor - po.amount_minor > 0 AND po.reversal_key IS NULL)
     OR (po.schedule = 'INSTANT' AND po.status = 'pending' AND po.transfer_id IS NULL AND po.transfer_key IS NULL
       AND po.transferred_minor - po.amount_minor < 0 AND pa.ready AND pa.gateway = $1
       AND po.updated_at < now() - make_interval(secs => $2)))
   ORDER BY po.id LIMIT ${batchSize}`;

/**
 * Payouts on this gateway with a call noted and not recorded, a transfer a refund has outgrown, or an
 * INSTANT payout owed to a ready account and left alone for `graceSeconds`.
 */
export function payoutsLeftUnsettled(
  db: Queryable,
  gatewayKind: string,
  graceSeconds: number,
): Promise<{ id: number }[]> {
  return db.query<{ id: number }>(payoutsLeftUnsettledQuery, [gatewayKind, graceSeconds]);
}
