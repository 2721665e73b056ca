// The sandbox gateway's own ledger (sandbox-gateway.ts): its PaymentIntents, refunds, transfers to providers'
// sandbox payout accounts and their reversals, kept in the database so they outlive a restart as Stripe's do.
import type { Queryable } from '../../infra/db/database';
import type { Tables } from '../../infra/db/schema.generated';

export type SandboxIntentRow = Pick<
  Tables['sandbox_payment_intents'],
  | 'id'
  | 'client_secret'
  | 'amount_minor'
  | 'currency'
  | 'status'
  | 'amount_captured_minor'
  | 'amount_refunded_minor'
  | 'last_error'
  | 'card_brand'
  | 'card_last4'
>;

export type SandboxTransferRow = Tables['sandbox_transfers'];

export async function findSandboxIntent(
  db: Queryable,
  column: 'id' | 'client_secret',
  value: string,
): Promise<SandboxIntentRow | null> {
  const [row] = await db.query<SandboxIntentRow>(
    `SELECT * FROM sandbox_payment_intents WHERE ${column} = $1`,
    [value],
  );
  return row ?? null;
}

/**
 * Moves an intent from one of `from` to `to`, or null when it is in none of them. `capture`: the amount
 * taken (null for all of it), set with the move.
 */
export async function moveSandboxIntent(
  db: Queryable,
  intentId: string,
  from: string[],
  to: string,
  capture?: { amountMinor: number | null },
): Promise<SandboxIntentRow | null> {
  const set = capture ? ', amount_captured_minor = coalesce($4::int, amount_minor)' : '';
  const extra = capture ? [capture.amountMinor] : [];
  const [moved] = await db.query<SandboxIntentRow>(
    `UPDATE sandbox_payment_intents SET status = $2${set}, updated_at = now()
       WHERE id = $1 AND status = ANY($3::text[]) RETURNING *`,
    [intentId, to, from, ...extra],
  );
  return moved ?? null;
}

/** A new intent waiting for its card, or null when its idempotency key was used already. */
export async function insertSandboxIntent(
  db: Queryable,
  intent: {
    id: string;
    clientSecret: string;
    idempotencyKey: string;
    amountMinor: number;
    currency: string;
    orderId: string;
  },
): Promise<SandboxIntentRow | null> {
  const [created] = await db.query<SandboxIntentRow>(
    `INSERT INTO sandbox_payment_intents (id, client_secret, idempotency_key, amount_minor, currency, status, order_id)
         VALUES ($1, $2, $3, $4, $5, 'requires_payment_method', $6)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
    [
      intent.id,
      intent.clientSecret,
      intent.idempotencyKey,
      intent.amountMinor,
      intent.currency,
      intent.orderId,
    ],
  );
  return created ?? null;
}

export async function sandboxIntentByKey(
  db: Queryable,
  idempotencyKey: string,
): Promise<SandboxIntentRow | null> {
  const [earlier] = await db.query<SandboxIntentRow>(
    'SELECT * FROM sandbox_payment_intents WHERE idempotency_key = $1',
    [idempotencyKey],
  );
  return earlier ?? null;
}

/**
 * One statement: the refund is recorded under its key and taken from the intent together, or not at all.
 * Empty when nothing moved (the key was used, or too much was asked).
 */
export function applySandboxRefund(
  db: Queryable,
  idempotencyKey: string,
  intentId: string,
  amountMinor: number,
): Promise<{ amount_minor: number }[]> {
  return db.query<{ amount_minor: number }>(
    `WITH refunded AS (
             UPDATE sandbox_payment_intents SET amount_refunded_minor = amount_refunded_minor + $3, updated_at = now()
             WHERE id = $2 AND status = 'succeeded' AND amount_refunded_minor + $3 <= amount_captured_minor
               AND NOT EXISTS (SELECT 1 FROM sandbox_refunds WHERE idempotency_key = $1)
             RETURNING id)
           INSERT INTO sandbox_refunds (idempotency_key, intent_id, amount_minor)
           SELECT $1, id, $3 FROM refunded RETURNING amount_minor`,
    [idempotencyKey, intentId, amountMinor],
  );
}

export async function sandboxRefundByKey(
  db: Queryable,
  idempotencyKey: string,
): Promise<{ intent_id: string; amount_minor: number } | null> {
  const [earlier] = await db.query<{ intent_id: string; amount_minor: number }>(
    'SELECT intent_id, amount_minor FROM sandbox_refunds WHERE idempotency_key = $1',
    [idempotencyKey],
  );
  return earlier ?? null;
}

export function sandboxRefundsOf(
  db: Queryable,
  intentId: string,
): Promise<{ amount_minor: number; idempotency_key: string }[]> {
  return db.query<{ amount_minor: number; idempotency_key: string }>(
    'SELECT amount_minor, idempotency_key FROM sandbox_refunds WHERE intent_id = $1 ORDER BY created_at',
    [intentId],
  );
}

/** Whether the sandbox payout account has finished its onboarding (false when there is none). */
export async function sandboxAccountReady(db: Queryable, accountRef: string): Promise<boolean> {
  const [account] = await db.query<{ ready: boolean }>(
    `SELECT ready FROM payout_accounts WHERE account_ref = $1 AND gateway = 'sandbox'`,
    [accountRef],
  );
  return account?.ready === true;
}

/** Transferred from a charge already, the transfer under `exceptKey` left out. */
export async function sandboxTransferredFrom(
  db: Queryable,
  sourceTransaction: string,
  exceptKey: string,
): Promise<number> {
  const [sent] = await db.query<{ total: number }>(
    `SELECT coalesce(sum(amount_minor), 0)::int AS total FROM sandbox_transfers
           WHERE source_transaction = $1 AND idempotency_key <> $2`,
    [sourceTransaction, exceptKey],
  );
  return sent?.total ?? 0;
}

/** A new transfer, or null when its idempotency key was used already. */
export async function insertSandboxTransfer(
  db: Queryable,
  transfer: {
    id: string;
    idempotencyKey: string;
    destination: string;
    amountMinor: number;
    currency: string;
    transferGroup: string;
    sourceTransaction: string | null;
    metadata: string;
  },
): Promise<SandboxTransferRow | null> {
  const [created] = await db.query<SandboxTransferRow>(
    `INSERT INTO sandbox_transfers
           (id, idempotency_key, destination, amount_minor, currency, transfer_group, source_transaction, metadata)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
    [
      transfer.id,
      transfer.idempotencyKey,
      transfer.destination,
      transfer.amountMinor,
      transfer.currency,
      transfer.transferGroup,
      transfer.sourceTransaction,
      transfer.metadata,
    ],
  );
  return created ?? null;
}

export async function sandboxTransferByKey(
  db: Queryable,
  idempotencyKey: string,
): Promise<SandboxTransferRow | null> {
  const [earlier] = await db.query<SandboxTransferRow>(
    'SELECT * FROM sandbox_transfers WHERE idempotency_key = $1',
    [idempotencyKey],
  );
  return earlier ?? null;
}

/** One statement, as a refund: the reversal is recorded under its key and taken from the transfer together. */
export function applySandboxReversal(
  db: Queryable,
  idempotencyKey: string,
  transferId: string,
  amountMinor: number,
): Promise<unknown[]> {
  return db.query(
    `WITH reversed AS (
             UPDATE sandbox_transfers SET amount_reversed_minor = amount_reversed_minor + $3
             WHERE id = $2 AND amount_reversed_minor + $3 <= amount_minor
               AND NOT EXISTS (SELECT 1 FROM sandbox_transfer_reversals WHERE idempotency_key = $1)
             RETURNING id)
           INSERT INTO sandbox_transfer_reversals (idempotency_key, transfer_id, amount_minor)
           SELECT $1, id, $3 FROM reversed RETURNING 1`,
    [idempotencyKey, transferId, amountMinor],
  );
}

export async function sandboxReversalByKey(
  db: Queryable,
  idempotencyKey: string,
): Promise<{ transfer_id: string; amount_minor: number } | null> {
  const [earlier] = await db.query<{ transfer_id: string; amount_minor: number }>(
    'SELECT transfer_id, amount_minor FROM sandbox_transfer_reversals WHERE idempotency_key = $1',
    [idempotencyKey],
  );
  return earlier ?? null;
}

export async function findSandboxTransfer(
  db: Queryable,
  transferId: string,
): Promise<SandboxTransferRow | null> {
  const [row] = await db.query<SandboxTransferRow>('SELECT * FROM sandbox_transfers WHERE id = $1', [
    transferId,
  ]);
  return row ?? null;
}

export function sandboxTransfersOfOrder(db: Queryable, orderId: string): Promise<SandboxTransferRow[]> {
  return db.query<SandboxTransferRow>(
    'SELECT * FROM sandbox_transfers WHERE transfer_group = $1 ORDER BY created_at, id',
    [orderId],
  );
}

/** A declined card: the intent keeps waiting for another one, with the reason. */
export async function noteSandboxDecline(db: Queryable, intentId: string, message: string): Promise<void> {
  await db.query(
    `UPDATE sandbox_payment_intents SET last_error = $2, updated_at = now()
           WHERE id = $1 AND status = 'requires_payment_method'`,
    [intentId, message],
  );
}

/** An accepted card: the intent is held for capture; null when a concurrent call confirmed it first. */
export async function confirmSandboxIntent(
  db: Queryable,
  intentId: string,
  card: { last4: string; brand: string },
): Promise<SandboxIntentRow | null> {
  const [confirmed] = await db.query<SandboxIntentRow>(
    `UPDATE sandbox_payment_intents SET status = 'requires_capture', last_error = NULL, card_last4 = $2,
           card_brand = $3, updated_at = now()
         WHERE id = $1 AND status = 'requires_payment_method' RETURNING *`,
    [intentId, card.last4, card.brand],
  );
  return confirmed ?? null;
}
