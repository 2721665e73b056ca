// Card holds last about 7 days, and a job can be booked up to 60 days ahead. The sweeper makes sure no held
// payment is silently lost, and finishes settlement that a gateway failure left undone:
//  - a hold older than `holdMaxAgeHours` on an order not started yet is released, and the customer is asked
//    to pay again (the order shows Make Payment; the notification hook tells them);
//  - the same on a job in progress is captured now (the job is under way; ending it records the payout,
//    cancelling it refunds);
//  - a completed order whose money is still held is captured (and its payout recorded); a cancelled one is
//    released or refunded, or, cancelled by its customer after the job started, charged its cancellation
//    charge for the provider (domain/payments/cancel-charge.ts) with the rest released or refunded.
// Several API instances may run it: the periodic loop holds a lease (job-lease-store.ts), each order is changed
// under its row lock, and every gateway call carries a per-payment idempotency key.
import type { Database } from '../../infra/db/database';
import type { SiteLinks } from '../notifications/mail/site-links';
import { takeCancelCharge } from '../payments/cancel-charge';
import { GatewayError, type PaymentGateway } from '../payments/gateway';
import { capturePayment, releasePayment } from '../payments/settlement';
import { notifyOrderEvent } from './notifications';
import { releaseForRepayment } from './order-settlement';
import { type Candidate, forgetSettledOrders, sweepCandidates } from './payment-sweep-queries';

/** A day of margin before Stripe's seven. */
export const holdMaxAgeHours = 6 * 24;
/** Orders settled less than this ago are left to the request that is settling them. */
const settleGraceSeconds = 120;

export interface SweepReport {
  /** Holds released so the customer pays again. */
  released: string[];
  /** Holds captured (in progress or completed). */
  captured: string[];
  /** Cancelled orders whose money went back. */
  returned: string[];
  /** Orders the gateway failed on; tried again next time. */
  failed: string[];
}

export async function sweepPayments(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  options: { holdMaxAgeHours?: number; stopped?: () => boolean } = {},
): Promise<SweepReport> {
  const report: SweepReport = { released: [], captured: [], returned: [], failed: [] };
  const candidates = await sweepCandidates(
    db,
    gateway.kind,
    options.holdMaxAgeHours ?? holdMaxAgeHours,
    settleGraceSeconds,
  );
  for (const candidate of candidates) {
    // Between orders is a safe point to stop (server shutdown): each order's settlement is finished, and
    // one cut short by a crash is picked up by the next sweep (release begun, capture recorded, payout due).
    if (options.stopped?.()) break;
    try {
      await settle(db, siteLinks, gateway, candidate, report);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      report.failed.push(candidate.order_id);
    }
  }
  // Orders with nothing left to do (settled by this round or before) are no longer read by the next.
  if (!options.stopped?.()) await forgetSettledOrders(db);
  return report;
}

async function settle(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  c: Candidate,
  report: SweepReport,
) {
  const id = c.order_id;
  switch (c.order_status) {
    case 'NEW ORDER':
    case 'SCHEDULED':
      if (await releaseForRepayment(db, siteLinks, gateway, id)) report.released.push(id);
      return;
    case 'IN-PROGRESS':
      if (await capturePayment(db, siteLinks, gateway, id)) {
        report.captured.push(id);
        await notifyOrderEvent(db, siteLinks, { kind: 'hold-captured', orderId: id });
      }
      return;
    case 'COMPLETED':
      // Captures, or (already captured) records the payout a crash left unrecorded.
      if ((await capturePayment(db, siteLinks, gateway, id)) && c.intent_status !== 'succeeded')
        report.captured.push(id);
      return;
    case 'CANCELLED':
      // Cancelled after the job started: the charge is taken for the provider and only the rest goes back.
      if ((c.cancel_charge_minor ?? 0) > 0) {
        if ((await takeCancelCharge(db, siteLinks, gateway, id)) === 'charged') report.returned.push(id);
        return;
      }
      if ((await releasePayment(db, gateway, id)) !== 'nothing-held') report.returned.push(id);
      return;
  }
}
