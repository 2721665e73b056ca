// Moving held money at the end of an order: capture when the job is done (and record the provider's payout),
// release or refund when it is cancelled. Made for the order lifecycle; the payment flow uses capture for PER HOUR orders
// paid after completion. Every call carries a fixed idempotency key per payment, so a repeated or
// concurrent call can never capture or refund twice.
import type { Database } from '../../infra/db/database';
import type { SiteLinks } from '../notifications/mail/site-links';
import { orderPaymentStatus } from '../orders/order-store';
import { issueReceipt } from '../orders/receipts/receipt-store';
import { recordPayout } from '../payouts/payout-ledger';
import { payOutOrder } from '../payouts/payout-transfers';
import { cancellableStatuses, type PaymentGateway } from './gateway';
import { movePaymentStatus, paymentStatusOf } from './order-payment-store';
import { latestPayment, markPaymentRefunded, notePaymentKey, saveIntentState } from './payment-store';

/** Captures the held funds of the order's payment. True once the money is taken (now or earlier). */
export async function capturePayment(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  orderId: string,
): Promise<boolean> {
  const payment = await latestPayment(db, orderId);
  if (!payment || payment.gateway !== gateway.kind) return false;
  // Ask the gateway, not our copy: the customer may have paid a moment ago.
  let intent = await gateway.retrieveIntent(payment.intent_id);
  if (intent.status === 'requires_capture') {
    const captureKey = `${payment.id}-capture`;
    await notePaymentKey(db, payment.id, 'capture', captureKey);
    // Stripe's capture answer names the charge without its card: keep the card the retrieval saw.
    const held = intent;
    intent = await gateway.captureIntent(payment.intent_id, captureKey);
    intent = { ...intent, card: intent.card ?? held.card };
  }
  const captured = intent.status === 'succeeded';
  // The customer's receipt is issued with the capture's record, once, whichever call records it first.
  await db.transaction(async (tx) => {
    await saveIntentState(tx, payment.id, intent);
    if (captured) await issueReceipt(tx, payment.id);
  });
  // Every capture path (ending a job, paying an hourly job afterwards, the sweeper) comes through here, so
  // this is where the provider's payout is recorded, less the platform's fee, and an INSTANT one is
  // transferred. It only counts once the order is COMPLETED: a hold captured early on a job in progress is
  // paid out when the job ends. A transfer the gateway refuses or cannot take now never undoes the capture.
  if (captured) {
    await recordPayout(db, siteLinks, orderId, gateway.feeBasisPoints);
    await payOutOrder(db, siteLinks, gateway, orderId);
  }
  return captured;
}

export type ReleaseOutcome = 'released' | 'refunded' | 'nothing-held';

/**
 * Gives the customer's money back: releases a hold, or refunds what was captured and not yet refunded. Safe
 * to run again after a crash at any step: the gateway calls carry fixed keys, a release the gateway already
 * made is recognised (the intent is canceled while the order still shows paid), and what the gateway says is
 * recorded together with the order's payment status, in one transaction.
 */
export async function releasePayment(
  db: Database,
  gateway: PaymentGateway,
  orderId: string,
): Promise<ReleaseOutcome> {
  const payment = await latestPayment(db, orderId);
  if (!payment || payment.gateway !== gateway.kind) return 'nothing-held';
  let intent = await gateway.retrieveIntent(payment.intent_id);
  let outcome: ReleaseOutcome = 'nothing-held';
  if (cancellableStatuses.has(intent.status)) {
    const cancelKey = `${payment.id}-cancel`;
    await notePaymentKey(db, payment.id, 'cancel', cancelKey);
    const held = intent.status === 'requires_capture';
    intent = await gateway.cancelIntent(payment.intent_id, cancelKey);
    if (held) outcome = 'released';
  } else if (intent.status === 'canceled' && (await stillShownPaid(db, orderId))) {
    // Released at the gateway by an earlier call that stopped (a crash) before it was recorded here.
    outcome = 'released';
  } else if (intent.status === 'succeeded') {
    // What the gateway has refunded counts too: a refund made by a call that stopped before recording it.
    const refunded = Math.max(payment.amount_refunded_minor, intent.amountRefundedMinor ?? 0);
    const remaining = intent.amountCapturedMinor - refunded;
    if (remaining <= 0 && payment.amount_refunded_minor < intent.amountCapturedMinor) outcome = 'refunded';
    if (remaining > 0) {
      // A concurrent call computes the same amount and sends the same key: the gateway refunds once.
      const refundKey = `${payment.id}-refund`;
      await notePaymentKey(db, payment.id, 'refund', refundKey);
      await gateway.refund(payment.intent_id, remaining, refundKey);
      outcome = 'refunded';
    }
  }
  await db.transaction(async (tx) => {
    await saveIntentState(tx, payment.id, intent);
    if (outcome === 'refunded') await markPaymentRefunded(tx, payment.id);
    if (outcome !== 'nothing-held') {
      await movePaymentStatus(
        tx,
        orderId,
        outcome === 'released' ? orderPaymentStatus.released : orderPaymentStatus.refunded,
        orderPaymentStatus.completed,
      );
    }
  });
  return outcome;
}

async function stillShownPaid(db: Database, orderId: string): Promise<boolean> {
  return (await paymentStatusOf(db, orderId)) === orderPaymentStatus.completed;
}
