// Published jobs as the bidding providers' side reads and writes them (provider-bids.ts decides who may):
// whether a job is still open, the page of jobs a provider may bid on, their certified price, and the bid.
import type { BiddableJob } from '@callout/contracts/provider-jobs';
import type { Queryable } from '../../infra/db/database';
import { afterDayCursor, microsOf } from '../../infra/db/keyset';
import { londonTodaySql, windowLabelSql } from '../../infra/db/london-day';
import type { Row } from '../../infra/db/row';
import type { Tables } from '../../infra/db/schema.generated';
import type { LatLng } from '../../infra/geo/distance';
import { reachesProviderSql } from '../../infra/geo/service-area-queries';
import { credentialsCoverSql } from '../provider/credentials/coverage';
import { freeForJobSql, worksForJobSql } from './arrival-windows-store';
import { type JobNotesFacts, jobNotesColumns } from './job-notes-store';

// A job stays open until a bidder is engaged, it is cancelled, or its day (in London) has passed. The order
// `o`'s part, in the words of the partial index orders_open_jobs_product_day (migration 1960) so the planner
// uses it.
const openJobOrderSql = `o.request_mode = 'BID' AND o.provider_id IS NULL AND o.status = 'NEW ORDER'`;
// Over orders `o` joined to their shipping `s`.
export const openJob = `${openJobOrderSql} AND s.scheduled_on >= ${londonTodaySql}`;

export async function isOpenJob(db: Queryable, orderId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM orders o JOIN order_shipping s ON s.order_id = o.id WHERE o.id = $1 AND ${openJob}`,
    [orderId],
  );
  return rows.length > 0;
}

/** The job as bidOpportunities reads it, priced at this provider's own price for the product. */
export type JobRow = Row<
  Tables['orders'],
  'id' | 'product_id' | 'category' | 'specific' | 'currency',
  { pay_rate: BiddableJob['PayRate'] }
> &
  Pick<Tables['provider_services'], 'price'> &
  Pick<Tables['order_shipping'], 'zip_code'> & {
    product_image: Tables['products']['img_link'];
    customer_image: Tables['accounts']['image_id'];
    /** YYYY-MM-DD */
    schedule: string;
    /** "09:00–11:00" in London; null: any time that day. */
    job_window: string | null;
    is_bid: boolean;
  } & JobNotesFacts;

/**
 * The SQL of a page of the jobs the provider may bid on, soonest first (then as published), and its
 * parameters; `before` is the `Next` of the page before (its last job's day, time published and id).
 */
export function bidOpportunitiesQuery(
  providerId: string,
  today: string,
  before: string | undefined,
  size: number,
): [string, unknown[]] {
  const params: unknown[] = [providerId, today];
  const after = before ? `AND ${afterDayCursor(before, (value) => `$${params.push(value)}`)}` : '';
  // For each product the provider offers (and holds the credentials for: checked once a product, not once a
  // job), its open jobs are read off orders_open_jobs_product_day in the list's order (the job's day is kept
  // on the order), from today or the cursor on, until the page is full; the few runs are then merged. Never
  // every job ever published, nor other products' jobs, nor every booking of the days to come. What only a
  // shown job needs (its customer's picture) is looked up for the shown jobs only.
  return [
    `SELECT j.*
     FROM provider_services ps
     JOIN products p ON p.id = ps.product_id
     CROSS JOIN LATERAL (
       SELECT o.id, o.product_id, o.category, o.specific, o.currency, ps.price, o.pay_rate,
         p.img_link AS product_image,
         (SELECT c.image_id FROM accounts c WHERE c.id = o.customer_id) AS customer_image, s.zip_code,
         to_char(o.scheduled_on, 'YYYY-MM-DD') AS schedule, ${windowLabelSql('s')} AS job_window,
         EXISTS (SELECT 1 FROM bids b WHERE b.order_id = o.id AND b.provider_id = $1) AS is_bid,
         ${jobNotesColumns},
         -- The cursor's first half holds the day too: the list is soonest first, then as published.
         to_char(o.scheduled_on, 'YYYY-MM-DD') || '~' || ${microsOf('o.created_at')} AS cursor_micros,
         o.id AS cursor_id, o.scheduled_on, o.created_at
       FROM orders o
       JOIN order_shipping s ON s.order_id = o.id
       WHERE o.product_id = ps.product_id AND ${openJobOrderSql} AND o.scheduled_on >= ${londonTodaySql} ${after}
         AND ${reachesProviderSql('$1', 's.lat', 's.lng')}
         AND ${freeForJobSql('$1')} AND ${worksForJobSql('$1')}
       ORDER BY o.scheduled_on, o.created_at, o.id
       LIMIT ${size + 1}) j
     WHERE ps.provider_id = $1 AND ps.status = 'ACTIVE'
       AND ${credentialsCoverSql('$1', 'p.id', 'p.category', '$2::date')}
     ORDER BY j.scheduled_on, j.created_at, j.id
     LIMIT ${size + 1}`,
    params,
  ];
}

/** A page (plus one row, for the cursor) of the jobs the provider may bid on. */
export function bidOpportunityRows(
  db: Queryable,
  providerId: string,
  today: string,
  before: string | undefined,
  size: number,
): Promise<Array<JobRow & { cursor_micros: string; cursor_id: string }>> {
  return db.query(...bidOpportunitiesQuery(providerId, today, before, size));
}

/**
 * The provider's ACTIVE certified price for the order's product, while the job's place is in their area and
 * they hold the credentials the product requires on `today`; null otherwise.
 */
export async function certifiedPrice(
  tx: Queryable,
  providerId: string,
  order: { id: string; product_id: number | string },
  today: string,
): Promise<string | number | null> {
  const [certification] = await tx.query<{ price: string | number }>(
    `SELECT ps.price FROM provider_services ps JOIN order_shipping s ON s.order_id = $3
           JOIN products p ON p.id = ps.product_id
           WHERE ps.provider_id = $1 AND ps.product_id = $2 AND ps.status = 'ACTIVE'
             AND ${reachesProviderSql('$1', 's.lat', 's.lng')}
             AND ${credentialsCoverSql('$1', 'p.id', 'p.category', '$4::date')}`,
    [providerId, order.product_id, order.id, today],
  );
  return certification ? certification.price : null;
}

/** Withdraws the provider's bid; false when they had none. */
export async function deleteBid(tx: Queryable, orderId: string, providerId: string): Promise<boolean> {
  const withdrawn = await tx.query('DELETE FROM bids WHERE order_id = $1 AND provider_id = $2 RETURNING 1', [
    orderId,
    providerId,
  ]);
  return withdrawn.length > 0;
}

/** The bid, at the provider's price, with where they were when bidding. */
export async function insertBid(
  tx: Queryable,
  orderId: string,
  providerId: string,
  price: string | number,
  position: LatLng,
): Promise<void> {
  await tx.query('INSERT INTO bids (order_id, provider_id, price, lat, lng) VALUES ($1, $2, $3, $4, $5)', [
    orderId,
    providerId,
    price,
    position.lat,
    position.lng,
  ]);
}
