// The health checks' reads: which migrations the database holds (readiness), and the figures the gauges
// report when /metrics is scraped (the mail queue, the payment sweeper's lease and the holds it left).
import type { Queryable } from '../db/database';

/** How many of the migrations `ids` the database holds. */
export async function appliedMigrationCount(db: Queryable, ids: string[]): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM schema_migrations WHERE id = ANY($1::text[])',
    [ids],
  );
  return rows[0]?.n ?? 0;
}

const mailQueueQuery = `
  SELECT count(*)::int AS depth, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest
  FROM mail_queue`;

/** The mails queued for delivery, and the age in seconds of the oldest (0 when none). */
export async function mailQueueFigures(
  db: Queryable,
): Promise<{ depth: number; oldest: number } | undefined> {
  return (await db.query<{ depth: number; oldest: number }>(mailQueueQuery))[0];
}

// Holds the sweeper should have settled already: an open order paid longer ago than the sweeper allows,
// whose latest payment is still only held (see domain/orders/payment-sweeper.ts; the index orders_paid_open serves it).
const overdueHoldsQuery = `
  SELECT COALESCE(EXTRACT(EPOCH FROM now() - min(o.paid_at)) - $1 * 3600, 0)::float8 AS overdue
  FROM orders o
  JOIN LATERAL (SELECT status FROM payments WHERE order_id = o.id ORDER BY created_at DESC, id DESC LIMIT 1) p
    ON true
  WHERE o.payment_status = 'COMPLETED' AND o.status IN ('NEW ORDER', 'SCHEDULED', 'IN-PROGRESS')
    AND o.paid_at < now() - make_interval(hours => $1) AND p.status = 'requires_capture'`;

/** Seconds the oldest held payment is past `holdMaxAgeHours` (0: none is). */
export async function overdueHoldSeconds(
  db: Queryable,
  holdMaxAgeHours: number,
): Promise<number | undefined> {
  return (await db.query<{ overdue: number }>(overdueHoldsQuery, [holdMaxAgeHours]))[0]?.overdue;
}

// The sweeper releases its lease by setting expires_at to now() when a sweep ends, well or not; while one
// runs, expires_at is ahead (domain/orders/sweeper-loop.ts and job-lease.ts).
const sweepAgeQuery = `
  SELECT GREATEST(EXTRACT(EPOCH FROM now() - expires_at), 0)::float8 AS age FROM job_leases WHERE name = $1`;

/** Seconds since the sweep holding lease `sweeperLease` last ended (0 while one runs; none: never). */
export async function sweepAgeSeconds(db: Queryable, sweeperLease: string): Promise<number | undefined> {
  return (await db.query<{ age: number }>(sweepAgeQuery, [sweeperLease]))[0]?.age;
}
