// Refunding part or all of a captured payment, with the provider's share taken back in proportion: from the
// payout still pending, or by reversing the transfer already made (domain/payouts/payout-transfers.ts). Built for
// operators' refunds (the /api/ops route, the CLI and the customer's mail sit on top).
// Crash-safe like every money move here: the refund is noted first (payment_refunds, status started), the
// gateway is asked with the key callout-refund-<id>, and only then is it counted, in one transaction with
// the payout's share; a refund left started is finished by the sweeper with the same key.
import type { Database, Queryable } from '../../infra/db/database';
import type { Mailer } from '../../infra/mail/mailer';
import type { SiteLinks } from '../notifications/mail/site-links';
import { newPublicId } from '../orders/order-ids';
import { takeRefundFromPayout } from '../payouts/payout-ledger';
import { payoutIdOfOrder } from '../payouts/payout-store';
import { settlePayout } from '../payouts/payout-transfers';
import { GatewayError, type PaymentGateway } from './gateway';
import { lockOrder } from './order-payment-store';
import { announceRefund, money } from './refund-notices';
import {
  addRefundToPayment,
  findRefund,
  markRefundDone,
  markRefundRefused,
  noteRefund,
  type RefundRow,
  refundablePayment,
  refundByRequestKey,
} from './refund-store';

export interface RefundRequest {
  /** In minor units; omitted, everything still refundable (captured less earlier refunds). */
  amountMinor?: number | undefined;
  reason: string;
  /** The operator who asked (their refund is written in the audit log when it is counted). */
  requestedBy?: string | null;
  /** The caller's idempotency key: the same key again is the same refund. */
  requestKey?: string | null;
  /** The provider keeps their share of this refund and the platform pays it (a dispute decision). */
  providerKeeps?: boolean;
}

export interface RefundOptions {
  /** Mails the customer, in the transaction that counts the refund (so once, whoever finishes it). */
  mailer?: Mailer | undefined;
}

/** Why a refund was not made; the route answers each with its own status. */
export type RefundRefusal =
  | 'nothing-captured'
  | 'nothing-left'
  | 'too-much'
  | 'other-gateway'
  | 'key-reused'
  | 'gateway';

export type RefundOutcome =
  /** `replayed`: the same request (its key) was made before; this is that refund. */
  | { kind: 'done'; refundId: string; replayed?: true }
  /** The gateway could not be reached: the sweeper finishes it. */
  | { kind: 'deferred'; refundId: string; replayed?: true }
  | { kind: 'refused'; refundId: string | null; reason: string; refusal: RefundRefusal };

export const refundMessages = {
  nothingCaptured: 'There is no captured payment on this order to refund.',
  nothingLeft: 'Everything captured on this order has been refunded already.',
  tooMuch: (leftMinor: number, currency = 'gbp') =>
    `A refund can never exceed what was captured less earlier refunds: ${money(currency, leftMinor)} is left to refund.`,
  otherGateway: 'This order was paid through another gateway than the one now configured.',
  keyReused: 'This Idempotency-Key was used for another refund. Use a new key for a new refund.',
} as const;

const refundKey = (refundId: string) => `callout-refund-${refundId}`;

const refused = (refusal: RefundRefusal, reason: string, refundId: string | null = null): RefundOutcome => ({
  kind: 'refused',
  refundId,
  reason,
  refusal,
});

/**
 * The refund noted earlier under this key, if the request is the same one again: same order, and the same
 * amount when one is given (without one, "everything left" was worked out when it was first made).
 */
async function earlierWithKey(
  tx: Queryable,
  orderId: string,
  request: RefundRequest,
): Promise<{ id: string } | RefundOutcome | null> {
  if (!request.requestKey) return null;
  const earlier = await refundByRequestKey(tx, request.requestKey);
  if (!earlier) return null;
  const same =
    earlier.order_id === orderId &&
    (request.amountMinor === undefined || request.amountMinor === earlier.amount_minor);
  return same ? { id: earlier.id } : refused('key-reused', refundMessages.keyReused);
}

type Noted = { noted: string; replayed: boolean } | RefundOutcome;

/** Notes the refund under the order's lock, checked against what is left, then has the gateway make it. */
export async function refundPayment(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  orderId: string,
  request: RefundRequest,
  options: RefundOptions = {},
): Promise<RefundOutcome> {
  const noted = await db.transaction(async (tx): Promise<Noted> => {
    // Locked first, so a second copy of the same request waits here and then finds the first one's row.
    await lockOrder(tx, orderId);
    const earlier = await earlierWithKey(tx, orderId, request);
    if (earlier) return 'kind' in earlier ? earlier : { noted: earlier.id, replayed: true };
    const payment = await refundablePayment(tx, orderId);
    if (!payment) return refused('nothing-captured', refundMessages.nothingCaptured);
    if (payment.gateway !== gateway.kind) return refused('other-gateway', refundMessages.otherGateway);
    const amount = request.amountMinor ?? payment.left;
    if (amount <= 0 || payment.left <= 0) return refused('nothing-left', refundMessages.nothingLeft);
    if (amount > payment.left) {
      return refused('too-much', refundMessages.tooMuch(Math.max(0, payment.left), payment.currency));
    }
    const id = newPublicId('RF');
    // A copy of this key racing on another order commits first: then this one is the reused key.
    const inserted = await noteRefund(tx, {
      id,
      orderId,
      paymentId: payment.id,
      amountMinor: amount,
      reason: request.reason,
      requestedBy: request.requestedBy ?? null,
      requestKey: request.requestKey ?? null,
      providerKeeps: request.providerKeeps === true,
    });
    if (inserted) return { noted: id, replayed: false };
    const raced = await earlierWithKey(tx, orderId, request);
    if (raced && !('kind' in raced)) return { noted: raced.id, replayed: true };
    return refused('key-reused', refundMessages.keyReused);
  });
  if ('kind' in noted) return noted;
  const outcome = await finishRefund(db, siteLinks, gateway, noted.noted, noted.replayed, options);
  return noted.replayed && outcome.kind !== 'refused' ? { ...outcome, replayed: true } : outcome;
}

/**
 * Asks the gateway for a noted refund and counts it once done. Safe to repeat. `resumed`: the refund was
 * noted by an earlier call that stopped (the sweeper finishing it), so the gateway is checked for it first.
 */
export async function finishRefund(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  refundId: string,
  resumed = false,
  options: RefundOptions = {},
): Promise<RefundOutcome> {
  const refund = await findRefund(db, refundId);
  if (!refund) return refused('nothing-captured', refundMessages.nothingCaptured);
  if (refund.status === 'refused') return refused('gateway', refund.failure_reason ?? '', refundId);
  if (refund.status === 'started') {
    try {
      // Made already by a call whose answer was lost? Then it is only counted.
      const made =
        resumed &&
        (await gateway.listRefunds(refund.intent_id)).some((r) => r.idempotencyKey === refundKey(refund.id));
      if (!made) await gateway.refund(refund.intent_id, refund.amount_minor, refundKey(refund.id));
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      if (error.unreachable) return { kind: 'deferred', refundId };
      await markRefundRefused(db, refundId, error.message);
      return refused('gateway', error.message, refundId);
    }
    await countRefund(db, refund, options);
  }
  // Done (now or earlier): reverse what the provider had been sent beyond their share, if anything.
  const payoutId = await payoutIdOfOrder(db, refund.order_id);
  if (payoutId !== null) await settlePayout(db, siteLinks, gateway, payoutId);
  return { kind: 'done', refundId };
}

/**
 * The gateway has refunded: counted on the payment and taken from the payout together, once, with what
 * tells of it (the audit log, the provider's bell, the customer's mail) in the same transaction.
 */
async function countRefund(db: Database, refund: RefundRow, options: RefundOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrder(tx, refund.order_id);
    const done = await markRefundDone(tx, refund.id);
    if (!done) return;
    const payment = await addRefundToPayment(tx, done.payment_id, refund.amount_minor);
    const payout = await takeRefundFromPayout(tx, refund.order_id, refund.amount_minor, done.provider_keeps);
    await announceRefund(
      tx,
      {
        refundId: refund.id,
        orderId: refund.order_id,
        amountMinor: refund.amount_minor,
        refundedInAllMinor: payment?.refunded ?? refund.amount_minor,
        currency: payment?.currency ?? 'gbp',
        reason: done.reason,
        operatorId: done.requested_by,
        payoutMinor: payout?.amount_minor ?? null,
      },
      options.mailer,
    );
  });
}
