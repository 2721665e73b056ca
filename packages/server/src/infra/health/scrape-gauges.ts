// Gauges read when /metrics is scraped: queues and held payments are rows shared by every instance, so
// each instance reports the same totals (aggregate with max, not sum). A failed read leaves NaN.
import type { FastifyBaseLogger } from 'fastify';
import { Gauge } from 'prom-client';
import type { Database, PoolUse } from '../db/database';
import { mailQueueFigures, overdueHoldSeconds, sweepAgeSeconds } from './health-store';
import type { AppMetrics } from './metrics';

/** One read shared by the gauges that a scrape collects at the same time. */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= read().finally(() => {
      running = null;
    });
    return running;
  };
}

/** The payment sweeper's figures, given by the orders area that runs it. */
export interface SweeperFigures {
  /** Hours a payment may stay held before the sweeper settles it. */
  holdMaxAgeHours: number;
  /** The job lease a sweep holds while it runs. */
  sweeperLease: string;
}

export function registerScrapeGauges(
  metrics: AppMetrics,
  db: Database,
  log: FastifyBaseLogger,
  { holdMaxAgeHours, sweeperLease }: SweeperFigures,
): void {
  const registers = [metrics.registry];
  const failed = (what: string) => (error: unknown) => {
    log.warn({ err: error }, `metrics: ${what} could not be read`);
    return null;
  };
  const mailQueue = sharedRead(async () => {
    const figures = await mailQueueFigures(db).catch(failed('mail queue'));
    return figures ?? { depth: Number.NaN, oldest: Number.NaN };
  });

  new Gauge({
    name: 'mail_queue_depth',
    help: 'Mails queued for SMTP delivery (waiting or being retried), all instances.',
    registers,
    async collect() {
      this.set((await mailQueue()).depth);
    },
  });
  new Gauge({
    name: 'mail_queue_oldest_age_seconds',
    help: 'Age of the oldest queued mail (0 when the queue is empty).',
    registers,
    async collect() {
      this.set((await mailQueue()).oldest);
    },
  });
  new Gauge({
    name: 'payment_sweep_age_seconds',
    help: 'Seconds since a payment sweep last ended on any instance (0 while one runs; NaN: never).',
    registers,
    async collect() {
      const age = await sweepAgeSeconds(db, sweeperLease).catch(failed('payment sweeper lease'));
      this.set(age ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'payment_hold_overdue_seconds',
    help: 'How long the oldest held payment has been past the age at which the sweeper settles it (0: none).',
    registers,
    async collect() {
      const overdue = await overdueHoldSeconds(db, holdMaxAgeHours).catch(failed('overdue holds'));
      this.set(overdue ?? Number.NaN);
    },
  });

  const { poolUse } = db;
  if (!poolUse) return;
  const pool = (name: string, help: string, pick: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(pick(poolUse()));
      },
    });
  pool('db_pool_connections', 'Connections the PostgreSQL pool holds open.', (use) => use.total);
  pool('db_pool_idle_connections', 'Open connections not in use.', (use) => use.idle);
  pool('db_pool_waiting_requests', 'Queries waiting for a free connection.', (use) => use.waiting);
}
