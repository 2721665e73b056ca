// The built-in sandbox gateway, used while no Stripe keys are set: PaymentIntents with Stripe's states
// and manual capture, kept in the database. Unlike Stripe, the card form posts to our own server
// (POST /api/sandbox-gateway/confirm), so only Stripe's public test card numbers are accepted.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { Tables } from '../db/schema.generated';
import { GatewayError, type GatewayIntent, type PaymentGateway } from './gateway';
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

const toIntent = (row: SandboxIntentRow): GatewayIntent => ({
  id: row.id,
  clientSecret: row.client_secret,
  status: row.status,
  amountMinor: row.amount_minor,
  amountCapturedMinor: row.amount_captured_minor,
  currency: row.currency,
  lastError: row.last_error,
});

export function createSandboxGateway(db: Queryable): SandboxGateway {
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
  async function move(intentId: string, from: string[], to: string, set = ''): Promise<GatewayIntent> {
    const [moved] = await db.query<SandboxIntentRow>(
      `UPDATE sandbox_payment_intents SET status = $2${set}, updated_at = now()
       WHERE id = $1 AND status = ANY($3::text[]) RETURNING *`,
      [intentId, to, from],
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

    captureIntent: (intentId) =>
      move(intentId, ['requires_capture'], 'succeeded', ', amount_captured_minor = amount_minor'),

    cancelIntent: (intentId) =>
      move(
        intentId,
        ['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture'],
        'canceled',
      ),

    async refund(intentId, amountMinor) {
      const [row] = await db.query<SandboxIntentRow>(
        `UPDATE sandbox_payment_intents SET amount_refunded_minor = amount_refunded_minor + $2, updated_at = now()
         WHERE id = $1 AND status = 'succeeded' AND amount_refunded_minor + $2 <= amount_captured_minor
         RETURNING *`,
        [intentId, amountMinor],
      );
      if (row) return { amountMinor };
      // The same refund again (a retried call): already done, as Stripe answers a repeated key.
      const current = await existing(intentId);
      if (current.status === 'succeeded' && current.amount_refunded_minor >= amountMinor)
        return { amountMinor };
      throw new GatewayError('This payment cannot be refunded by that amount.', false);
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
           updated_at = now()
         WHERE id = $1 AND status = 'requires_payment_method' RETURNING *`,
        [row.id, check.last4],
      );
      // Confirmed by a concurrent call in the meantime: report where it is now.
      const status = confirmed?.status ?? (await existing(row.id)).status;
      return { ok: status === 'requires_capture' || status === 'succeeded', status, message: '' };
    },
  };
}
