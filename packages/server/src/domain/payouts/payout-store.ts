// The payouts table: one row per settled order, what the platform owes its provider for it and what of
// that has moved (payout-ledger.ts decides the amounts, payout-transfers.ts moves the money, with its own
// statements in payout-transfer-store.ts).
import type { Queryable } from '../../infra/db/database';
import type { Row } from '../../infra/db/row';
import type { Tables } from '../../infra/db/schema.generated';

export type PayoutSchedule = 'INSTANT' | 'WEEKLY';
export type PayoutStatus = 'pending' | 'paid' | 'failed' | 'reversed';

export type PayoutRow = Row<
  Tables['payouts'],
  | 'id'
  | 'order_id'
  | 'payment_id'
  | 'provider_id'
  | 'currency'
  | 'gross_minor'
  | 'fee_basis_points'
  | 'net_minor'
  | 'fee_minor'
  | 'amount_minor'
  | 'refunded_minor'
  | 'transferred_minor'
  | 'reversed_minor'
  | 'kept_refunded_minor'
  | 'covered_minor'
  | 'transfer_id'
  | 'batch_id'
  | 'failure_reason',
  { schedule: PayoutSchedule; status: PayoutStatus }
>;

/** The id of the order's payout, or null when it has none yet. */
export async function payoutIdOfOrder(db: Queryable, orderId: string): Promise<number | null> {
  const [payout] = await db.query<{ id: number }>('SELECT id FROM payouts WHERE order_id = $1', [orderId]);
  return payout?.id ?? null;
}

export async function payoutOfOrder(db: Queryable, orderId: string, lock = false): Promise<PayoutRow | null> {
  const [row] = await db.query<PayoutRow>(
    `SELECT * FROM payouts WHERE order_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [orderId],
  );
  return row ?? null;
}

/** The order a payout is recorded for, its row locked until the transaction ends; null without it. */
export async function lockOrderForPayout(
  tx: Queryable,
  orderId: string,
): Promise<{ provider_id: string | null; status: string; cancel_charge_minor: number | null } | null> {
  const [order] = await tx.query<{
    provider_id: string | null;
    status: string;
    cancel_charge_minor: number | null;
  }>('SELECT provider_id, status, cancel_charge_minor FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
  return order ?? null;
}

/** The order's newest captured payment, what is left of it (gross), and the provider's payout schedule. */
export async function capturedForPayout(
  tx: Queryable,
  orderId: string,
  providerId: string,
): Promise<{ id: string; currency: string; gross: number; schedule: PayoutSchedule } | null> {
  const [payment] = await tx.query<{
    id: string;
    currency: string;
    gross: number;
    schedule: PayoutSchedule;
  }>(
    `SELECT p.id, p.currency, p.amount_captured_minor - p.amount_refunded_minor AS gross, a.payout_schedule AS schedule
       FROM payments p JOIN accounts a ON a.id = $2
       WHERE p.order_id = $1 AND p.status = 'succeeded'
       ORDER BY p.created_at DESC, p.id DESC LIMIT 1`,
    [orderId, providerId],
  );
  return payment ?? null;
}

/** Records the order's payout, pending; null when it has one already (a concurrent call recorded it). */
export async function insertPayout(
  tx: Queryable,
  payout: {
    orderId: string;
    paymentId: string;
    providerId: string;
    grossMinor: number;
    feeBasisPoints: number;
    feeMinor: number;
    netMinor: number;
    currency: string;
    schedule: PayoutSchedule;
  },
): Promise<PayoutRow | null> {
  const [row] = await tx.query<PayoutRow>(
    `INSERT INTO payouts (order_id, payment_id, provider_id, gross_minor, fee_basis_points, fee_minor, net_minor,
         amount_minor, currency, schedule, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, 'pending')
       ON CONFLICT (order_id) DO NOTHING RETURNING *`,
    [
      payout.orderId,
      payout.paymentId,
      payout.providerId,
      payout.grossMinor,
      payout.feeBasisPoints,
      payout.feeMinor,
      payout.netMinor,
      payout.currency,
      payout.schedule,
    ],
  );
  return row ?? null;
}

/** The payout's figures after a refund took its share (payout-ledger.ts works them out). */
export async function saveRefundShare(
  tx: Queryable,
  payoutId: number,
  share: { refunded: number; amount: number; fee: number; kept: number; covered: number },
): Promise<PayoutRow | null> {
  const [updated] = await tx.query<PayoutRow>(
    `UPDATE payouts SET refunded_minor = $2, amount_minor = $3, fee_minor = $4, kept_refunded_minor = $5,
       covered_minor = $6, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [payoutId, share.refunded, share.amount, share.fee, share.kept, share.covered],
  );
  return updated ?? null;
}

/** What the provider's notices name of a payout: its order and service. */
export interface PayoutFacts {
  id: number;
  provider_id: string;
  order_id: string;
  product_name: string;
  currency: string;
}

export async function payoutFacts(db: Queryable, payoutId: number): Promise<PayoutFacts | null> {
  const [row] = await db.query<PayoutFacts>(
    `SELECT po.id, po.provider_id, po.order_id, o.product_name, po.currency
     FROM payouts po JOIN orders o ON o.id = po.order_id WHERE po.id = $1`,
    [payoutId],
  );
  return row ?? null;
}

export async function heldReasonOf(db: Queryable, payoutId: number): Promise<string | null> {
  const [after] = await db.query<{ held_reason: string | null }>(
    'SELECT held_reason FROM payouts WHERE id = $1',
    [payoutId],
  );
  return after?.held_reason ?? null;
}

export async function transferredOf(db: Queryable, payoutId: number): Promise<number | null> {
  const [paid] = await db.query<{ transferred_minor: number }>(
    'SELECT transferred_minor FROM payouts WHERE id = $1',
    [payoutId],
  );
  return paid?.transferred_minor ?? null;
}

/** The payout a gateway transfer paid, locked until the transaction ends; null when it is none of ours. */
export async function lockPayoutOfTransfer(
  tx: Queryable,
  transferId: string,
): Promise<{
  id: number;
  transferred_minor: number;
  reversal_key: string | null;
  reversal_amount_minor: number | null;
} | null> {
  const [payout] = await tx.query<{
    id: number;
    transferred_minor: number;
    reversal_key: string | null;
    reversal_amount_minor: number | null;
  }>(
    `SELECT id, transferred_minor, reversal_key, reversal_amount_minor FROM payouts WHERE transfer_id = $1 FOR UPDATE`,
    [transferId],
  );
  return payout ?? null;
}

/**
 * A reversal made at the gateway by someone else: the provider now holds `atGateway` of the `held` we
 * counted; the rest is counted reversed. Returns the payout's reversed total, or null.
 */
export async function takeBackReversed(
  tx: Queryable,
  payoutId: number,
  atGateway: number,
  held: number,
): Promise<number | null> {
  const [taken] = await tx.query<{ reversed_minor: number }>(
    `UPDATE payouts SET transferred_minor = $2, reversed_minor = reversed_minor + ($3::int - $2::int),
         status = 'reversed', updated_at = now()
       WHERE id = $1 RETURNING reversed_minor`,
    [payoutId, atGateway, held],
  );
  return taken?.reversed_minor ?? null;
}

/** The paid payouts whose transfers a refused bank payout carried, marked failed; their ids. */
export async function failPaidPayouts(
  db: Queryable,
  transferIds: readonly string[],
  reason: string,
): Promise<{ id: number }[]> {
  return db.query<{ id: number }>(
    `UPDATE payouts SET status = 'failed', failure_reason = $2, updated_at = now()
     WHERE transfer_id = ANY($1::text[]) AND status = 'paid' RETURNING id`,
    [transferIds, reason],
  );
}

/** The provider's failed payouts are tried again: owed ones become pending, transferred ones paid. */
export async function retryFailedPayouts(tx: Queryable, providerId: string): Promise<void> {
  await tx.query(
    `UPDATE payouts SET status = CASE WHEN transfer_id IS NULL THEN 'pending' ELSE 'paid' END,
           failure_reason = NULL, updated_at = now()
         WHERE provider_id = $1 AND status = 'failed'`,
    [providerId],
  );
}

/** The provider's INSTANT payouts still owed and not yet transferred, oldest first. */
export async function instantPayoutsOwed(db: Queryable, providerId: string): Promise<{ id: number }[]> {
  return db.query<{ id: number }>(
    `SELECT id FROM payouts WHERE provider_id = $1 AND schedule = 'INSTANT' AND status = 'pending'
       AND transfer_id IS NULL AND amount_minor > transferred_minor ORDER BY id`,
    [providerId],
  );
}
