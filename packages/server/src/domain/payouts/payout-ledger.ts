// What the platform owes a provider for an order, and how that changes. A payout is recorded once per
// completed order when the customer's money is captured (domain/payments/settlement.ts), split into the platform's
// fee and the provider's net (platform-fee.ts); later refunds take their share back from both. Within each
// payout the database checks that gross = refunded + fee + net still owed (amount_minor); what of that net
// has reached the provider is transferred_minor (payout-transfers.ts moves the money).
import type { Database, Queryable } from '../../infra/db/database';
import type { SiteLinks } from '../notifications/mail/site-links';
import { notifyOrderEvent } from '../orders/notifications';
import {
  capturedForPayout,
  insertPayout,
  lockOrderForPayout,
  type PayoutRow,
  payoutOfOrder,
  saveRefundShare,
} from './payout-store';
import { providerShareOfRefunds, splitFee } from './platform-fee';

/** Runs `work` in a transaction, or in the caller's when it passes one (the demo seed does). */
export const inTransaction = <T>(
  db: Database | Queryable,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> => ('transaction' in db ? db.transaction(work) : work(db));

/**
 * Records the provider's payout for a completed (or late-cancelled, cancellation-policy.ts), captured order, with the fee at `feeBasisPoints`. Safe to
 * call any number of times, concurrently too: the order has at most one payout. The order's row is locked
 * while its capture is read, so a refund finishing at the same moment is counted exactly once: either before
 * (a smaller gross) or after (taken from the payout, refunds.ts).
 */
export async function recordPayout(
  db: Database | Queryable,
  siteLinks: SiteLinks,
  orderId: string,
  feeBasisPoints: number,
): Promise<PayoutRow | null> {
  const recorded = await inTransaction(db, async (tx) => {
    const order = await lockOrderForPayout(tx, orderId);
    // A job cancelled after it started pays its cancellation charge to the provider like a completed one.
    const settled =
      order?.status === 'COMPLETED' ||
      (order?.status === 'CANCELLED' && (order.cancel_charge_minor ?? 0) > 0);
    if (!order || !settled || !order.provider_id) return null;
    const payment = await capturedForPayout(tx, orderId, order.provider_id);
    if (!payment || payment.gross <= 0) return null;
    const { feeMinor, netMinor } = splitFee(payment.gross, feeBasisPoints);
    const row = await insertPayout(tx, {
      orderId,
      paymentId: payment.id,
      providerId: order.provider_id,
      grossMinor: payment.gross,
      feeBasisPoints,
      feeMinor,
      netMinor,
      currency: payment.currency,
      schedule: payment.schedule,
    });
    if (row) {
      await notifyOrderEvent(tx, siteLinks, {
        kind: 'payout-recorded',
        orderId,
        providerId: row.provider_id,
        schedule: row.schedule,
      });
    }
    return row;
  });
  return recorded;
}

/**
 * Takes a refund's share from the order's payout, inside the refund's transaction (the order row is locked):
 * the provider's part is the same share of their net as the refund is of the gross, counted on all refunds
 * so far, and the fee gives up the rest. What was already transferred is reversed afterwards
 * (payout-transfers.ts). Returns the payout, or null when the order has none yet (its gross will then be
 * the capture less this refund).
 * `providerKeeps` (an operator's dispute decision): the provider keeps their share of this refund and the
 * platform pays it (covered_minor), so within the payout gross + covered = refunded + fee + amount.
 */
export async function takeRefundFromPayout(
  tx: Queryable,
  orderId: string,
  refundMinor: number,
  providerKeeps = false,
): Promise<PayoutRow | null> {
  const payout = await payoutOfOrder(tx, orderId, true);
  if (!payout) return null;
  const refunded = Math.min(payout.gross_minor, payout.refunded_minor + refundMinor);
  const kept = providerKeeps
    ? payout.kept_refunded_minor + (refunded - payout.refunded_minor)
    : payout.kept_refunded_minor;
  const shareOf = (minor: number) => providerShareOfRefunds(payout.net_minor, payout.gross_minor, minor);
  // The fee gives up its part of every refund; the provider gives up theirs of the refunds they did not keep.
  const amount = payout.net_minor - shareOf(refunded - kept);
  const fee = payout.gross_minor - payout.net_minor - (refunded - shareOf(refunded));
  const covered = shareOf(refunded) - shareOf(refunded - kept);
  return saveRefundShare(tx, payout.id, { refunded, amount, fee, kept, covered });
}
