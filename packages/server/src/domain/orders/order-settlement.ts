// What happens to the customer's money after an order changes state: captured when a job ends, released
// or refunded when it is cancelled, released for paying again when a hold would expire before the job.
// The gateway calls are domain/payments/settlement.ts's, which are safe to repeat; these functions decide which
// to make and what the order's payment status becomes.
import type { Database } from '../../infra/db/database';
import type { SiteLinks } from '../notifications/mail/site-links';
import { takeCancelCharge } from '../payments/cancel-charge';
import { GatewayError, type PaymentGateway } from '../payments/gateway';
import { latestPayment, saveIntentState } from '../payments/payment-store';
import { capturePayment, releasePayment } from '../payments/settlement';
import { notifyOrderEvent } from './notifications';
import {
  lockStatusIfFree,
  markReleasing,
  markUnpaid,
  unmarkPaidOnReleasedHold,
} from './order-settlement-store';

export type SettleOutcome =
  | { kind: 'captured' | 'released' | 'refunded' | 'nothing-held' }
  /** The card hold was gone (expired, released, another gateway): the customer is asked to pay again. */
  | { kind: 'pay-again' }
  /** The gateway could not be reached or refused for now; the sweeper tries again. */
  | { kind: 'deferred'; reason: string };

async function viaGateway(work: () => Promise<SettleOutcome>): Promise<SettleOutcome> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GatewayError) return { kind: 'deferred', reason: error.message };
    throw error;
  }
}

/** Intent states from which a capture may still succeed later. */
const stillCapturable: ReadonlySet<string> = new Set(['requires_capture', 'processing', 'succeeded']);

/** Ends a PER JOB order's payment: capture, or, when the hold is gone, ask the customer to pay again. */
export function settleEndedOrder(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  orderId: string,
) {
  return viaGateway(async () => {
    if (await capturePayment(db, siteLinks, gateway, orderId)) return { kind: 'captured' };
    const payment = await latestPayment(db, orderId);
    if (payment && payment.gateway === gateway.kind && stillCapturable.has(payment.status)) {
      return { kind: 'deferred', reason: `payment ${payment.id} is ${payment.status}` };
    }
    await markUnpaid(db, orderId);
    await notifyOrderEvent(db, siteLinks, { kind: 'payment-needed', orderId, reason: 'hold-lost' });
    return { kind: 'pay-again' };
  });
}

export function settleCancelledOrder(db: Database, gateway: PaymentGateway, orderId: string) {
  return viaGateway(async () => ({ kind: await releasePayment(db, gateway, orderId) }));
}

/** A customer's cancel of a job in progress: its charge is taken for the provider, or owed. */
export async function settleLateCancel(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  orderId: string,
): Promise<{ kind: 'charged' | 'owed' } | { kind: 'deferred'; reason: string }> {
  try {
    const outcome = await takeCancelCharge(db, siteLinks, gateway, orderId);
    return outcome === 'pending'
      ? { kind: 'deferred', reason: 'refund left to the sweeper' }
      : { kind: outcome };
  } catch (error) {
    if (error instanceof GatewayError) return { kind: 'deferred', reason: error.message };
    throw error;
  }
}

/**
 * Releases the hold of an order that has not started, before the card network lets it lapse, and asks the
 * customer to pay again. Order of steps matters:
 *  1. under the order's lock, mark it unpaid (so it can no longer start on this hold) and note the cancel
 *     key on the payment (which also tells a later sweep that this release was begun);
 *  2. release the hold at the gateway;
 *  3. if the customer re-confirmed the same hold in between (the payment page rereads the intent), the order
 *     was marked paid again: undo that, since the hold is now gone.
 * Returns false when the order was busy or no longer fits (it started meanwhile): the next sweep decides.
 * Also used when an accepted move makes the order cost more than the hold (`rescheduled`).
 */
export async function releaseForRepayment(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  orderId: string,
  reason: 'hold-expiring' | 'rescheduled' = 'hold-expiring',
): Promise<boolean> {
  const payment = await db.transaction(async (tx) => {
    const status = await lockStatusIfFree(tx, orderId);
    if (status !== 'NEW ORDER' && status !== 'SCHEDULED') return null;
    const current = await latestPayment(tx, orderId, true);
    if (!current || current.gateway !== gateway.kind || current.status !== 'requires_capture') return null;
    await markReleasing(tx, orderId, current.id, `${current.id}-cancel`);
    return current;
  });
  if (!payment) return false;

  const intent = await gateway.cancelIntent(payment.intent_id, `${payment.id}-cancel`);
  await saveIntentState(db, payment.id, intent);
  await unmarkPaidOnReleasedHold(db, orderId);
  await notifyOrderEvent(db, siteLinks, { kind: 'payment-needed', orderId, reason });
  return true;
}
