// What the weekly batch (weekly-payouts.ts) reads: the payouts owed and not yet sent at its cutoff, and how
// many of them a dispute holds back.
import type { Queryable } from '../../infra/db/database';
import { notHeldByDispute } from './payout-transfer-store';

const notHeld = notHeldByDispute('payouts');

/** Payouts on this gateway owed and not held, recorded before `cutoff`, oldest first. */
export function payoutsOwedBefore(
  db: Queryable,
  cutoff: Date,
  gatewayKind: string,
): Promise<{ id: number; provider_id: string; currency: string }[]> {
  return db.query<{ id: number; provider_id: string; currency: string }>(
    `SELECT id, provider_id, currency FROM payouts
       WHERE transfer_id IS NULL AND amount_minor > transferred_minor AND status IN ('pending', 'failed')
         AND created_at < $1 AND payment_id IN (SELECT id FROM payments WHERE gateway = $2)
         AND ${notHeld}
       ORDER BY created_at, id`,
    [cutoff.toISOString(), gatewayKind],
  );
}

/** How many payouts owed before `cutoff` an open dispute (or its refund) holds back. */
export async function payoutsHeldBefore(db: Queryable, cutoff: Date, gatewayKind: string): Promise<number> {
  const [held] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM payouts
       WHERE transfer_id IS NULL AND amount_minor > transferred_minor AND status IN ('pending', 'failed')
         AND created_at < $1 AND payment_id IN (SELECT id FROM payments WHERE gateway = $2)
         AND NOT ${notHeld}`,
    [cutoff.toISOString(), gatewayKind],
  );
  return held?.count ?? 0;
}
