// Repeat bookings: the customer creates a series, the provider accepts or declines it once, and the customer
// pauses, resumes or ends it, skips one visit, or looks for another provider for a visit its own cannot take.
// Visits become orders through the job runner (series-runner.ts); moving one is that order's reschedule.

import { arrivalWindowMinutes } from '@callout/contracts/arrival-windows';
import { composeAddress, postcodeMessage } from '@callout/contracts/booking';
import { addDays } from '@callout/contracts/london-time';
import {
  type CreateSeriesInput,
  cadenceDays,
  type OrderSeries,
  type SeriesCadence,
  type SeriesVisit,
} from '@callout/contracts/order-series';
import { ApiError } from '../../../errors';
import type { Database } from '../../../infra/db/database';
import type { Geocoder } from '../../../infra/geo/geocoder';
import type { AccountRow } from '../../accounts/account-store';
import { type AvailableProviderRow, availableProviders } from '../../catalogue/availability-queries';
import { findProduct, type ProductRow } from '../../catalogue/catalog-queries';
import type { SiteLinks } from '../../notifications/mail/site-links';
import { notifyNewRequest } from '../../notifications/provider-events';
import type { CancelPolicy } from '../../orders/cancellation-policy';
import { cancelOrder } from '../../orders/lifecycle';
import { orderMessages } from '../../orders/messages';
import { newPublicId } from '../../orders/order-ids';
import { orderPaymentStatus } from '../../orders/order-store';
import type { PaymentGateway } from '../../payments/gateway';
import { claimWindow, freeSlots, type JobLength } from '../arrival-windows';
import { minutesOf, timeOf } from '../london-clock';
import { insertOrder } from '../order-insert-store';
import { windowMessages } from '../window-messages';
import { isVisitDay, visitDays } from './series-dates';
import { seriesServerMessages } from './series-messages';
import { noticeSeriesAnswered, noticeSeriesChanged, noticeSeriesProposed } from './series-notices';
import { bookSeriesVisits } from './series-runner';
import {
  insertSeries,
  listSeriesRows,
  planOf,
  type SeriesRow,
  type SeriesSide,
  seriesOf,
  setSeriesStatus,
  type VisitRow,
  visitRows,
  visitShipping,
} from './series-store';
import {
  lockVisitStatus,
  lockVisitWithOrder,
  markChosenVisitBooked,
  markSkipped,
} from './series-visits-store';

const cadenceOf = (everyDays: number): SeriesCadence =>
  everyDays === 7 ? 'WEEKLY' : everyDays === 14 ? 'FORTNIGHTLY' : 'FOUR-WEEKLY';

const windowEnd = (start: string) => timeOf(minutesOf(start) + arrivalWindowMinutes);

const lengthOf = (product: ProductRow, hours: number | null): JobLength => ({
  payRate: product.pay_rate,
  durationMinutes: product.duration_minutes,
  hours: hours ?? undefined,
});

async function repeatableProduct(db: Database, productId: string): Promise<ProductRow> {
  const product = await findProduct(db, productId);
  if (!product) throw new ApiError(404, orderMessages.productNotFound);
  if (!product.repeatable) throw new ApiError(409, seriesServerMessages.notRepeatable);
  return product;
}

/** Creates the series, waiting for the provider's answer, and returns its id. */
export async function createSeries(
  db: Database,
  siteLinks: SiteLinks,
  geocoder: Geocoder,
  customer: AccountRow,
  input: CreateSeriesInput,
  today: string,
): Promise<string> {
  const product = await repeatableProduct(db, input.prodid);
  const place = await geocoder.locate(input.zipcode);
  if (!place) throw new ApiError(400, postcodeMessage);
  const [offer] = await availableProviders(db, {
    productId: String(product.id),
    date: input.first,
    providerId: input.provider,
    today,
  });
  if (!offer) throw new ApiError(409, orderMessages.providerUnavailable);
  // The window must be one the provider offers on the first visit's day, as in a single booking.
  const free = await freeSlots(db, offer.id, input.first, lengthOf(product, input.hours ?? null));
  if (!free.some((slot) => slot.Start === input.window)) {
    throw new ApiError(409, windowMessages.notOffered);
  }
  const lines =
    input.AddressLine1 !== undefined && input.Town !== undefined
      ? { AddressLine1: input.AddressLine1, AddressLine2: input.AddressLine2 ?? '', Town: input.Town }
      : null;
  const id = newPublicId('SER');
  await insertSeries(db, {
    id,
    customerId: customer.id,
    providerId: offer.id,
    productId: product.id,
    everyDays: cadenceDays[input.cadence],
    windowStart: input.window,
    firstOn: input.first,
    visitsLimit: input.visits ?? null,
    endsOn: input.until ?? null,
    zipCode: place.postcode,
    address: lines ? composeAddress(lines) : input.address,
    addressLine1: lines?.AddressLine1 ?? null,
    addressLine2: lines ? lines.AddressLine2 || null : null,
    town: lines?.Town ?? null,
    lat: place.lat,
    lng: place.lng,
    jobHours: product.pay_rate === 'PER HOUR' ? (input.hours ?? null) : null,
    note: input.note || null,
  });
  await noticeSeriesProposed(db, siteLinks, id);
  return id;
}

/** The provider's one answer; an accepted series has its first visits booked at once. */
export async function answerSeries(
  db: Database,
  siteLinks: SiteLinks,
  provider: AccountRow,
  seriesId: string,
  accept: boolean,
  today: string,
): Promise<string> {
  await db.transaction(async (tx) => {
    const series = await seriesOf(tx, 'provider', provider.id, seriesId, true);
    if (series.status !== 'PENDING') throw new ApiError(409, seriesServerMessages.answered);
    await setSeriesStatus(tx, series.id, accept ? 'ACTIVE' : 'DECLINED');
  });
  await noticeSeriesAnswered(db, siteLinks, seriesId, accept);
  if (!accept) return seriesServerMessages.declined;
  await bookSeriesVisits(db, siteLinks, today, seriesId);
  return seriesServerMessages.accepted;
}

export type SeriesAction = 'PAUSE' | 'RESUME' | 'END';

/**
 * The customer or the provider pauses, resumes or ends the series; a pause is resumed only by the side that
 * paused it (the provider's holiday is not ended by the customer, nor the customer's by the provider). The
 * other side is told. Orders already booked stay as they are.
 */
export async function changeSeries(
  db: Database,
  siteLinks: SiteLinks,
  side: SeriesSide,
  account: AccountRow,
  seriesId: string,
  action: SeriesAction,
  today: string,
): Promise<string> {
  await db.transaction(async (tx) => {
    const series = await seriesOf(tx, side, account.id, seriesId, true);
    if (series.status === 'ENDED' || series.status === 'DECLINED') {
      throw new ApiError(409, seriesServerMessages.closed);
    }
    if (action === 'PAUSE' && series.status !== 'ACTIVE') {
      throw new ApiError(409, seriesServerMessages.notActive);
    }
    if (action === 'RESUME' && series.status !== 'PAUSED') {
      throw new ApiError(409, seriesServerMessages.notPaused);
    }
    if (action === 'RESUME' && series.paused_by !== null && series.paused_by !== side) {
      throw new ApiError(
        409,
        side === 'customer' ? seriesServerMessages.pausedByProvider : seriesServerMessages.pausedByCustomer,
      );
    }
    if (side === 'provider' && series.status === 'PENDING') {
      // The provider's first word on a series is its answer.
      throw new ApiError(409, seriesServerMessages.notAnswered);
    }
    await setSeriesStatus(
      tx,
      series.id,
      action === 'PAUSE' ? 'PAUSED' : action === 'RESUME' ? 'ACTIVE' : 'ENDED',
      action === 'PAUSE' ? side : null,
    );
    await noticeSeriesChanged(tx, siteLinks, series.id, side, action);
  });
  if (action === 'RESUME') {
    await bookSeriesVisits(db, siteLinks, today, seriesId);
    return seriesServerMessages.resumed;
  }
  return action === 'PAUSE' ? seriesServerMessages.paused : seriesServerMessages.ended;
}

/** A visit of the customer's series from today on; 400 for a date that is none. */
async function customerVisit(
  db: Database,
  customer: AccountRow,
  seriesId: string,
  day: string,
  today: string,
) {
  const series = await seriesOf(db, 'customer', customer.id, seriesId);
  if (!isVisitDay(planOf(series), day)) throw new ApiError(400, seriesServerMessages.notAVisit);
  if (day < today) throw new ApiError(400, seriesServerMessages.pastVisit);
  return series;
}

/**
 * Skips one visit: not booked yet, it never will be; booked, its order is cancelled as the customer's
 * cancel would (free before it starts).
 */
export async function skipVisit(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  policy: CancelPolicy,
  customer: AccountRow,
  seriesId: string,
  day: string,
  today: string,
): Promise<string> {
  const series = await customerVisit(db, customer, seriesId, day, today);
  if (series.status === 'ENDED' || series.status === 'DECLINED') {
    throw new ApiError(409, seriesServerMessages.closed);
  }
  // Decided under the series' lock, which the runner holds while it books a visit: a visit not booked yet is
  // marked skipped before the runner can book it, and one the runner booked is seen booked.
  const booked = await db.transaction(async (tx) => {
    await seriesOf(tx, 'customer', customer.id, series.id, true);
    const visit = await lockVisitWithOrder(tx, series.id, day);
    if (visit?.status === 'SKIPPED') return 'skipped' as const;
    if (visit?.status === 'BOOKED' && visit.order_id && visit.order_status !== 'CANCELLED') {
      if (visit.order_status !== 'NEW ORDER' && visit.order_status !== 'SCHEDULED') {
        throw new ApiError(409, seriesServerMessages.started);
      }
      return visit.order_id;
    }
    await markSkipped(tx, series.id, day);
    return null;
  });
  if (booked === 'skipped') return seriesServerMessages.alreadySkipped;
  if (booked !== null) {
    // Booked: cancelled as the customer's cancel would be (its own lock on the order); a visit booked stays
    // booked, so the runner never books the day again, and it is then marked skipped.
    await cancelOrder(db, siteLinks, gateway, { account: customer, role: 'user' }, booked, policy);
    await markSkipped(db, series.id, day);
  }
  return seriesServerMessages.skipped;
}

/** Other providers of the product, near the address, free in the visit's window that day. */
export async function visitAlternatives(
  db: Database,
  customer: AccountRow,
  seriesId: string,
  day: string,
  today: string,
): Promise<AvailableProviderRow[]> {
  const series = await customerVisit(db, customer, seriesId, day, today);
  const product = await findProduct(db, String(series.product_id));
  if (!product) return [];
  const offers = await availableProviders(db, {
    productId: String(product.id),
    date: day,
    near: { lat: series.lat, lng: series.lng },
    today,
  });
  const free: AvailableProviderRow[] = [];
  for (const row of offers) {
    if (row.id === series.provider_id) continue;
    const slots = await freeSlots(db, row.id, day, lengthOf(product, series.job_hours));
    if (slots.some((slot) => slot.Start === series.window_start)) free.push(row);
  }
  return free;
}

/**
 * Books a visit its provider cannot take with another provider free in its window: an ordinary direct request
 * to them, which they accept or decline like any other. Decided under the series' lock, the window claimed
 * under the new provider's lock.
 */
export async function bookVisitElsewhere(
  db: Database,
  siteLinks: SiteLinks,
  customer: AccountRow,
  seriesId: string,
  day: string,
  providerId: string,
  today: string,
): Promise<string> {
  const series = await customerVisit(db, customer, seriesId, day, today);
  if (series.status === 'ENDED' || series.status === 'DECLINED') {
    throw new ApiError(409, seriesServerMessages.closed);
  }
  if (providerId === series.provider_id) throw new ApiError(409, seriesServerMessages.ownProvider);
  const product = await findProduct(db, String(series.product_id));
  if (!product) throw new ApiError(404, orderMessages.productNotFound);
  const [offer] = await availableProviders(db, {
    productId: String(product.id),
    date: day,
    providerId,
    near: { lat: series.lat, lng: series.lng },
    today,
  });
  if (!offer) throw new ApiError(409, orderMessages.providerUnavailable);
  const orderId = newPublicId('ORD');
  await db.transaction(async (tx) => {
    await seriesOf(tx, 'customer', customer.id, seriesId, true);
    if ((await lockVisitStatus(tx, series.id, day)) !== 'NEEDS_CHOICE')
      throw new ApiError(409, seriesServerMessages.noChoiceNeeded);
    const slot = await claimWindow(
      tx,
      offer.id,
      day,
      series.window_start,
      lengthOf(product, series.job_hours),
    );
    await insertOrder(
      tx,
      {
        id: orderId,
        customerId: customer.id,
        providerId: offer.id,
        product,
        price: Number(offer.price),
        paymentStatus:
          product.pay_rate === 'PER HOUR' ? orderPaymentStatus.pendingOrder : orderPaymentStatus.awaiting,
        note: series.note,
      },
      visitShipping(series, day, slot, product),
    );
    await markChosenVisitBooked(tx, series.id, day, orderId);
  });
  await notifyNewRequest(db, siteLinks, orderId);
  return orderId;
}

function toVisit(series: SeriesRow, day: string, row: VisitRow | undefined): SeriesVisit {
  const status = row?.status === 'BOOKED' || row?.status === 'NEEDS_CHOICE' ? row.status : 'UPCOMING';
  // A booked visit is where its order is now: moving it is that order's reschedule.
  const moved = status === 'BOOKED' && row?.order_day && row.order_start && row.order_end ? row : null;
  return {
    Date: moved?.order_day ?? day,
    Start: moved?.order_start ?? series.window_start,
    End: moved?.order_end ?? windowEnd(series.window_start),
    Status: row?.status === 'SKIPPED' ? 'SKIPPED' : status,
    OrderID: row?.order_id ?? null,
    Reason: row?.status === 'NEEDS_CHOICE' || row?.reason === 'TOO_SOON' ? row.reason : null,
  };
}

/** The next visit neither skipped nor done, looking a year ahead; null when the series has none left. */
function nextVisit(series: SeriesRow, visits: Map<string, VisitRow>, today: string): SeriesVisit | null {
  if (series.status === 'ENDED' || series.status === 'DECLINED') return null;
  for (const day of visitDays(planOf(series), today, addDays(today, 366), 60)) {
    const row = visits.get(day);
    if (row?.status === 'SKIPPED') continue;
    if (row?.order_status === 'CANCELLED' || row?.order_status === 'COMPLETED') continue;
    return toVisit(series, day, row);
  }
  return null;
}

/** The series' next `count` visits from today as the customer sees them, skipped ones included. */
function upcomingVisits(series: SeriesRow, visits: Map<string, VisitRow>, today: string, count = 8) {
  if (series.status === 'ENDED' || series.status === 'DECLINED') return [];
  return visitDays(planOf(series), today, addDays(today, 366), count).map((day) =>
    toVisit(series, day, visits.get(day)),
  );
}

/**
 * A page of the account's series (or only the series `id`), each with its next visit and the visits waiting
 * for the customer's choice; `next` is the cursor of the page after.
 */
export async function listSeries(
  db: Database,
  side: SeriesSide,
  account: AccountRow,
  today: string,
  options: { before?: string; id?: string } = {},
): Promise<{ series: OrderSeries[]; next: string | null }> {
  const { rows, next } = await listSeriesRows(db, side, account.id, options);
  const visits = await visitRows(
    db,
    rows.map((row) => row.id),
    today,
  );
  const series = rows.map((series): OrderSeries => {
    const own = new Map(visits.filter((v) => v.series_id === series.id).map((v) => [v.visit_on, v]));
    return {
      ID: series.id,
      Status: series.status,
      Cadence: cadenceOf(series.every_days),
      ProductID: String(series.product_id),
      Product: series.product_name,
      ProviderID: series.provider_id,
      With: series.with_name,
      ZipCode: series.zip_code,
      First: series.first_on,
      Visits: series.visits_limit,
      Until: series.ends_on,
      Start: series.window_start,
      End: windowEnd(series.window_start),
      Next: nextVisit(series, own, today),
      NeedsChoice: [...own.values()]
        .filter((v) => v.status === 'NEEDS_CHOICE')
        .map((v) => toVisit(series, v.visit_on, v)),
      Upcoming: upcomingVisits(series, own, today),
      ...(series.status === 'PAUSED' && series.paused_by ? { PausedBy: series.paused_by } : {}),
    };
  });
  return { series, next };
}
