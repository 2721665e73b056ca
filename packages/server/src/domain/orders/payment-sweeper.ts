// Card holds last about 7 days, and a job can be booked up to 60 days ahead. The sweeper makes sure no held
// payment is silently lost, and finishes settlement that a gateway failure left undone:
//  - a hold older than `holdMaxAgeHours` on an order not started yet is released, and the customer is asked
//    to pay again (the order shows Make Payment; the notification hook tells them);
//  - the same on a job in progress is captured now (the job is under way; ending it records the payout,
//    cancelling it refunds);
//  - a completed order whose money is still held is captured (and its payout recorded); a cancelled one is
//    released or refunded, or, cancelled by its customer after the job started, charged its cancellation
//    charge for the provider (domain/payments/cancel-charge.ts) with the rest released or refunded.
// Several API instances may run it: the periodic loop holds a lease (job-lease.ts), each order is changed
// under its row lock, and every gateway call carries a per-payment idempotency key.
import type { Database } from '../../infra/db/database';
import type { SiteLinks } from '../notifications/mail/site-links';
import { takeCancelCharge } from '../payments/cancel-charge';
import { GatewayError, type PaymentGateway } from '../payments/gateway';
import { capturePayment, releasePayment } from '../payments/settlement';
import { notifyOrderEvent } from './notifications';
import { releaseForRepayment } from './order-settlement';

/** A day of margin before Stripe's seven. */
export const holdMaxAgeHours = 6 * 24;
/** Orders settled less than this ago are left to the request that is settling them. */
const settleGraceSeconds = 120;
const batchSize = 50;

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

interface Candidate {
  order_id: string;
  order_status: string;
  intent_status: string;
  /** A late cancellation's charge (cancellation-policy.ts), kept when the rest goes back. */
  cancel_charge_minor: number | null;
}

// The latest payment of each order, when it is this gateway's and still needs something done.
const candidatesQuery = `
  SELECT o.id AS order_id, o.status AS order_status, p.status AS intent_status, o.cancel_charge_minor
  FROM orders o
  JOIN LATERAL (SELECT * FROM payments WHERE order_id = o.id ORDER BY created_at DESC, id DESC LIMIT 1) p ON true
  WHERE p.gateway = $1 AND (
    (p.status = 'requires_capture' AND (
      (o.status IN ('NEW ORDER', 'SCHEDULED', 'IN-PROGRESS') AND o.payment_status = 'COMPLETED'
        AND o.paid_at < now() - make_interval(hours => $2))
      -- A release begun by an earlier sweep that the gateway did not finish.
      OR (o.status IN ('NEW ORDER', 'SCHEDULED') AND p.cancel_key IS NOT NULL)
      OR (o.status IN ('COMPLETED', 'CANCELLED') AND o.updated_at < now() - make_interval(secs => $3))))
    -- Cancelled: captured money goes back, all of it, or all but a late cancellation's charge.
    OR (o.status = 'CANCELLED' AND p.status = 'succeeded'
      AND p.amount_captured_minor - p.amount_refunded_minor > coalesce(o.cancel_charge_minor, 0)
      AND o.updated_at < now() - make_interval(secs => $3))
    -- Released at the gateway, but a crash came before the order was marked so (before releasePayment
    -- recorded both in one transaction, the order could be left showing paid).
    OR (o.status = 'CANCELLED' AND o.payment_status = 'COMPLETED' AND p.status = 'canceled'
      AND o.cancel_charge_minor IS NULL AND o.updated_at < now() - make_interval(secs => $3))
    OR ((o.status = 'COMPLETED' OR (o.status = 'CANCELLED' AND o.cancel_charge_minor > 0))
      AND p.status = 'succeeded' AND o.updated_at < now() - make_interval(secs => $3)
      AND NOT EXISTS (SELECT 1 FROM payouts po WHERE po.order_id = o.id)))
  ORDER BY o.updated_at
  LIMIT ${batchSize}`;

export async function sweepPayments(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  options: { holdMaxAgeHours?: number; stopped?: () => boolean } = {},
): Promise<SweepReport> {
  const report: SweepReport = { released: [], captured: [], returned: [], failed: [] };
  const candidates = await db.query<Candidate>(candidatesQuery, [
    gateway.kind,
    options.holdMaxAgeHours ?? holdMaxAgeHours,
    settleGraceSeconds,
  ]);
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
