// The payment sweeper's second half (domain/orders/sweeper-loop.ts): finishes the money moves a crash, an outage
// or a race left undone, every few minutes on one instance at a time. Refunds noted and not finished are
// asked of the gateway again with their key; payouts with a call noted and not recorded are finished (after
// checking the gateway for it); a transfer that a refund has since outgrown is reversed down to its share;
// INSTANT payouts still owed (their account became ready, the gateway was down) are sent; statements a
// crashed weekly batch did not mail are mailed; a dispute's refund a crash left unmade is made.
import type { Database } from '../../infra/db/database';
import type { Mailer } from '../../infra/mail/mailer';
import type { SiteLinks } from '../notifications/mail/site-links';
import { settleDispute } from '../orders/disputes/dispute-money';
import { disputesToSettle } from '../orders/disputes/dispute-money-store';
import type { PaymentGateway } from '../payments/gateway';
import { finishRefund } from '../payments/refunds';
import { mailStatements } from './payout-statements';
import { payoutsLeftUnsettled, refundsLeftStarted } from './payout-sweep-queries';
import { inFlightGraceSeconds, settlePayout } from './payout-transfers';
import { weeklyLeaseName } from './weekly-payouts';

export interface PayoutSweepReport {
  /** Refunds finished (done, refused or still deferred). */
  refunds: string[];
  /** Payouts whose money moved. */
  moved: number[];
}

export async function sweepPayouts(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  options: { stopped?: () => boolean; graceSeconds?: number; mailer?: Mailer } = {},
): Promise<PayoutSweepReport> {
  const grace = options.graceSeconds ?? inFlightGraceSeconds;
  const report: PayoutSweepReport = { refunds: [], moved: [] };
  // Disputes that ended with a refund a crash left unmade: made now, under the dispute's own key.
  for (const disputeId of await disputesToSettle(db, grace)) {
    if (options.stopped?.()) return report;
    await settleDispute(db, siteLinks, gateway, disputeId, options.mailer);
  }
  const refunds = await refundsLeftStarted(db, gateway.kind, grace);
  for (const refund of refunds) {
    if (options.stopped?.()) return report;
    await finishRefund(db, siteLinks, gateway, refund.id, true, { mailer: options.mailer });
    report.refunds.push(refund.id);
  }
  const payouts = await payoutsLeftUnsettled(db, gateway.kind, grace);
  for (const payout of payouts) {
    if (options.stopped?.()) return report;
    if ((await settlePayout(db, siteLinks, gateway, payout.id, { graceSeconds: grace })) === 'moved')
      report.moved.push(payout.id);
  }
  // Statements a weekly batch did not get to mail before a crash.
  await db.transaction((tx) => mailStatements(tx, { overdueUnlessLeased: weeklyLeaseName }));
  return report;
}
