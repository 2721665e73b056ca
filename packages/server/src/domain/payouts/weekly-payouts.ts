// The weekly batch: transfers every payout that is owed and not yet sent (WEEKLY ones, and any whose
// transfer was refused before), one transfer per payout as at settlement. It runs by itself every week
// (weekly-schedule.ts) or when an operator asks (POST /api/ops/payouts/weekly), under one lease in the
// database, so two instances, or an instance and an operator, never run it at once; and each payout is
// claimed under its row lock with its own idempotency key, so none is ever paid twice. A payout whose order
// has an open dispute is held back (counted in `held`) until the dispute ends; so is one waiting for the
// provider's details for HMRC (payouts.held_reason), until they give them.

import { randomUUID } from 'node:crypto';
import { londonDate } from '@callout/contracts/london-time';
import type { Database } from '../../infra/db/database';
import type { SiteLinks } from '../notifications/mail/site-links';
import { releaseLease, tryLease } from '../orders/job-lease-store';
import type { PaymentGateway } from '../payments/gateway';
import { sellerDetailsHold } from './hmrc/seller-hold-rule';
import { mailStatements } from './payout-statements';
import { heldReasonOf, transferredOf } from './payout-store';
import { settlePayout } from './payout-transfers';
import { payoutsHeldBefore, payoutsOwedBefore } from './weekly-payout-queries';

/** The batch's row in job_leases; long enough for a large batch, and it lapses if the instance dies. */
export const weeklyLeaseName = 'weekly-payouts';
const leaseSeconds = 30 * 60;

export interface PayoutBatch {
  batchId: string;
  /** Payouts transferred in this batch. */
  count: number;
  /** Minor units per provider and currency, e.g. { 'PRV-1 gbp': 8500 }. */
  totals: Record<string, number>;
  /** Payouts still owed: refused by the gateway, unreachable, or without a payout account ready. */
  unpaid: number;
  /** Payouts owed but held back: their order has an open dispute, or the provider's HMRC details are missing. */
  held: number;
}

/** Another run holds the lease. */
export class BatchRunning extends Error {}

export interface BatchOptions {
  /** Pays payouts recorded before this (default now). */
  cutoff?: Date;
  /** Asked between payouts (server shutdown): the rest wait for the next run. */
  stopped?: () => boolean;
  /** Asked once the lease is held: whether to run at all (the schedule's occurrence may be done already). */
  onlyIf?: () => Promise<boolean>;
  /** Called, still under the lease, once every payout was tried (the schedule marks its occurrence done). */
  afterwards?: () => Promise<void>;
}

/**
 * Runs the batch under the lease; null when `onlyIf` said no. Throws BatchRunning when another run holds the
 * lease.
 */
export async function runWeeklyPayouts(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  options: BatchOptions = {},
): Promise<PayoutBatch | null> {
  const cutoff = options.cutoff ?? new Date();
  const batchId = `WEEK-${londonDate(cutoff)}-${randomUUID().slice(0, 8)}`;
  const holder = randomUUID();
  if (!(await tryLease(db, weeklyLeaseName, holder, leaseSeconds))) throw new BatchRunning();
  try {
    if (options.onlyIf && !(await options.onlyIf())) return null;
    const owed = await payoutsOwedBefore(db, cutoff, gateway.kind);
    const held = await payoutsHeldBefore(db, cutoff, gateway.kind);
    const batch: PayoutBatch = { batchId, count: 0, totals: {}, unpaid: 0, held };
    for (const [index, payout] of owed.entries()) {
      if (options.stopped?.()) return batch;
      // Keep the lease while a long batch runs.
      if (index > 0 && index % 50 === 0) await tryLease(db, weeklyLeaseName, holder, leaseSeconds);
      const step = await settlePayout(db, siteLinks, gateway, payout.id, { weekly: true, batchId });
      if (step !== 'moved') {
        // A payout waiting for the provider's details for HMRC is held, like one under dispute.
        if ((await heldReasonOf(db, payout.id)) === sellerDetailsHold) batch.held += 1;
        else batch.unpaid += 1;
        continue;
      }
      const paid = await transferredOf(db, payout.id);
      const key = `${payout.provider_id} ${payout.currency}`;
      batch.count += 1;
      batch.totals[key] = (batch.totals[key] ?? 0) + (paid ?? 0);
    }
    // One statement per provider for everything this batch sent them.
    await db.transaction((tx) => mailStatements(tx, { batchId }));
    await options.afterwards?.();
    return batch;
  } finally {
    await releaseLease(db, weeklyLeaseName, holder);
  }
}
