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
import { ApiError } from '../../errors';
import type { Queryable } from '../../infra/db/database';
import { heldTimes, lockProvider, orderWindow, worksForOrder } from './arrival-windows-store';
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
 * Before a provider bids on a published job, or is engaged on one, under their lock (as holdOrderWindow):
 * refused with 409 when their schedule, working hours, days off or notice do not allow the job's time
 * (worksForJobSql in arrival-windows-store.ts). `refusal`: the words for who asked (the bidder by default).
 */
export async function requireWorkingThen(
  tx: Queryable,
  orderId: string,
  providerId: string,
  refusal: string = windowMessages.outsideHoursForBid,
): Promise<void> {
  // The lock orders the check against a change of the provider's hours or schedule (saved under it too).
  await lockProvider(tx, providerId);
  const works = await worksForOrder(tx, orderId, providerId);
  if (works !== undefined && !works) throw new ApiError(409, refusal);
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
  await lockProvider(tx, providerId);
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
  const window = await orderWindow(tx, orderId);
  if (!window) return;
  await lockProvider(tx, providerId);
  const held = await heldTimes(tx, providerId, new Date(window.starts), new Date(window.ends), orderId);
  if (held.length) throw new ApiError(409, busyMessage);
}
