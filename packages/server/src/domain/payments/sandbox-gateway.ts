// The built-in sandbox gateway, used while no Stripe keys are set: PaymentIntents with Stripe's states
// and manual capture, and transfers to providers' sandbox payout accounts, kept in the database as its own
// ledger. Unlike Stripe, the card form posts to our own server (POST /api/sandbox-gateway/confirm), so only
// Stripe's public test card numbers are accepted.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../infra/db/database';
import type { Tables } from '../../infra/db/schema.generated';
import { GatewayError, type GatewayIntent, type GatewayTransfer, type PaymentGateway } from './gateway';
import { type CardInput, checkSandboxCard } from './sandbox-cards';

type SandboxIntentRow = Pick<
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

export interface SandboxConfirmation {
  ok: boolean;
  status: string;
  message: string;
}

export interface SandboxGateway extends PaymentGateway {
  /** What Stripe.js does in the browser: attach the card and authorise the payment. */
  confirmCard(clientSecret: string, card: CardInput): Promise<SandboxConfirmation>;
}

export const sandboxPublicKey = 'sandbox';
const token = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

type SandboxTransferRow = Tables['sandbox_transfers'];

/** Like Stripe, confirming the card makes the charge (captured later); it is named after its intent. */
const chargeOf = (intentId: string) => intentId.replace(/^pi_/, 'ch_');
const intentOfCharge = (chargeId: string) => chargeId.replace(/^ch_/, 'pi_');

const toIntent = (row: SandboxIntentRow): GatewayIntent => ({
  id: row.id,
  clientSecret: row.client_secret,
  status: row.status,
  amountMinor: row.amount_minor,
  amountCapturedMinor: row.amount_captured_minor,
  currency: row.currency,
  lastError: row.last_error,
  chargeId: row.status === 'requires_capture' || row.status === 'succeeded' ? chargeOf(row.id) : null,
  amountRefundedMinor: row.amount_refunded_minor,
  card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
});

const toTransfer = (row: SandboxTransferRow): GatewayTransfer => {
  const metadata = row.metadata as { payout_id?: string; idempotency_key?: string };
  return {
    id: row.id,
    amountMinor: row.amount_minor,
    amountReversedMinor: row.amount_reversed_minor,
    currency: row.currency,
    destination: row.destination,
    payoutId: metadata.payout_id ?? null,
    idempotencyKey: metadata.idempotency_key ?? null,
  };
};

const sameKeyOtherRequest = () =>
  new GatewayError('Keys for idempotent requests can only be used with the same parameters.', false);

/** A concurrent call with the same idempotency key won the insert: answer with its result. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

export interface SandboxGatewayOptions {
  /** PLATFORM_FEE_PERCENT in hundredths of a percent (0 unless set). */
  feeBasisPoints?: number;
}

export function createSandboxGateway(db: Queryable, options: SandboxGatewayOptions = {}): SandboxGateway {
  async function find(column: 'id' | 'client_secret', value: string): Promise<SandboxIntentRow | null> {
    const [row] = await db.query<SandboxIntentRow>(
      `SELECT * FROM sandbox_payment_intents WHERE ${column} = $1`,
      [value],
    );
    return row ?? null;
  }

  async function existing(intentId: string): Promise<SandboxIntentRow> {
    const row = await find('id', intentId);
    if (!row) throw new GatewayError(`No such payment_intent: '${intentId}'`, false);
    return row;
  }

  /** Moves an intent from one of `from` to `to`; a second identical call finds it there already. */
  async function move(
    intentId: string,
    from: string[],
    to: string,
    set = '',
    extra: unknown[] = [],
  ): Promise<GatewayIntent> {
    const [moved] = await db.query<SandboxIntentRow>(
      `UPDATE sandbox_payment_intents SET status = $2${set}, updated_at = now()
       WHERE id = $1 AND status = ANY($3::text[]) RETURNING *`,
      [intentId, to, from, ...extra],
    );
    if (moved) return toIntent(moved);
    const row = await existing(intentId);
    if (row.status === to) return toIntent(row);
    throw new GatewayError(`This PaymentIntent's status is ${row.status}, so it cannot become ${to}.`, false);
  }

  return {
    kind: 'sandbox',
    publicKey: sandboxPublicKey,

    async createIntent(input) {
      const id = `pi_sbx_${token(18)}`;
      const [created] = await db.query<SandboxIntentRow>(
        `INSERT INTO sandbox_payment_intents (id, client_secret, idempotency_key, amount_minor, currency, status, order_id)
         VALUES ($1, $2, $3, $4, $5, 'requires_payment_method', $6)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
        [
          id,
          `${id}_secret_${token(24)}`,
          input.idempotencyKey,
          input.amountMinor,
          input.currency.toLowerCase(),
          input.orderId,
        ],
      );
      if (created) return toIntent(created);
      // The same key again: the first intent, as Stripe answers a retried request.
      const [earlier] = await db.query<SandboxIntentRow>(
        'SELECT * FROM sandbox_payment_intents WHERE idempotency_key = $1',
        [input.idempotencyKey],
      );
      if (!earlier || earlier.amount_minor !== input.amountMinor) {
        throw new GatewayError(
          'Keys for idempotent requests can only be used with the same parameters.',
          false,
        );
      }
      return toIntent(earlier);
    },

    retrieveIntent: async (intentId) => toIntent(await existing(intentId)),

    // Like Stripe's amount_to_capture: a part of the hold is taken and the rest released.
    captureIntent: async (intentId, _key, amountMinor) => {
      if (
        amountMinor !== undefined &&
        (amountMinor < 1 || amountMinor > (await existing(intentId)).amount_minor)
      )
        throw new GatewayError('amount_to_capture must be at most the amount capturable.', false);
      return move(
        intentId,
        ['requires_capture'],
        'succeeded',
        ', amount_captured_minor = coalesce($4::int, amount_minor)',
        [amountMinor ?? null],
      );
    },

    cancelIntent: (intentId) =>
      move(
        intentId,
        ['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture'],
        'canceled',
      ),

    async refund(intentId, amountMinor, idempotencyKey) {
      // One statement: the refund is recorded under its key and taken from the intent together, or not at all.
      const apply = () =>
        db.query<{ amount_minor: number }>(
          `WITH refunded AS (
             UPDATE sandbox_payment_intents SET amount_refunded_minor = amount_refunded_minor + $3, updated_at = now()
             WHERE id = $2 AND status = 'succeeded' AND amount_refunded_minor + $3 <= amount_captured_minor
               AND NOT EXISTS (SELECT 1 FROM sandbox_refunds WHERE idempotency_key = $1)
             RETURNING id)
           INSERT INTO sandbox_refunds (idempotency_key, intent_id, amount_minor)
           SELECT $1, id, $3 FROM refunded RETURNING amount_minor`,
          [idempotencyKey, intentId, amountMinor],
        );
      const [made] = await apply().catch((error: unknown) => {
        if (isUniqueViolation(error)) return [];
        throw error;
      });
      if (made) return { amountMinor };
      // The same key again (a retried call): the first refund's answer, as Stripe replays a key.
      const [earlier] = await db.query<{ intent_id: string; amount_minor: number }>(
        'SELECT intent_id, amount_minor FROM sandbox_refunds WHERE idempotency_key = $1',
        [idempotencyKey],
      );
      if (earlier) {
        if (earlier.intent_id !== intentId || earlier.amount_minor !== amountMinor)
          throw sameKeyOtherRequest();
        return { amountMinor };
      }
      const current = await existing(intentId);
      // A refund made before refunds were kept by key: everything is back already, so nothing moves again.
      if (current.status === 'succeeded' && current.amount_refunded_minor >= current.amount_captured_minor) {
        return { amountMinor };
      }
      throw new GatewayError('This payment cannot be refunded by that amount.', false);
    },

    async listRefunds(intentId) {
      const rows = await db.query<{ amount_minor: number; idempotency_key: string }>(
        'SELECT amount_minor, idempotency_key FROM sandbox_refunds WHERE intent_id = $1 ORDER BY created_at',
        [intentId],
      );
      return rows.map((row) => ({ amountMinor: row.amount_minor, idempotencyKey: row.idempotency_key }));
    },

    feeBasisPoints: options.feeBasisPoints ?? 0,

    async createTransfer(input) {
      const [account] = await db.query<{ ready: boolean }>(
        `SELECT ready FROM payout_accounts WHERE account_ref = $1 AND gateway = 'sandbox'`,
        [input.destination],
      );
      if (!account?.ready) {
        throw new GatewayError(
          'The destination account cannot receive transfers until its onboarding is done.',
          false,
        );
      }
      if (input.sourceTransaction) {
        const source = await find('id', intentOfCharge(input.sourceTransaction));
        const [sent] = await db.query<{ total: number }>(
          `SELECT coalesce(sum(amount_minor), 0)::int AS total FROM sandbox_transfers
           WHERE source_transaction = $1 AND idempotency_key <> $2`,
          [input.sourceTransaction, input.idempotencyKey],
        );
        if (
          source?.status !== 'succeeded' ||
          (sent?.total ?? 0) + input.amountMinor > source.amount_captured_minor
        ) {
          throw new GatewayError('The transfer is more than its source charge has left.', false);
        }
      }
      const [created] = await db.query<SandboxTransferRow>(
        `INSERT INTO sandbox_transfers
           (id, idempotency_key, destination, amount_minor, currency, transfer_group, source_transaction, metadata)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
        [
          `tr_sbx_${token(18)}`,
          input.idempotencyKey,
          input.destination,
          input.amountMinor,
          input.currency.toLowerCase(),
          input.orderId,
          input.sourceTransaction,
          JSON.stringify({ payout_id: String(input.payoutId), idempotency_key: input.idempotencyKey }),
        ],
      );
      if (created) return toTransfer(created);
      const [earlier] = await db.query<SandboxTransferRow>(
        'SELECT * FROM sandbox_transfers WHERE idempotency_key = $1',
        [input.idempotencyKey],
      );
      if (
        !earlier ||
        earlier.amount_minor !== input.amountMinor ||
        earlier.destination !== input.destination
      ) {
        throw sameKeyOtherRequest();
      }
      return toTransfer(earlier);
    },

    async reverseTransfer(transferId, amountMinor, idempotencyKey) {
      const apply = () =>
        db.query(
          `WITH reversed AS (
             UPDATE sandbox_transfers SET amount_reversed_minor = amount_reversed_minor + $3
             WHERE id = $2 AND amount_reversed_minor + $3 <= amount_minor
               AND NOT EXISTS (SELECT 1 FROM sandbox_transfer_reversals WHERE idempotency_key = $1)
             RETURNING id)
           INSERT INTO sandbox_transfer_reversals (idempotency_key, transfer_id, amount_minor)
           SELECT $1, id, $3 FROM reversed RETURNING 1`,
          [idempotencyKey, transferId, amountMinor],
        );
      const [made] = await apply().catch((error: unknown) => {
        if (isUniqueViolation(error)) return [];
        throw error;
      });
      if (!made) {
        const [earlier] = await db.query<{ transfer_id: string; amount_minor: number }>(
          'SELECT transfer_id, amount_minor FROM sandbox_transfer_reversals WHERE idempotency_key = $1',
          [idempotencyKey],
        );
        if (!earlier) throw new GatewayError('The transfer cannot be reversed by that amount.', false);
        if (earlier.transfer_id !== transferId || earlier.amount_minor !== amountMinor)
          throw sameKeyOtherRequest();
      }
      const [row] = await db.query<SandboxTransferRow>('SELECT * FROM sandbox_transfers WHERE id = $1', [
        transferId,
      ]);
      if (!row) throw new GatewayError(`No such transfer: '${transferId}'`, false);
      return toTransfer(row);
    },

    async listTransfers(orderId) {
      const rows = await db.query<SandboxTransferRow>(
        'SELECT * FROM sandbox_transfers WHERE transfer_group = $1 ORDER BY created_at, id',
        [orderId],
      );
      return rows.map(toTransfer);
    },

    async confirmCard(clientSecret, card) {
      const row = await find('client_secret', clientSecret);
      if (!row) return { ok: false, status: 'unknown', message: '' };
      if (row.status !== 'requires_payment_method') {
        return {
          ok: row.status === 'requires_capture' || row.status === 'succeeded',
          status: row.status,
          message: '',
        };
      }
      const check = checkSandboxCard(card);
      if (!check.ok) {
        // Like Stripe: a declined attempt leaves the intent waiting for another card and charges nothing.
        await db.query(
          `UPDATE sandbox_payment_intents SET last_error = $2, updated_at = now()
           WHERE id = $1 AND status = 'requires_payment_method'`,
          [row.id, check.message],
        );
        return { ok: false, status: 'requires_payment_method', message: check.message };
      }
      const [confirmed] = await db.query<SandboxIntentRow>(
        `UPDATE sandbox_payment_intents SET status = 'requires_capture', last_error = NULL, card_last4 = $2,
           card_brand = $3, updated_at = now()
         WHERE id = $1 AND status = 'requires_payment_method' RETURNING *`,
        [row.id, check.last4, check.brand],
      );
      // Confirmed by a concurrent call in the meantime: report where it is now.
      const status = confirmed?.status ?? (await existing(row.id)).status;
      return { ok: status === 'requires_capture' || status === 'succeeded', status, message: '' };
    },
  };
}
