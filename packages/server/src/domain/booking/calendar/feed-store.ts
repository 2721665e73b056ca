// The provider's feed secret (calendar_feeds) and the jobs a calendar shows. One row per provider, made on
// first read; renewing swaps the secret in place, so the old address names nothing from that moment.

import type { Queryable } from '../../../infra/db/database';
import { londonTodaySql } from '../../../infra/db/london-day';
import { newSessionToken } from '../../accounts/auth/tokens';
import { isoTimestamp } from '../../orders/order-store';

export interface FeedAddress {
  token: string;
  createdAt: string;
}

/** The provider's feed secret, made the first time they ask. */
export async function feedAddress(db: Queryable, providerId: string): Promise<FeedAddress> {
  // Two statements, not one: a read racing another's first insert then still sees the stored row.
  await db.query(
    'INSERT INTO calendar_feeds (provider_id, token) VALUES ($1, $2) ON CONFLICT (provider_id) DO NOTHING',
    [providerId, newSessionToken()],
  );
  const [row] = await db.query<FeedAddress>(
    `SELECT token, ${isoTimestamp('created_at')} AS "createdAt" FROM calendar_feeds WHERE provider_id = $1`,
    [providerId],
  );
  if (!row) throw new Error('calendar feed not stored');
  return row;
}

/** A new secret for the provider's feed; the previous address stops working. */
export async function renewFeedAddress(db: Queryable, providerId: string): Promise<FeedAddress> {
  const [row] = await db.query<FeedAddress>(
    `INSERT INTO calendar_feeds (provider_id, token) VALUES ($1, $2)
     ON CONFLICT (provider_id) DO UPDATE SET token = EXCLUDED.token, created_at = now()
     RETURNING token, ${isoTimestamp('created_at')} AS "createdAt"`,
    [providerId, newSessionToken()],
  );
  if (!row) throw new Error('calendar feed not renewed');
  return row;
}

/** The provider a secret belongs to, while their account can still take jobs. */
export async function feedOwner(db: Queryable, token: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `SELECT a.id FROM calendar_feeds f JOIN accounts a ON a.id = f.provider_id
     WHERE f.token = $1 AND a.role = 'provider' AND a.deleted_at IS NULL AND a.suspended_at IS NULL`,
    [token],
  );
  return row?.id ?? null;
}

/** One job as a calendar shows it; times are ISO 8601 UTC, the day YYYY-MM-DD (London). */
export interface CalendarJobRow {
  id: string;
  status: 'NEW ORDER' | 'SCHEDULED' | 'IN-PROGRESS' | 'COMPLETED' | 'CANCELLED';
  pay_rate: 'PER HOUR' | 'PER JOB';
  payment_status: string;
  product_name: string;
  category: string;
  note: string | null;
  zip_code: string;
  address: string;
  address_line1: string | null;
  address_line2: string | null;
  town: string | null;
  scheduled_on: string;
  window_starts: string | null;
  window_ends: string | null;
  busy_until: string | null;
  updated_at: string;
  sequence: number;
  customer_name: string | null;
  provider_name: string | null;
}

/** Jobs from this many days back stay in the feed, so a calendar keeps the recent past. */
export const recentDays = 30;
/** The most jobs one feed lists (the soonest first): a bound on what one request costs. */
export const feedJobLimit = 500;

const jobColumns = `
  o.id, o.status, o.pay_rate, o.payment_status, o.product_name, o.category, o.note,
  s.zip_code, s.address, s.address_line1, s.address_line2, s.town,
  to_char(s.scheduled_on, 'YYYY-MM-DD') AS scheduled_on,
  ${isoTimestamp('s.window_starts')} AS window_starts, ${isoTimestamp('s.window_ends')} AS window_ends,
  ${isoTimestamp('s.busy_until')} AS busy_until, ${isoTimestamp('o.updated_at')} AS updated_at,
  -- Tenths of a second from the order's making to its last change: grows with every change, as SEQUENCE
  -- must, and stays a 32-bit integer for six years (a feed lists orders a few months old at most).
  least(floor(extract(epoch FROM o.updated_at - o.created_at) * 10), 2147483647)::int AS sequence,
  NULLIF(concat_ws(' ', c.first_name, left(c.last_name, 1)), '') AS customer_name,
  NULLIF(concat_ws(' ', p.first_name, p.last_name), '') AS provider_name`;

/** The provider's jobs from `recentDays` ago on, cancelled ones too (so calendars mark them cancelled). */
export async function providerCalendarJobs(db: Queryable, providerId: string): Promise<CalendarJobRow[]> {
  return db.query<CalendarJobRow>(
    `SELECT ${jobColumns}
     FROM orders o
     JOIN order_shipping s ON s.order_id = o.id
     JOIN accounts c ON c.id = o.customer_id
     LEFT JOIN accounts p ON p.id = o.provider_id
     WHERE o.provider_id = $1 AND s.scheduled_on >= ${londonTodaySql} - $2::int
     ORDER BY s.scheduled_on, s.window_starts NULLS FIRST, o.id
     LIMIT $3`,
    [providerId, recentDays, feedJobLimit],
  );
}

/** The customer's own order, or null for anyone else's or none. */
export async function customerCalendarJob(
  db: Queryable,
  customerId: string,
  orderId: string,
): Promise<CalendarJobRow | null> {
  const [row] = await db.query<CalendarJobRow>(
    `SELECT ${jobColumns}
     FROM orders o
     JOIN order_shipping s ON s.order_id = o.id
     JOIN accounts c ON c.id = o.customer_id
     LEFT JOIN accounts p ON p.id = o.provider_id
     WHERE o.id = $1 AND o.customer_id = $2`,
    [orderId, customerId],
  );
  return row ?? null;
}
