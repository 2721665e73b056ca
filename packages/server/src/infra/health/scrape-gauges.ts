// Gauges read when /metrics is scraped: queues and held payments are rows shared by every instance, so
// each instance reports the same totals (aggregate with max, not sum). A failed read leaves NaN.
import type { FastifyBaseLogger } from 'fastify';
import { Gauge } from 'prom-client';
import type { Database, PoolUse } from '../db/database';
import type { AppMetrics } from './metrics';

const mailQueueQuery = `
  SELECT count(*)::int AS depth, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest
  FROM mail_queue`;

// Holds the sweeper should have settled already: an open order paid longer ago than the sweeper allows,
// whose latest payment is still only held (see domain/orders/payment-sweeper.ts; the index orders_paid_open serves it).
const overdueHoldsQuery = `
  SELECT COALESCE(EXTRACT(EPOCH FROM now() - min(o.paid_at)) - $1 * 3600, 0)::float8 AS overdue
  FROM orders o
  JOIN LATERAL (SELECT status FROM payments WHERE order_id = o.id ORDER BY created_at DESC, id DESC LIMIT 1) p
    ON true
  WHERE o.payment_status = 'COMPLETED' AND o.status IN ('NEW ORDER', 'SCHEDULED', 'IN-PROGRESS')
    AND o.paid_at < now() - make_interval(hours => $1) AND p.status = 'requires_capture'`;

// The sweeper releases its lease by setting expires_at to now() when a sweep ends, well or not; while one
// runs, expires_at is ahead (domain/orders/sweeper-loop.ts and job-lease.ts).
const sweepAgeQuery = `
  SELECT GREATEST(EXTRACT(EPOCH FROM now() - expires_at), 0)::float8 AS age FROM job_leases WHERE name = $1`;

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
    const rows = await db
      .query<{ depth: number; oldest: number }>(mailQueueQuery)
      .catch(failed('mail queue'));
    return rows?.[0] ?? { depth: Number.NaN, oldest: Number.NaN };
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
      const rows = await db
        .query<{ age: number }>(sweepAgeQuery, [sweeperLease])
        .catch(failed('payment sweeper lease'));
      this.set(rows?.[0]?.age ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'payment_hold_overdue_seconds',
    help: 'How long the oldest held payment has been past the age at which the sweeper settles it (0: none).',
    registers,
    async collect() {
      const rows = await db
        .query<{ overdue: number }>(overdueHoldsQuery, [holdMaxAgeHours])
        .catch(failed('overdue holds'));
      this.set(rows?.[0]?.overdue ?? Number.NaN);
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
