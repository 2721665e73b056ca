// Runs the series runner when the server starts and then every half hour, and stops it when the server
// closes (app.ts). Only the instance holding the lease books; the others skip that round.
import { londonDate } from '@callout/contracts/london-time';
import type { FastifyInstance } from 'fastify';
import { failureLog } from '../../../infra/jobs/failure-log';
import type { Services } from '../../../services';
import { runSeriesVisits } from './series-runner';

/** Visits are booked two weeks ahead, so half an hour late costs nothing; a new day is seen soon enough. */
export const seriesIntervalMs = 30 * 60_000;

export function startSeriesRunner(app: FastifyInstance, services: Services): void {
  const { db, clock, siteLinks } = services;
  let running: Promise<void> | null = null;
  let closing = false;
  const failures = failureLog(app.log, 'series visits failed');

  const book = async () => {
    const run = await runSeriesVisits(db, siteLinks, londonDate(clock.now()));
    if (run && run.booked.length + run.needsChoice > 0) {
      app.log.info({ series: run }, 'series visits booked');
    }
  };
  const tick = () => {
    if (running || closing) return; // a slow run is never overlapped by the next tick
    running = book()
      .then(failures.succeeded, failures.failed)
      .finally(() => {
        running = null;
      });
  };

  tick();
  const timer = setInterval(tick, seriesIntervalMs);
  timer.unref();
  // Registered after the database's own close hook, so it runs first (onClose hooks run last-in first-out).
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
