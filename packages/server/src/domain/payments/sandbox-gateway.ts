// The built-in sandbox gateway, used while no Stripe keys are set: PaymentIntents with Stripe's states
// and manual capture, and transfers to providers' sandbox payout accounts, kept in the database as its own
// ledger. Unlike Stripe, the card form posts to our own server (POST /api/sandbox-gateway/confirm), so only
// Stripe's public test card numbers are accepted.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../infra/db/database';
import { GatewayError, type GatewayIntent, type GatewayTransfer, type PaymentGateway } from './gateway';
import { type CardInput, checkSandboxCard } from './sandbox-cards';
import {
  applySandboxRefund,
  applySandboxReversal,
  confirmSandboxIntent,
  findSandboxIntent,
  findSandboxTransfer,
  insertSandboxIntent,
  insertSandboxTransfer,
  moveSandboxIntent,
  noteSandboxDecline,
  type SandboxIntentRow,
  type SandboxTransferRow,
  sandboxAccountReady,
  sandboxIntentByKey,
  sandboxRefundByKey,
  sandboxRefundsOf,
  sandboxReversalByKey,
  sandboxTransferByKey,
  sandboxTransferredFrom,
  sandboxTransfersOfOrder,
} from './sandbox-ledger-store';

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
  const find = (column: 'id' | 'client_secret', value: string) => findSandboxIntent(db, column, value);

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
    capture?: { amountMinor: number | null },
  ): Promise<GatewayIntent> {
    const moved = await moveSandboxIntent(db, intentId, from, to, capture);
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
      const created = await insertSandboxIntent(db, {
        id,
        clientSecret: `${id}_secret_${token(24)}`,
        idempotencyKey: input.idempotencyKey,
        amountMinor: input.amountMinor,
        currency: input.currency.toLowerCase(),
        orderId: input.orderId,
      });
      if (created) return toIntent(created);
      // The same key again: the first intent, as Stripe answers a retried request.
      const earlier = await sandboxIntentByKey(db, input.idempotencyKey);
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
      return move(intentId, ['requires_capture'], 'succeeded', { amountMinor: amountMinor ?? null });
    },

    cancelIntent: (intentId) =>
      move(
        intentId,
        ['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture'],
        'canceled',
      ),

    async refund(intentId, amountMinor, idempotencyKey) {
      // One statement: the refund is recorded under its key and taken from the intent together, or not at all.
      const [made] = await applySandboxRefund(db, idempotencyKey, intentId, amountMinor).catch(
        (error: unknown) => {
          if (isUniqueViolation(error)) return [];
          throw error;
        },
      );
      if (made) return { amountMinor };
      // The same key again (a retried call): the first refund's answer, as Stripe replays a key.
      const earlier = await sandboxRefundByKey(db, idempotencyKey);
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
      const rows = await sandboxRefundsOf(db, intentId);
      return rows.map((row) => ({ amountMinor: row.amount_minor, idempotencyKey: row.idempotency_key }));
    },

    feeBasisPoints: options.feeBasisPoints ?? 0,

    async createTransfer(input) {
      if (!(await sandboxAccountReady(db, input.destination))) {
        throw new GatewayError(
          'The destination account cannot receive transfers until its onboarding is done.',
          false,
        );
      }
      if (input.sourceTransaction) {
        const source = await find('id', intentOfCharge(input.sourceTransaction));
        const sent = await sandboxTransferredFrom(db, input.sourceTransaction, input.idempotencyKey);
        if (source?.status !== 'succeeded' || sent + input.amountMinor > source.amount_captured_minor) {
          throw new GatewayError('The transfer is more than its source charge has left.', false);
        }
      }
      const created = await insertSandboxTransfer(db, {
        id: `tr_sbx_${token(18)}`,
        idempotencyKey: input.idempotencyKey,
        destination: input.destination,
        amountMinor: input.amountMinor,
        currency: input.currency.toLowerCase(),
        transferGroup: input.orderId,
        sourceTransaction: input.sourceTransaction,
        metadata: JSON.stringify({
          payout_id: String(input.payoutId),
          idempotency_key: input.idempotencyKey,
        }),
      });
      if (created) return toTransfer(created);
      const earlier = await sandboxTransferByKey(db, input.idempotencyKey);
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
      const [made] = await applySandboxReversal(db, idempotencyKey, transferId, amountMinor).catch(
        (error: unknown) => {
          if (isUniqueViolation(error)) return [];
          throw error;
        },
      );
      if (!made) {
        const earlier = await sandboxReversalByKey(db, idempotencyKey);
        if (!earlier) throw new GatewayError('The transfer cannot be reversed by that amount.', false);
        if (earlier.transfer_id !== transferId || earlier.amount_minor !== amountMinor)
          throw sameKeyOtherRequest();
      }
      const row = await findSandboxTransfer(db, transferId);
      if (!row) throw new GatewayError(`No such transfer: '${transferId}'`, false);
      return toTransfer(row);
    },

    async listTransfers(orderId) {
      return (await sandboxTransfersOfOrder(db, orderId)).map(toTransfer);
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
        await noteSandboxDecline(db, row.id, check.message);
        return { ok: false, status: 'requires_payment_method', message: check.message };
      }
      const confirmed = await confirmSandboxIntent(db, row.id, check);
      // Confirmed by a concurrent call in the meantime: report where it is now.
      const status = confirmed?.status ?? (await existing(row.id)).status;
      return { ok: status === 'requires_capture' || status === 'succeeded', status, message: '' };
    },
  };
}
