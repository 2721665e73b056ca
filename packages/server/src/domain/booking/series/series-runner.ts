// Books the visits of active series as ordinary orders, each a fixed number of days ahead (the horizon), so
// the provider sees it in their jobs and the customer pays it like any order. Each visit is booked exactly
// once, whichever instance runs: the visit's row (series, day) is inserted first in the transaction that
// writes the order, and its primary key turns a second attempt into nothing. The runner also holds a lease,
// so in the ordinary case only one instance does the work. The visit's window is claimed under the
// provider's lock like any booking (domain/booking/arrival-windows.ts); when the provider cannot take it, the visit
// waits for the customer's choice: another provider or a skip. A visit the runner reaches only once it is
// inside the provider's notice (lead time), which happens after an accept or a resume, is passed over as
// skipped (reason TOO_SOON): the provider was never going to take it, and the customer is not asked.
import { randomUUID } from 'node:crypto';
import { addDays } from '@callout/contracts/london-time';
import { ApiError } from '../../../errors';
import type { Database, Queryable } from '../../../infra/db/database';
import { availableProviders } from '../../catalogue/availability-queries';
import { findProduct } from '../../catalogue/catalog-queries';
import type { SiteLinks } from '../../notifications/mail/site-links';
import { releaseLease, tryLease } from '../../orders/job-lease-store';
import { newPublicId } from '../../orders/order-ids';
import { orderPaymentStatus } from '../../orders/order-store';
import { claimWindow, type Slot } from '../arrival-windows';
import { londonInstant, minutesOf } from '../london-clock';
import { insertOrder } from '../order-insert-store';
import { readWorkingRules } from '../schedule/working-hours-store';
import { seriesHorizonDays, visitDays } from './series-dates';
import { noticeVisitBooked, noticeVisitNeedsChoice } from './series-notices';
import { activeSeries, planOf, type SeriesRow, type VisitRow, visitShipping } from './series-store';
import {
  claimVisit,
  decidedDays,
  lockSeriesStatus,
  markVisitBooked,
  passOverVisit,
  setVisitReason,
} from './series-visits-store';

/** The runner's row in job_leases; longer than a run should take, and it lapses if the instance dies. */
export const seriesLeaseName = 'order-series';
const leaseSeconds = 5 * 60;

export interface SeriesRun {
  /** Orders created, one per visit. */
  booked: string[];
  /** Visits the provider cannot take, now waiting for the customer. */
  needsChoice: number;
}

type Outcome =
  | { kind: 'booked'; orderId: string }
  | { kind: 'needs-choice' }
  | { kind: 'too-soon' }
  | { kind: 'taken' };

/**
 * The earliest moment a visit's window may start for the provider: their notice from now, or from the start
 * of `today` when the runner's day is ahead of the machine's (the demo's movable clock).
 */
async function earliestStart(db: Queryable, providerId: string, today: string): Promise<number> {
  const rules = await readWorkingRules(db, providerId);
  const now = Math.max(Date.now(), londonInstant(today, 0).getTime());
  return now + rules.leadHours * 3_600_000;
}

/** Records a visit inside the provider's notice as passed over; 'taken' when another run decided it. */
async function passOver(db: Database, series: SeriesRow, day: string): Promise<Outcome> {
  return db.transaction(async (tx): Promise<Outcome> => {
    // Under the series' lock, as a booking: a series paused or ended meanwhile is left as it is.
    if ((await lockSeriesStatus(tx, series.id)) !== 'ACTIVE') return { kind: 'taken' };
    return (await passOverVisit(tx, series.id, day)) ? { kind: 'too-soon' } : { kind: 'taken' };
  });
}

/** One visit: its row first, then its order in the same transaction; 'taken' when another run had it. */
async function bookVisit(db: Database, series: SeriesRow, day: string, today: string): Promise<Outcome> {
  return db.transaction(async (tx): Promise<Outcome> => {
    // The series' own lock: a pause or end waits for the visit in hand, and the visit sees the result.
    if ((await lockSeriesStatus(tx, series.id)) !== 'ACTIVE') return { kind: 'taken' };
    if (!(await claimVisit(tx, series.id, day))) return { kind: 'taken' };
    const visit = await orderVisit(tx, series, day, today);
    if ('orderId' in visit) {
      await markVisitBooked(tx, series.id, day, visit.orderId);
      return { kind: 'booked', orderId: visit.orderId };
    }
    await setVisitReason(tx, series.id, day, visit.reason);
    return { kind: 'needs-choice' };
  });
}

/** Writes the visit's order and returns its id, or why the provider cannot take it. */
async function orderVisit(
  tx: Queryable,
  series: SeriesRow,
  day: string,
  today: string,
): Promise<{ orderId: string } | { reason: NonNullable<VisitRow['reason']> }> {
  const product = await findProduct(tx, String(series.product_id));
  const [offer] = product
    ? await availableProviders(tx, {
        productId: String(series.product_id),
        date: day,
        providerId: series.provider_id,
        today,
      })
    : [];
  if (!product || !offer) return { reason: 'PROVIDER_UNAVAILABLE' };
  let slot: Slot;
  try {
    slot = await claimWindow(tx, series.provider_id, day, series.window_start, {
      payRate: product.pay_rate,
      durationMinutes: product.duration_minutes,
      hours: series.job_hours ?? undefined,
    });
  } catch (error) {
    // Another job, a day off or hours that no longer cover the window.
    if (error instanceof ApiError && error.statusCode === 409) return { reason: 'PROVIDER_BUSY' };
    throw error;
  }
  const orderId = newPublicId('ORD');
  await insertOrder(
    tx,
    {
      id: orderId,
      customerId: series.customer_id,
      providerId: series.provider_id,
      product,
      price: Number(offer.price),
      paymentStatus:
        product.pay_rate === 'PER HOUR' ? orderPaymentStatus.pendingOrder : orderPaymentStatus.awaiting,
      note: series.note,
      acceptedByProvider: true,
    },
    visitShipping(series, day, slot, product),
  );
  return { orderId };
}

/**
 * Books every visit of the active series (or of the one given) from today to the horizon that is not
 * booked, skipped or waiting yet. Safe to run on several instances at once.
 */
export async function bookSeriesVisits(
  db: Database,
  siteLinks: SiteLinks,
  today: string,
  only: string | null = null,
): Promise<SeriesRun> {
  const run: SeriesRun = { booked: [], needsChoice: 0 };
  const last = addDays(today, seriesHorizonDays);
  for (const series of await activeSeries(db, only)) {
    const decided = new Set(await decidedDays(db, series.id, today));
    const earliest = await earliestStart(db, series.provider_id, today);
    for (const day of visitDays(planOf(series), today, last)) {
      if (decided.has(day)) continue;
      const tooSoon = londonInstant(day, minutesOf(series.window_start)).getTime() < earliest;
      const outcome = tooSoon ? await passOver(db, series, day) : await bookVisit(db, series, day, today);
      if (outcome.kind === 'booked') {
        run.booked.push(outcome.orderId);
        await noticeVisitBooked(db, siteLinks, series.id, day, outcome.orderId);
      }
      if (outcome.kind === 'needs-choice') {
        run.needsChoice += 1;
        await noticeVisitNeedsChoice(db, siteLinks, series.id, day);
      }
    }
  }
  return run;
}

/** One run under the lease; null when another instance holds it. */
export async function runSeriesVisits(
  db: Database,
  siteLinks: SiteLinks,
  today: string,
): Promise<SeriesRun | null> {
  const holder = randomUUID();
  if (!(await tryLease(db, seriesLeaseName, holder, leaseSeconds))) return null;
  try {
    return await bookSeriesVisits(db, siteLinks, today);
  } finally {
    await releaseLease(db, seriesLeaseName, holder);
  }
}
