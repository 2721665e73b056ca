// Runs the payment sweeper when the server starts and then every few minutes, and stops it when the server
// closes (app.ts). Only the instance holding the lease sweeps; the others skip that round.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { failureLog } from '../../infra/jobs/failure-log';
import type { Services } from '../../services';
import { gatewaysFor } from '../payments/gateway-for';
import { sweepPayouts } from '../payouts/payout-sweep';
import { releaseLease, tryLease } from './job-lease-store';
import { sweepPayments } from './payment-sweeper';

/** Often enough to retry a failed settlement soon; holds have a day of margin anyway. */
export const sweepIntervalMs = 10 * 60_000;
/** Its row in job_leases, which /metrics reads to tell how long ago a sweep last ended. */
export const leaseName = 'payment-sweeper';
/** Longer than any sweep should take; expires if this instance dies mid-sweep. */
const leaseSeconds = 5 * 60;

export function startPaymentSweeper(app: FastifyInstance, services: Services): void {
  const { db, siteLinks } = services;
  const { gateway } = gatewaysFor(services);
  const holder = randomUUID();
  let running: Promise<void> | null = null;
  let closing = false;
  const failures = failureLog(app.log, 'payment sweep failed');

  const sweep = async () => {
    if (!(await tryLease(db, leaseName, holder, leaseSeconds))) return;
    try {
      const report = await sweepPayments(db, siteLinks, gateway, { stopped: () => closing });
      const { released, captured, returned, failed } = report;
      if (released.length + captured.length + returned.length + failed.length > 0) {
        app.log.info({ sweep: report }, 'payment sweep settled orders');
      }
      const payouts = await sweepPayouts(db, siteLinks, gateway, {
        stopped: () => closing,
        mailer: services.mailer,
      });
      if (payouts.refunds.length + payouts.moved.length > 0) {
        app.log.info({ sweep: payouts }, 'payment sweep finished refunds and payouts');
      }
    } finally {
      await releaseLease(db, leaseName, holder);
    }
  };
  const run = () => {
    if (running || closing) return; // a slow sweep is never overlapped by the next tick
    running = sweep()
      .then(failures.succeeded, failures.failed)
      .finally(() => {
        running = null;
      });
  };

  run();
  const timer = setInterval(run, sweepIntervalMs);
  timer.unref();
  // Registered after the database's own close hook, so it runs first (onClose hooks run last-in first-out).
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running; // the order in hand is settled; the rest waits for the next sweep, here or elsewhere
  });
}
