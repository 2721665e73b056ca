// What the platform owes providers. A payout is recorded once per completed order, when the customer's
// money has been captured (payments/settlement.ts calls recordPayout after every successful capture), and is
// paid instantly or in the weekly batch by the provider's choice (accounts.payout_schedule).
//
// No money moves to providers yet: "paid" means released to the provider. TODO (issue 7, Stripe Connect):
// create a transfer to the provider's connected account before marking a payout paid, with the idempotency
// key `payout-<id>` (instant) or `<batch>-<provider>` (weekly), and keep its id in payouts.transfer_id.
import { randomUUID } from 'node:crypto';
import { londonDate } from '@callout/contracts/london-time';
import type { Queryable } from '../db/database';
import { notifyOrderEvent } from './notifications';

export type PayoutSchedule = 'INSTANT' | 'WEEKLY';

/**
 * Records the provider's payout for a completed, captured order; instant payouts are paid at once.
 * Safe to call any number of times, concurrently too: the order has at most one payout.
 */
export async function recordPayout(db: Queryable, orderId: string): Promise<void> {
  const [recorded] = await db.query<{ provider_id: string; schedule: PayoutSchedule }>(
    `INSERT INTO payouts (order_id, payment_id, provider_id, amount_minor, currency, schedule, status, paid_at)
     SELECT o.id, p.id, o.provider_id, p.amount_captured_minor - p.amount_refunded_minor, p.currency,
       a.payout_schedule,
       CASE a.payout_schedule WHEN 'INSTANT' THEN 'paid' ELSE 'pending' END,
       CASE a.payout_schedule WHEN 'INSTANT' THEN now() END
     FROM orders o
     JOIN accounts a ON a.id = o.provider_id
     JOIN LATERAL (SELECT * FROM payments WHERE order_id = o.id ORDER BY created_at DESC, id DESC LIMIT 1) p ON true
     WHERE o.id = $1 AND o.status = 'COMPLETED' AND p.status = 'succeeded'
       AND p.amount_captured_minor > p.amount_refunded_minor
     ON CONFLICT (order_id) DO NOTHING
     RETURNING provider_id, schedule`,
    [orderId],
  );
  if (recorded) {
    await notifyOrderEvent(db, {
      kind: 'payout-recorded',
      orderId,
      providerId: recorded.provider_id,
      schedule: recorded.schedule,
    });
  }
}

export interface PayoutBatch {
  batchId: string;
  /** Payouts paid in this batch. */
  count: number;
  /** Minor units per provider and currency, e.g. { 'PRV-1 gbp': 8500 }. */
  totals: Record<string, number>;
}

/**
 * The weekly batch: pays every pending weekly payout recorded before `cutoff`. Run it once a week (a cron
 * job or the operator); two runs at once split the payouts between them and never pay one twice.
 */
export async function runWeeklyPayouts(db: Queryable, cutoff: Date = new Date()): Promise<PayoutBatch> {
  const batchId = `WEEK-${londonDate(cutoff)}-${randomUUID().slice(0, 8)}`;
  const rows = await db.query<{ provider_id: string; currency: string; amount_minor: number }>(
    `UPDATE payouts SET status = 'paid', paid_at = now(), batch_id = $1
     WHERE id IN (
       SELECT id FROM payouts WHERE status = 'pending' AND schedule = 'WEEKLY' AND created_at < $2
       FOR UPDATE SKIP LOCKED)
     RETURNING provider_id, currency, amount_minor`,
    [batchId, cutoff.toISOString()],
  );
  const totals: Record<string, number> = {};
  for (const row of rows) {
    const key = `${row.provider_id} ${row.currency}`;
    totals[key] = (totals[key] ?? 0) + row.amount_minor;
  }
  return { batchId, count: rows.length, totals };
}
