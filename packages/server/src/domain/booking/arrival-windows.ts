// A provider's free arrival windows on a day, and the claim of one by a booking. A window is two hours on
// the hour grid of a working span; the job holds its provider from the window's start to its end plus the
// job's duration, and must end inside the span. Windows that start within the provider's notice, fall on
// a day off or overlap another open job of theirs with a window are not offered. Jobs booked with only a
// date mean any time that day and hold no window.
import {
  type ArrivalWindow,
  arrivalWindowMinutes,
  defaultJobMinutes,
  windowLabel,
} from '@callout/contracts/arrival-windows';
import type { PayRate } from '@callout/contracts/fields';
import { defaultWorkingSpan } from '@callout/contracts/working-hours';
import { ApiError } from '../../errors';
import type { Queryable } from '../../infra/db/database';
import { inLondon, londonDaySql } from '../../infra/db/london-day';
import { scheduleAllowsSql } from '../catalogue/availability';
import { londonInstant, minutesOf, timeOf } from './london-clock';
import { readWorkingRules } from './schedule/working-hours-store';
import { windowMessages } from './window-messages';

const gridMinutes = 60;

export interface JobLength {
  payRate: PayRate;
  /** The product's typical duration, minutes; null: the default. */
  durationMinutes: number | null;
  /** Hours the customer picked for a PER HOUR product. */
  hours?: number | undefined;
}

/** Minutes the job itself takes once the provider is there. */
export function jobMinutes(length: JobLength): number {
  if (length.payRate === 'PER HOUR') return (length.hours ?? 1) * 60;
  return length.durationMinutes ?? defaultJobMinutes;
}

export interface Slot extends ArrivalWindow {
  busyUntil: Date;
}

/** ISO weekday of a YYYY-MM-DD day, Monday 1. */
function weekdayOf(isoDate: string): number {
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Every window the provider's hours allow on the day, whether free or not. */
async function candidateSlots(db: Queryable, providerId: string, date: string, minutes: number) {
  const rules = await readWorkingRules(db, providerId);
  if (rules.daysOff.includes(date)) return [];
  const earliest = Date.now() + rules.leadHours * 3_600_000;
  const slots: Slot[] = [];
  for (const span of rules.spans.get(weekdayOf(date)) ?? []) {
    const spanEnd = minutesOf(span.Ends);
    for (
      let start = minutesOf(span.Starts);
      start + arrivalWindowMinutes + minutes <= spanEnd;
      start += gridMinutes
    ) {
      const from = londonInstant(date, start);
      if (from.getTime() < earliest) continue;
      const until = londonInstant(date, start + arrivalWindowMinutes);
      slots.push({
        Start: timeOf(start),
        End: timeOf(start + arrivalWindowMinutes),
        From: from.toISOString(),
        Until: until.toISOString(),
        busyUntil: new Date(until.getTime() + minutes * 60_000),
      });
    }
  }
  return slots;
}

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
 * Before a provider bids on a published job, or is engaged on one, under their lock (as holdOrderWindow):
 * refused with 409 when their schedule, working hours, days off or notice do not allow the job's time
 * (worksForJobSql). `refusal`: the words for who asked (the bidder by default).
 */
export async function requireWorkingThen(
  tx: Queryable,
  orderId: string,
  providerId: string,
  refusal: string = windowMessages.outsideHoursForBid,
): Promise<void> {
  // The lock orders the check against a change of the provider's hours or schedule (saved under it too).
  await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [providerId]);
  const [works] = await tx.query<{ works: boolean }>(
    `SELECT ${worksForJobSql('$2')} AS works FROM order_shipping s WHERE s.order_id = $1`,
    [orderId, providerId],
  );
  if (works && !works.works) throw new ApiError(409, refusal);
}

/**
 * The provider's open jobs with a window that touch the time from `from` to `until`: found by their days
 * (from the day before `from`'s, as in overlapDays) rather than through the provider's whole history.
 */
async function heldTimes(db: Queryable, providerId: string, from: Date, until: Date, except = '') {
  return db.query<{ starts: string; ends: string }>(
    `SELECT s.window_starts AS starts, s.busy_until AS ends
     FROM orders o JOIN order_shipping s ON s.order_id = o.id
     WHERE s.scheduled_on BETWEEN ${londonDaySql('$2::timestamptz')} - 1 AND ${londonDaySql('$3::timestamptz')}
       AND o.provider_id = $1 AND o.status NOT IN ('CANCELLED', 'COMPLETED')
       AND s.window_starts IS NOT NULL AND s.window_starts < $3 AND s.busy_until > $2 AND o.id <> $4`,
    [providerId, from.toISOString(), until.toISOString(), except],
  );
}

/**
 * The windows offered on the day, each with the time it would hold the provider. `movingOrder`: the order
 * being moved to one of them, whose own window does not count against it.
 */
export async function freeSlots(
  db: Queryable,
  providerId: string,
  date: string,
  length: JobLength,
  movingOrder = '',
): Promise<Slot[]> {
  const slots = await candidateSlots(db, providerId, date, jobMinutes(length));
  if (!slots.length) return [];
  const first = slots[0] as Slot;
  const last = slots.reduce(
    (latest, slot) => (slot.busyUntil > latest ? slot.busyUntil : latest),
    first.busyUntil,
  );
  const held = await heldTimes(db, providerId, new Date(first.From), last, movingOrder);
  return slots.filter((slot) =>
    held.every(
      (job) =>
        new Date(job.ends).getTime() <= Date.parse(slot.From) || new Date(job.starts) >= slot.busyUntil,
    ),
  );
}

/**
 * Takes the window for a booking: under a lock on the provider's account row, so two bookings for the
 * same provider check one after the other and the second sees the first. Call inside the transaction that
 * writes the order. Refused with 409 naming the next free window when the window is not free.
 */
export async function claimWindow(
  tx: Queryable,
  providerId: string,
  date: string,
  start: string,
  length: JobLength,
  movingOrder = '',
): Promise<Slot> {
  await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [providerId]);
  const free = await freeSlots(tx, providerId, date, length, movingOrder);
  const chosen = free.find((slot) => slot.Start === start);
  if (chosen) return chosen;
  const next = free.find((slot) => slot.Start > start) ?? free[0];
  throw new ApiError(409, next ? windowMessages.takenNext(windowLabel(next)) : windowMessages.takenNoneLeft);
}

/**
 * The window of a published job, before anyone is engaged: any two hours of the day not yet begun. Whoever
 * is engaged takes it with claimWindow's check then.
 */
export function publishedSlot(date: string, start: string, length: JobLength): Slot {
  const minutes = minutesOf(start);
  const from = londonInstant(date, minutes);
  if (from.getTime() < Date.now() || minutes + arrivalWindowMinutes > 24 * 60) {
    throw new ApiError(400, windowMessages.notOffered);
  }
  const until = londonInstant(date, minutes + arrivalWindowMinutes);
  return {
    Start: timeOf(minutes),
    End: timeOf(minutes + arrivalWindowMinutes),
    From: from.toISOString(),
    Until: until.toISOString(),
    busyUntil: new Date(until.getTime() + jobMinutes(length) * 60_000),
  };
}

/**
 * Before an order with a window is given to a provider (a bidder engaged, a declined request handed on):
 * under the same lock as claimWindow, refused with 409 when the provider holds another job then. An order
 * with only a date holds no window and passes.
 */
export async function holdOrderWindow(
  tx: Queryable,
  orderId: string,
  providerId: string,
  busyMessage: string = windowMessages.providerBusy,
): Promise<void> {
  const [window] = await tx.query<{ starts: string; ends: string }>(
    `SELECT window_starts AS starts, busy_until AS ends FROM order_shipping
     WHERE order_id = $1 AND window_starts IS NOT NULL`,
    [orderId],
  );
  if (!window) return;
  await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [providerId]);
  const held = await heldTimes(tx, providerId, new Date(window.starts), new Date(window.ends), orderId);
  if (held.length) throw new ApiError(409, busyMessage);
}
