// Which payouts' statements are due, marked mailed in the statement that reads them (payouts.statement_mailed_at),
// so the mail queued in the same transaction (payout-statements.ts) goes out once per payout.
import type { Queryable } from '../../infra/db/database';

/** A batch still running after this long has crashed (its lease lasts 30 minutes, renewed as it goes). */
const overdueAfterMinutes = 60;

export type Which =
  | { payoutId: number }
  | { batchId: string }
  /** Sent over an hour ago by a batch that never finished; none while the batch's lease is held. */
  | { overdueUnlessLeased: string };

export interface MarkedRow {
  provider_id: string;
  order_id: string;
  product_name: string;
  currency: string;
  fee_minor: number;
  transferred_minor: number;
  paid_at: Date | string;
  email: string | null;
  language: string | null;
}

function condition(which: Which): [string, unknown[]] {
  if ('overdueUnlessLeased' in which) {
    return [
      `po.paid_at < now() - make_interval(mins => $1)
       AND NOT EXISTS (SELECT 1 FROM job_leases WHERE name = $2 AND expires_at > now())`,
      [overdueAfterMinutes, which.overdueUnlessLeased],
    ];
  }
  return 'payoutId' in which ? ['po.id = $1', [which.payoutId]] : ['po.batch_id = $1', [which.batchId]];
}

/** Marks the payouts sent and not yet stated as stated, and reads them with their provider's address. */
export async function markStatementsMailed(tx: Queryable, which: Which): Promise<MarkedRow[]> {
  const [where, params] = condition(which);
  return tx.query<MarkedRow>(
    `WITH stated AS (
       UPDATE payouts po SET statement_mailed_at = now()
       WHERE po.transfer_id IS NOT NULL AND po.statement_mailed_at IS NULL AND ${where}
       RETURNING po.id, po.provider_id, po.order_id, po.currency, po.fee_minor, po.transferred_minor, po.paid_at)
     SELECT s.provider_id, s.order_id, o.product_name, s.currency, s.fee_minor, s.transferred_minor, s.paid_at,
       a.email, a.language
     FROM stated s JOIN orders o ON o.id = s.order_id JOIN accounts a ON a.id = s.provider_id
     ORDER BY s.paid_at, s.id`,
    params,
  );
}
