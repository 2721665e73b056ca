// What settling an ended dispute reads and notes (dispute-money.ts makes the refund and the payout): the
// dispute's decision, and the refund made for it or why none could be.
import type { Queryable } from '../../../infra/db/database';

export interface EndedDispute {
  id: string;
  order_id: string;
  status: string;
  refund_minor: number | null;
  refund_id: string | null;
  refund_failure: string | null;
  provider_share_reversed: boolean | null;
  decided_by: string | null;
  decision_note: string | null;
  offer_status: string | null;
}

export async function findEndedDispute(db: Queryable, disputeId: string): Promise<EndedDispute | null> {
  const [dispute] = await db.query<EndedDispute>(
    `SELECT id, order_id, status, refund_minor, refund_id, refund_failure, provider_share_reversed, decided_by,
       decision_note, offer_status FROM disputes WHERE id = $1`,
    [disputeId],
  );
  return dispute ?? null;
}

/** No refund could be noted for the dispute; its payout is no longer held for one. */
export async function noteRefundFailure(db: Queryable, disputeId: string, reason: string): Promise<void> {
  await db.query('UPDATE disputes SET refund_failure = $2, updated_at = now() WHERE id = $1', [
    disputeId,
    reason,
  ]);
}

/** The refund made for the dispute; the first one noted stays. */
export async function noteRefund(db: Queryable, disputeId: string, refundId: string): Promise<void> {
  await db.query(
    'UPDATE disputes SET refund_id = $2, updated_at = now() WHERE id = $1 AND refund_id IS NULL',
    [disputeId, refundId],
  );
}

/** Ended disputes whose refund a crash left unmade, for the payout sweep. */
export async function disputesToSettle(db: Queryable, graceSeconds: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM disputes
     WHERE status <> 'OPEN' AND coalesce(refund_minor, 0) > 0 AND refund_id IS NULL AND refund_failure IS NULL
       AND updated_at < now() - make_interval(secs => $1)
     ORDER BY updated_at LIMIT 50`,
    [graceSeconds],
  );
  return rows.map((row) => row.id);
}
