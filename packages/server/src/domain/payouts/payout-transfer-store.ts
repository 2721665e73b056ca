// A payout's gateway calls as its row records them (payout-transfers.ts): the claim read under the row's lock,
// each call noted (key, amount, destination) before it is made, and recorded or refused after, keyed by it.
import type { Queryable } from '../../infra/db/database';
import { heldForSellerDetails } from './hmrc/seller-reminder-store';

/**
 * SQL true while the payout (its table or alias `payouts`) is not held: a customer's open dispute about its
 * order holds the provider's money until the dispute ends, and, when it ends with a refund, until that
 * refund is done (so the transfer is made of what is left, not reversed after).
 */
export const notHeldByDispute = (payouts: string) =>
  `NOT EXISTS (SELECT 1 FROM disputes d WHERE d.order_id = ${payouts}.order_id AND (d.status = 'OPEN'
    OR (coalesce(d.refund_minor, 0) > 0 AND d.refund_failure IS NULL AND NOT EXISTS (
      SELECT 1 FROM payment_refunds r WHERE r.id = d.refund_id AND r.status <> 'started'))))`;

export interface ClaimRow {
  id: number;
  order_id: string;
  currency: string;
  schedule: string;
  status: string;
  amount_minor: number;
  transferred_minor: number;
  reversed_minor: number;
  transfer_id: string | null;
  transfer_attempts: number;
  transfer_key: string | null;
  transfer_amount_minor: number | null;
  transfer_destination: string | null;
  reversals: number;
  reversal_key: string | null;
  reversal_amount_minor: number | null;
  settled_elsewhere: boolean;
  held: boolean;
  held_for_details: boolean;
  held_reason: string | null;
  payment_gateway: string;
  charge_id: string | null;
  account_ref: string | null;
  account_ready: boolean | null;
  account_gateway: string | null;
}

const claimQuery = `
  SELECT po.id, po.order_id, po.currency, po.schedule, po.status, po.amount_minor, po.transferred_minor,
    po.reversed_minor, po.transfer_id, po.transfer_attempts, po.transfer_key, po.transfer_amount_minor,
    po.transfer_destination, po.reversals, po.reversal_key, po.reversal_amount_minor,
    coalesce(po.transfer_started_at, po.reversal_started_at) > now() - make_interval(secs => $2)
      AS settled_elsewhere,
    NOT ${notHeldByDispute('po')} AS held, ${heldForSellerDetails('po')} AS held_for_details, po.held_reason,
    p.gateway AS payment_gateway, p.charge_id, pa.account_ref, pa.ready AS account_ready,
    pa.gateway AS account_gateway
  FROM payouts po
  JOIN payments p ON p.id = po.payment_id
  LEFT JOIN payout_accounts pa ON pa.provider_id = po.provider_id
  WHERE po.id = $1
  FOR UPDATE OF po`;

/** The payout with what its next call needs, locked until the transaction ends; null without it. */
export async function claimPayoutRow(
  tx: Queryable,
  payoutId: number,
  graceSeconds: number,
): Promise<ClaimRow | null> {
  const [row] = await tx.query<ClaimRow>(claimQuery, [payoutId, graceSeconds]);
  return row ?? null;
}

/** Notes a reversal about to be asked for under `key`. */
export async function noteReversal(
  tx: Queryable,
  payoutId: number,
  key: string,
  amountMinor: number,
): Promise<void> {
  await tx.query(
    `UPDATE payouts SET reversals = reversals + 1, reversal_key = $2, reversal_amount_minor = $3,
         reversal_started_at = now(), updated_at = now() WHERE id = $1`,
    [payoutId, key, amountMinor],
  );
}

/** Notes a transfer about to be made under `key`, with the batch that makes it (if any). */
export async function noteTransfer(
  tx: Queryable,
  payoutId: number,
  transfer: { key: string; amountMinor: number; destination: string; batchId: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE payouts SET transfer_attempts = transfer_attempts + 1, transfer_key = $2, transfer_amount_minor = $3,
       transfer_destination = $4, transfer_started_at = now(), batch_id = coalesce($5, batch_id), updated_at = now()
     WHERE id = $1`,
    [payoutId, transfer.key, transfer.amountMinor, transfer.destination, transfer.batchId],
  );
}

/** Keeps why the payout waits (payouts.held_reason). */
export async function setHeldReason(tx: Queryable, payoutId: number, reason: string): Promise<void> {
  await tx.query('UPDATE payouts SET held_reason = $2 WHERE id = $1', [payoutId, reason]);
}

/**
 * Records the transfer noted under `key` as made (`reversedMinor` of it already taken back at the gateway);
 * null when it was recorded already. Returns the payout's reversed total.
 */
export async function recordTransferMade(
  tx: Queryable,
  payoutId: number,
  key: string,
  transfer: { id: string; amountMinor: number },
  reversedMinor: number,
): Promise<{ id: number; reversed_minor: number } | null> {
  const [recorded] = await tx.query<{ id: number; reversed_minor: number }>(
    `UPDATE payouts SET transfer_id = $3, transferred_minor = transferred_minor + $4 - $5,
         reversed_minor = reversed_minor + $5, status = CASE WHEN $5 > 0 THEN 'reversed' ELSE 'paid' END,
         paid_at = now(), failure_reason = NULL, held_reason = NULL, transfer_key = NULL, transfer_amount_minor = NULL,
         transfer_destination = NULL, transfer_started_at = NULL, updated_at = now()
       WHERE id = $1 AND transfer_key = $2 RETURNING id, reversed_minor`,
    [payoutId, key, transfer.id, transfer.amountMinor, reversedMinor],
  );
  return recorded ?? null;
}

/** Records the reversal noted under `key` as made; null when it was recorded already. */
export async function recordReversalMade(
  db: Queryable,
  payoutId: number,
  key: string,
  amountMinor: number,
): Promise<{ reversed_minor: number } | null> {
  const [recorded] = await db.query<{ reversed_minor: number }>(
    `UPDATE payouts SET transferred_minor = transferred_minor - $3, reversed_minor = reversed_minor + $3,
       status = CASE WHEN transferred_minor - $3 = 0 THEN 'reversed' ELSE status END,
       reversal_key = NULL, reversal_amount_minor = NULL, reversal_started_at = NULL, updated_at = now()
     WHERE id = $1 AND reversal_key = $2 RETURNING reversed_minor`,
    [payoutId, key, amountMinor],
  );
  return recorded ?? null;
}

/** The transfer noted under `key` was refused: the payout is failed, still owed. False when not noted so. */
export async function refuseTransfer(
  tx: Queryable,
  payoutId: number,
  key: string,
  reason: string,
): Promise<boolean> {
  const [refused] = await tx.query(
    `UPDATE payouts SET status = 'failed', failure_reason = $3, transfer_key = NULL, transfer_amount_minor = NULL,
         transfer_destination = NULL, transfer_started_at = NULL, updated_at = now()
       WHERE id = $1 AND transfer_key = $2 RETURNING id`,
    [payoutId, key, reason],
  );
  return refused !== undefined;
}

/** The reversal noted under `key` was refused: it is no longer in flight, with the reason kept. */
export async function refuseReversal(
  tx: Queryable,
  payoutId: number,
  key: string,
  reason: string,
): Promise<void> {
  await tx.query(
    `UPDATE payouts SET failure_reason = $3, reversal_key = NULL, reversal_amount_minor = NULL,
       reversal_started_at = NULL, updated_at = now() WHERE id = $1 AND reversal_key = $2`,
    [payoutId, key, reason],
  );
}
