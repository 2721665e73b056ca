// The SQL of repeat bookings: the series rows, their visits, and the reads behind the lists.
import { seriesPageSize } from '@callout/contracts/order-series';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../../infra/db/database';
import { timeOfMicros } from '../../../infra/db/keyset';
import type { ProductRow } from '../../catalogue/catalog-queries';
import type { SiteLinks } from '../../notifications/mail/site-links';
import type { Slot } from '../arrival-windows';
import type { NewShipping } from '../order-insert-store';
import type { SeriesPlan } from './series-dates';
import { seriesServerMessages } from './series-messages';
import { noticeSeriesAccountClosed } from './series-notices';

export interface SeriesRow {
  id: string;
  customer_id: string;
  provider_id: string;
  product_id: number;
  product_name: string;
  every_days: number;
  window_start: string;
  first_on: string;
  visits_limit: number | null;
  ends_on: string | null;
  status: 'PENDING' | 'ACTIVE' | 'PAUSED' | 'ENDED' | 'DECLINED';
  zip_code: string;
  address: string;
  address_line1: string | null;
  address_line2: string | null;
  town: string | null;
  lat: number;
  lng: number;
  job_hours: number | null;
  note: string | null;
  /** Who paused a PAUSED series, and so may resume it. */
  paused_by: SeriesSide | null;
  /** The other side's name: the provider's for the customer, the customer's for the provider. */
  with_name: string;
}

export interface VisitRow {
  series_id: string;
  visit_on: string;
  status: 'BOOKED' | 'SKIPPED' | 'NEEDS_CHOICE';
  order_id: string | null;
  reason: 'PROVIDER_BUSY' | 'PROVIDER_UNAVAILABLE' | 'TOO_SOON' | null;
  order_status: string | null;
  /** The order's own day and window (London), which a reschedule may have moved from the visit's. */
  order_day: string | null;
  order_start: string | null;
  order_end: string | null;
}

export const planOf = (row: SeriesRow): SeriesPlan => ({
  firstOn: row.first_on,
  everyDays: row.every_days,
  visitsLimit: row.visits_limit,
  endsOn: row.ends_on,
});

/** Where and when a visit of `series` on `day` happens: its order's shipping row. */
export const visitShipping = (
  series: SeriesRow,
  day: string,
  slot: Slot,
  product: Pick<ProductRow, 'pay_rate'>,
): NewShipping => ({
  zipCode: series.zip_code,
  address: series.address,
  lines:
    series.address_line1 !== null && series.town !== null
      ? { AddressLine1: series.address_line1, AddressLine2: series.address_line2 ?? '', Town: series.town }
      : null,
  lat: series.lat,
  lng: series.lng,
  scheduledOn: day,
  slot,
  jobHours: product.pay_rate === 'PER HOUR' ? series.job_hours : null,
});

export type SeriesSide = 'customer' | 'provider';

const seriesColumns = (side: SeriesSide) => `s.id, s.customer_id, s.provider_id, s.product_id,
  p.name AS product_name, s.every_days, s.window_start, to_char(s.first_on, 'YYYY-MM-DD') AS first_on,
  s.visits_limit, to_char(s.ends_on, 'YYYY-MM-DD') AS ends_on, s.status, s.zip_code, s.address,
  s.address_line1, s.address_line2, s.town, s.lat, s.lng, s.job_hours, s.note, s.paused_by,
  coalesce(nullif(trim(concat_ws(' ', w.first_name, w.last_name)), ''), '') AS with_name
  FROM order_series s JOIN products p ON p.id = s.product_id
  JOIN accounts w ON w.id = ${side === 'customer' ? 's.provider_id' : 's.customer_id'}`;

/**
 * The series `id` of the account on that side, locked for the caller's transaction when `lock`; 404 for
 * anyone else's, so a stranger learns nothing of it.
 */
export async function seriesOf(
  db: Queryable,
  side: SeriesSide,
  accountId: string,
  id: string,
  lock = false,
): Promise<SeriesRow> {
  const [row] = await db.query<SeriesRow>(
    `SELECT ${seriesColumns(side)}
     WHERE s.id = $1 AND s.${side === 'customer' ? 'customer_id' : 'provider_id'} = $2
     ${lock ? 'FOR UPDATE OF s' : ''}`,
    [id, accountId],
  );
  if (!row) throw new ApiError(404, seriesServerMessages.notFound);
  return row;
}

export interface SeriesPage {
  rows: SeriesRow[];
  /** The cursor of the page after, or null on the last. */
  next: string | null;
}

/**
 * The account's series, newest first (then by id), a page at a time from where `before` left off (the
 * `order_series_customer` or `_provider` index, so a late page costs what the first does); or only the
 * series `id`.
 */
export async function listSeriesRows(
  db: Queryable,
  side: SeriesSide,
  accountId: string,
  options: { before?: string; id?: string } = {},
): Promise<SeriesPage> {
  const params: unknown[] = [accountId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const [micros, afterId] = options.before ? options.before.split('~') : [];
  let where = '';
  if (options.id !== undefined) where = `AND s.id = ${param(options.id)}`;
  else if (micros) {
    const at = timeOfMicros(param(micros));
    where = `AND s.created_at <= ${at} AND (s.created_at < ${at} OR s.id > ${param(afterId)})`;
  }
  const rows = await db.query<SeriesRow & { created_micros: string }>(
    `SELECT (EXTRACT(EPOCH FROM s.created_at) * 1000000)::bigint::text AS created_micros, ${seriesColumns(side)}
     WHERE s.${side === 'customer' ? 'customer_id' : 'provider_id'} = $1 ${where}
     ORDER BY s.created_at DESC, s.id LIMIT ${seriesPageSize + 1}`,
    params,
  );
  const page = rows.slice(0, seriesPageSize).map(({ created_micros: _, ...row }) => row);
  const last = rows.length > seriesPageSize ? rows[seriesPageSize - 1] : undefined;
  return { rows: page, next: last ? `${last.created_micros}~${last.id}` : null };
}

/** The series' visits from `from` on, with their orders' status. */
export function visitRows(db: Queryable, seriesIds: string[], from: string): Promise<VisitRow[]> {
  if (!seriesIds.length) return Promise.resolve([]);
  return db.query<VisitRow>(
    `SELECT v.series_id, to_char(v.visit_on, 'YYYY-MM-DD') AS visit_on, v.status, v.order_id, v.reason,
       o.status AS order_status, to_char(sh.scheduled_on, 'YYYY-MM-DD') AS order_day,
       to_char(sh.window_starts AT TIME ZONE 'Europe/London', 'HH24:MI') AS order_start,
       to_char(sh.window_ends AT TIME ZONE 'Europe/London', 'HH24:MI') AS order_end
     FROM series_visits v LEFT JOIN orders o ON o.id = v.order_id
       LEFT JOIN order_shipping sh ON sh.order_id = v.order_id
     WHERE v.series_id = ANY($1::text[]) AND v.visit_on >= $2::date
     ORDER BY v.visit_on`,
    [seriesIds, from],
  );
}

/** The series the job runner books visits of: every active one, or the one given. */
export function activeSeries(db: Queryable, only: string | null): Promise<SeriesRow[]> {
  return db.query<SeriesRow>(
    `SELECT ${seriesColumns('customer')} WHERE s.status = 'ACTIVE' AND ($1::text IS NULL OR s.id = $1)
     ORDER BY s.id`,
    [only],
  );
}

export async function setSeriesStatus(
  tx: Queryable,
  id: string,
  status: SeriesRow['status'],
  pausedBy: SeriesSide | null = null,
): Promise<void> {
  await tx.query(
    `UPDATE order_series SET status = $2, paused_by = $3,
       answered_at = CASE WHEN status = 'PENDING' AND $2 IN ('ACTIVE', 'DECLINED') THEN now() ELSE answered_at END,
       ended_at = CASE WHEN $2 = 'ENDED' THEN now() ELSE ended_at END
     WHERE id = $1`,
    [id, status, status === 'PAUSED' ? pausedBy : null],
  );
}

/**
 * An account deleted: its series end (no visit is booked for it again), and a customer's own address and
 * note in them go, as they go from the account.
 */
export async function endSeriesOfDeletedAccount(
  tx: Queryable,
  siteLinks: SiteLinks,
  accountId: string,
): Promise<void> {
  const ended = await tx.query<{ id: string; customer_id: string }>(
    `UPDATE order_series SET status = 'ENDED', ended_at = coalesce(ended_at, now()), paused_by = NULL
     WHERE (customer_id = $1 OR provider_id = $1) AND status IN ('PENDING', 'ACTIVE', 'PAUSED')
     RETURNING id, customer_id`,
    [accountId],
  );
  // The other side of each is told, before the customer's address goes.
  for (const series of ended) {
    await noticeSeriesAccountClosed(
      tx,
      siteLinks,
      series.id,
      series.customer_id === accountId ? 'customer' : 'provider',
    );
  }
  await tx.query(
    `UPDATE order_series SET zip_code = '', address = '', address_line1 = NULL, address_line2 = NULL, town = NULL,
       lat = 0, lng = 0, note = NULL
     WHERE customer_id = $1`,
    [accountId],
  );
}

export interface NewSeries {
  id: string;
  customerId: string;
  providerId: string;
  productId: number;
  everyDays: number;
  windowStart: string;
  firstOn: string;
  visitsLimit: number | null;
  endsOn: string | null;
  zipCode: string;
  address: string;
  addressLine1: string | null;
  addressLine2: string | null;
  town: string | null;
  lat: number;
  lng: number;
  jobHours: number | null;
  note: string | null;
}

/** A new series, waiting for the provider's answer. */
export async function insertSeries(db: Queryable, series: NewSeries): Promise<void> {
  await db.query(
    `INSERT INTO order_series (id, customer_id, provider_id, product_id, every_days, window_start, first_on,
       visits_limit, ends_on, zip_code, address, address_line1, address_line2, town, lat, lng, job_hours, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      series.id,
      series.customerId,
      series.providerId,
      series.productId,
      series.everyDays,
      series.windowStart,
      series.firstOn,
      series.visitsLimit,
      series.endsOn,
      series.zipCode,
      series.address,
      series.addressLine1,
      series.addressLine2,
      series.town,
      series.lat,
      series.lng,
      series.jobHours,
      series.note,
    ],
  );
}
