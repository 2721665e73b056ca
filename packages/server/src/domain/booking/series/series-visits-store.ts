// The visits of a series as the runner and the customer's choices write them: each (series, day) row is
// inserted once, under the series' row lock, and then marked booked with its order, waiting or skipped.
import type { Queryable } from '../../../infra/db/database';
import type { VisitRow } from './series-store';

/** The series' status under its row lock, or null when there is no such series. */
export async function lockSeriesStatus(tx: Queryable, seriesId: string): Promise<string | null> {
  const [current] = await tx.query<{ status: string }>(
    'SELECT status FROM order_series WHERE id = $1 FOR UPDATE',
    [seriesId],
  );
  return current?.status ?? null;
}

/** Days from `from` on that already have a visit row (booked, waiting or skipped), as YYYY-MM-DD. */
export async function decidedDays(db: Queryable, seriesId: string, from: string): Promise<string[]> {
  const rows = await db.query<{ day: string }>(
    `SELECT to_char(visit_on, 'YYYY-MM-DD') AS day FROM series_visits
           WHERE series_id = $1 AND visit_on >= $2::date`,
    [seriesId, from],
  );
  return rows.map((row) => row.day);
}

/** Records a visit inside the provider's notice as skipped; false when the day had a row already. */
export async function passOverVisit(tx: Queryable, seriesId: string, day: string): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO series_visits (series_id, visit_on, status, reason) VALUES ($1, $2, 'SKIPPED', 'TOO_SOON')
       ON CONFLICT (series_id, visit_on) DO NOTHING RETURNING visit_on`,
    [seriesId, day],
  );
  return rows.length > 0;
}

/** The visit's row, waiting until its order is written; false when the day had a row already. */
export async function claimVisit(tx: Queryable, seriesId: string, day: string): Promise<boolean> {
  const claimed = await tx.query(
    `INSERT INTO series_visits (series_id, visit_on, status) VALUES ($1, $2, 'NEEDS_CHOICE')
       ON CONFLICT (series_id, visit_on) DO NOTHING RETURNING visit_on`,
    [seriesId, day],
  );
  return claimed.length > 0;
}

export async function markVisitBooked(tx: Queryable, seriesId: string, day: string, orderId: string) {
  await tx.query(
    `UPDATE series_visits SET status = 'BOOKED', order_id = $3, updated_at = now()
         WHERE series_id = $1 AND visit_on = $2`,
    [seriesId, day, orderId],
  );
}

/** Why the visit waits for the customer's choice. */
export async function setVisitReason(
  tx: Queryable,
  seriesId: string,
  day: string,
  reason: NonNullable<VisitRow['reason']>,
) {
  await tx.query('UPDATE series_visits SET reason = $3 WHERE series_id = $1 AND visit_on = $2', [
    seriesId,
    day,
    reason,
  ]);
}

/** The visit's row under its lock, with its order's status; undefined when the day has none yet. */
export async function lockVisitWithOrder(tx: Queryable, seriesId: string, day: string) {
  const [visit] = await tx.query<{ status: string; order_id: string | null; order_status: string | null }>(
    `SELECT v.status, v.order_id, o.status AS order_status FROM series_visits v
       LEFT JOIN orders o ON o.id = v.order_id WHERE v.series_id = $1 AND v.visit_on = $2::date FOR UPDATE OF v`,
    [seriesId, day],
  );
  return visit;
}

export function markSkipped(db: Queryable, seriesId: string, day: string) {
  return db.query(
    `INSERT INTO series_visits (series_id, visit_on, status) VALUES ($1, $2, 'SKIPPED')
     ON CONFLICT (series_id, visit_on) DO UPDATE SET status = 'SKIPPED', reason = NULL, updated_at = now()`,
    [seriesId, day],
  );
}

/** The visit's status under its lock; undefined when the day has no row. */
export async function lockVisitStatus(
  tx: Queryable,
  seriesId: string,
  day: string,
): Promise<string | undefined> {
  const [visit] = await tx.query<{ status: string }>(
    'SELECT status FROM series_visits WHERE series_id = $1 AND visit_on = $2::date FOR UPDATE',
    [seriesId, day],
  );
  return visit?.status;
}

/** A waiting visit booked with the provider the customer chose. */
export async function markChosenVisitBooked(tx: Queryable, seriesId: string, day: string, orderId: string) {
  await tx.query(
    `UPDATE series_visits SET status = 'BOOKED', order_id = $3, reason = NULL, updated_at = now()
       WHERE series_id = $1 AND visit_on = $2::date`,
    [seriesId, day, orderId],
  );
}
