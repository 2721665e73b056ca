// Taking a late cancellation's charge (domain/orders/cancellation-policy.ts) and paying it to the provider. PER JOB:
// the hold is captured for the charge alone and the gateway releases the rest; a hold the sweeper had
// already captured in full is refunded down to the charge. PER HOUR: nothing is held before the end, so the
// time worked is owed (amount_due) and paid through Make Payment, whose capture (settlement.ts) records the
// payout. Either way the payout is recorded and transferred like any settled order's, fee included.
// Safe to repeat after a crash at any step: the capture key is the payment's, the refund has a fixed
// request key, and recording a payout twice records it once.
import type { Database } from '../../infra/db/database';
import type { SiteLinks } from '../notifications/mail/site-links';
import { issueReceipt } from '../orders/receipts/receipt-store';
import { recordPayout } from '../payouts/payout-ledger';
import { payOutOrder } from '../payouts/payout-transfers';
import type { PaymentGateway } from './gateway';
import { cancelChargeOf } from './order-payment-store';
import { latestPayment, notePaymentKey, paymentLeftMinor, saveIntentState } from './payment-store';
import { startedRefundCount } from './refund-store';
import { refundPayment } from './refunds';
import { capturePayment } from './settlement';

export type CancelChargeOutcome =
  /** The charge is taken (now or earlier) and the provider's payout recorded. */
  | 'charged'
  /** Nothing is held: the customer pays the charge through Make Payment (PER HOUR). */
  | 'owed'
  /** The gateway could not finish a step now (a refund it will make later); the sweeper goes on. */
  | 'pending';

export async function takeCancelCharge(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  orderId: string,
): Promise<CancelChargeOutcome> {
  const order = await cancelChargeOf(db, orderId);
  const charge = order?.charge ?? 0;
  const payment = await latestPayment(db, orderId);
  if (!payment || payment.gateway !== gateway.kind || charge <= 0) return 'owed';
  // PER HOUR: a payment exists only once the customer has paid what is owed, for exactly that amount.
  if (order?.pay_rate === 'PER HOUR')
    return (await capturePayment(db, siteLinks, gateway, orderId)) ? 'charged' : 'owed';

  let intent = await gateway.retrieveIntent(payment.intent_id);
  if (intent.status === 'requires_capture') {
    const captureKey = `${payment.id}-capture`;
    await notePaymentKey(db, payment.id, 'capture', captureKey);
    // Stripe's capture answer names the charge without its card: keep the card the retrieval saw.
    const held = intent;
    intent = await gateway.captureIntent(payment.intent_id, captureKey, Math.min(charge, intent.amountMinor));
    intent = { ...intent, card: intent.card ?? held.card };
  }
  // The customer is mailed a receipt for the charge, once, with the capture's record (as settlement.ts).
  const captured = intent.status === 'succeeded';
  await db.transaction(async (tx) => {
    await saveIntentState(tx, payment.id, intent);
    if (captured) await issueReceipt(tx, payment.id);
  });
  if (!captured) return 'owed';

  // Captured in full before the cancel (a hold the sweeper took on a long job): give back all but the charge.
  const over = ((await paymentLeftMinor(db, payment.id)) ?? 0) - charge;
  if (over > 0) {
    const refund = await refundPayment(db, siteLinks, gateway, orderId, {
      amountMinor: over,
      reason: 'Cancelled after the job started: all but the cancellation charge is returned.',
      requestKey: `callout-late-cancel-${orderId}`,
    });
    if (refund.kind !== 'done') return 'pending';
  }
  // A refund noted and not yet made (a crash) is finished by the sweeper first; the payout comes after it.
  if ((await startedRefundCount(db, orderId)) > 0) return 'pending';
  await recordPayout(db, siteLinks, orderId, gateway.feeBasisPoints);
  await payOutOrder(db, siteLinks, gateway, orderId);
  return 'charged';
}
