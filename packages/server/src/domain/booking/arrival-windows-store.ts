// The SQL of arrival windows (arrival-windows.ts makes the windows and decides): whether a provider is free
// and working for a job, as expressions list reads embed, and the reads and the provider lock a booking
// decides under.
import { defaultWorkingSpan } from '@callout/contracts/working-hours';
import type { Queryable } from '../../infra/db/database';
import { inLondon, londonDaySql } from '../../infra/db/london-day';
import { scheduleAllowsSql } from '../catalogue/availability-queries';

/**
 * The days a held job may overlap a job on, around the job's own day: a job holds its provider at most
 * its two-hour window plus 720 minutes (or 12 hours), and a window starts on its day, so an overlapping
 * job starts the day before, the day itself or the day after. Bounding by day lets the read use the
 * order_shipping_windows index instead of the provider's whole history.
 */
const overlapDays = (held: string, shipping: string) =>
  `${held}.scheduled_on BETWEEN ${shipping}.scheduled_on - 1 AND ${shipping}.scheduled_on + 1`;

/**
 * SQL true when the provider (an SQL expression) is free for the job with shipping `s` and order `o`: the job
 * has no window (any time that day), or none of the provider's other open jobs with a window overlaps the
 * time it holds. A list read; engaging someone still decides under the lock (holdOrderWindow).
 */
export const freeForJobSql = (
  provider: string,
  shipping = 's',
  order = 'o',
) => `(${shipping}.window_starts IS NULL
  OR NOT EXISTS (
    SELECT 1 FROM order_shipping hs JOIN orders held ON held.id = hs.order_id
    WHERE ${overlapDays('hs', shipping)} AND hs.window_starts IS NOT NULL
      AND held.provider_id = ${provider} AND held.id <> ${order}.id
      AND held.status NOT IN ('CANCELLED', 'COMPLETED')
      AND hs.window_starts < ${shipping}.busy_until AND hs.busy_until > ${shipping}.window_starts))`;

/**
 * SQL true when the provider (an SQL expression) works at the time the job with shipping `s` holds, by the
 * rules a booking of a window follows: their schedule (Manage Schedule) allows the job's day, and a job with
 * a window falls on no day off of theirs, starts no sooner than their notice from now, and fits, from its
 * window's start to the end of the time it holds, inside one of their working spans that weekday (the
 * default day for a provider who never set hours). A job any time that day needs only the schedule.
 */
export const worksForJobSql = (provider: string, shipping = 's') => {
  const starts = inLondon(`${shipping}.window_starts`);
  const ends = inLondon(`${shipping}.busy_until`);
  const rules = `SELECT r.lead_hours FROM provider_booking_rules r WHERE r.provider_id = ${provider}`;
  return `(EXISTS (SELECT 1 FROM provider_schedules sc WHERE sc.provider_id = ${provider}
      AND ${scheduleAllowsSql('sc', `${shipping}.scheduled_on`)})
    AND (${shipping}.window_starts IS NULL OR (
      NOT EXISTS (SELECT 1 FROM provider_days_off off
        WHERE off.provider_id = ${provider} AND off.day = ${shipping}.scheduled_on)
      AND ${shipping}.window_starts >= now() + make_interval(hours => COALESCE((${rules}), 0))
      AND CASE WHEN EXISTS (${rules}) THEN EXISTS (
          SELECT 1 FROM provider_working_hours wh
          WHERE wh.provider_id = ${provider} AND wh.weekday = extract(isodow FROM ${shipping}.scheduled_on)
            AND ${shipping}.scheduled_on + wh.starts_at <= ${starts}
            AND ${shipping}.scheduled_on + wh.ends_at >= ${ends})
        ELSE ${shipping}.scheduled_on + time '${defaultWorkingSpan.Starts}' <= ${starts}
          AND ${shipping}.scheduled_on + time '${defaultWorkingSpan.Ends}' >= ${ends}
        END)))`;
};

/**
 * Locks the provider's account row until the transaction ends: bookings, bids and engagements of the same
 * provider, and changes of their hours or schedule, decide one after the other.
 */
export async function lockProvider(tx: Queryable, providerId: string): Promise<void> {
  await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [providerId]);
}

/** Whether the provider works at the time the order holds (worksForJobSql); undefined: no such order. */
export async function worksForOrder(
  tx: Queryable,
  orderId: string,
  providerId: string,
): Promise<boolean | null | undefined> {
  const [works] = await tx.query<{ works: boolean }>(
    `SELECT ${worksForJobSql('$2')} AS works FROM order_shipping s WHERE s.order_id = $1`,
    [orderId, providerId],
  );
  return works?.works;
}

/**
 * The provider's open jobs with a window that touch the time from `from` to `until`: found by their days
 * (from the day before `from`'s, as in overlapDays) rather than through the provider's whole history.
 */
export async function heldTimes(db: Queryable, providerId: string, from: Date, until: Date, except = '') {
  return db.query<{ starts: string; ends: string }>(
    `SELECT s.window_starts AS starts, s.busy_until AS ends
     FROM orders o JOIN order_shipping s ON s.order_id = o.id
     WHERE s.scheduled_on BETWEEN ${londonDaySql('$2::timestamptz')} - 1 AND ${londonDaySql('$3::timestamptz')}
       AND o.provider_id = $1 AND o.status NOT IN ('CANCELLED', 'COMPLETED')
       AND s.window_starts IS NOT NULL AND s.window_starts < $3 AND s.busy_until > $2 AND o.id <> $4`,
    [providerId, from.toISOString(), until.toISOString(), except],
  );
}

/** The time an order with a window holds its provider; null for one with only a date. */
export async function orderWindow(
  tx: Queryable,
  orderId: string,
): Promise<{ starts: string; ends: string } | null> {
  const [window] = await tx.query<{ starts: string; ends: string }>(
    `SELECT window_starts AS starts, busy_until AS ends FROM order_shipping
     WHERE order_id = $1 AND window_starts IS NOT NULL`,
    [orderId],
  );
  return window ?? null;
}
