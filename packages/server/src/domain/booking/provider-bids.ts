// The provider's side of published jobs: the jobs they may bid on (/provider/BidOpportunities) and
// placing or withdrawing a bid (/provider/bidrequest). Only KYC-verified providers with an ACTIVE
// certification for the job's product and every credential it requires (current on `today`, London's date
// by the server's clock), whose service area covers the job (or who have set none), see a job or bid on it.
// A job is offered, and takes bids, only from providers whose schedule allows its day; one with an arrival
// window only from providers free then (holding no other open job whose time overlaps it) and working then
// (their hours, days off and notice), by the rules a booking of that window follows.
import { type BiddableJob, bidOpportunitiesPageSize } from '@callout/contracts/provider-jobs';
import type { Env } from '../../env';
import { ApiError } from '../../errors';
import type { Database, Queryable } from '../../infra/db/database';
import { type KeysetPage, keysetPage, microsOf } from '../../infra/db/keyset';
import { londonTodaySql, windowLabelSql } from '../../infra/db/london-day';
import type { Row } from '../../infra/db/row';
import type { Tables } from '../../infra/db/schema.generated';
import type { LatLng } from '../../infra/geo/distance';
import { reachesProviderSql } from '../../infra/geo/service-area-queries';
import { imageLink } from '../../infra/images/image-store';
import { mediaLinks } from '../../infra/media/media-links';
import type { AccountRow } from '../accounts/account-store';
import type { SiteLinks } from '../notifications/mail/site-links';
import { tellCustomerOfBid } from '../notifications/push/customer-notices';
import { districtAddress } from '../orders/address-privacy';
import { orderMessages } from '../orders/messages';
import { findOrder } from '../orders/order-store';
import { credentialsCoverSql } from '../provider/credentials/coverage';
import { freeForJobSql, holdOrderWindow, requireWorkingThen, worksForJobSql } from './arrival-windows';
import { type JobNotesFacts, jobNotesColumns, jobNotesOf } from './job-notes';
import { windowMessages } from './window-messages';

export function requireVerifiedProvider(provider: AccountRow): void {
  if (provider.kyc_status !== 'VERIFIED') throw new ApiError(403, orderMessages.notVerified);
}

// A job stays open until a bidder is engaged, it is cancelled, or its day (in London) has passed. Over
// orders `o` joined to their shipping `s`.
export const openJob = `o.request_mode = 'BID' AND o.provider_id IS NULL AND o.status = 'NEW ORDER'
  AND s.scheduled_on >= ${londonTodaySql}`;

export async function isOpenJob(db: Queryable, orderId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM orders o JOIN order_shipping s ON s.order_id = o.id WHERE o.id = $1 AND ${openJob}`,
    [orderId],
  );
  return rows.length > 0;
}

/** The job as bidOpportunities reads it, priced at this provider's own price for the product. */
type JobRow = Row<
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
  const param = (value: unknown) => `$${params.push(value)}`;
  let from = londonTodaySql;
  let after = 'true';
  if (before) {
    const [day, micros, id] = before.split('~');
    const dayParam = `${param(day)}::date`;
    const at = `(TIMESTAMPTZ 'epoch' + ${param(micros)}::bigint * INTERVAL '1 microsecond')`;
    // The cursor's day bounds the days read; the rest drops what the last page showed.
    from = `GREATEST(${londonTodaySql}, ${dayParam})`;
    after = `(s.scheduled_on, o.created_at, o.id) > (${dayParam}, ${at}, ${param(id)})`;
  }
  // The jobs are found from the days to come (order_shipping_day), never from every job ever published:
  // the open-jobs index keeps those whose day has passed, as nothing closes them.
  return [
    `WITH upcoming AS MATERIALIZED (SELECT * FROM order_shipping WHERE scheduled_on >= ${from})
     SELECT o.id, o.product_id, o.category, o.specific, o.currency, ps.price, o.pay_rate,
       p.img_link AS product_image, c.image_id AS customer_image, s.zip_code,
       to_char(s.scheduled_on, 'YYYY-MM-DD') AS schedule, ${windowLabelSql('s')} AS job_window,
       EXISTS (SELECT 1 FROM bids b WHERE b.order_id = o.id AND b.provider_id = $1) AS is_bid,
       ${jobNotesColumns},
       -- The cursor's first half holds the day too: the list is soonest first, then as published.
       to_char(s.scheduled_on, 'YYYY-MM-DD') || '~' || ${microsOf('o.created_at')} AS cursor_micros,
       o.id AS cursor_id
     FROM upcoming s
     JOIN orders o ON o.id = s.order_id
     JOIN provider_services ps ON ps.product_id = o.product_id AND ps.provider_id = $1 AND ps.status = 'ACTIVE'
     JOIN products p ON p.id = o.product_id
     JOIN accounts c ON c.id = o.customer_id
     WHERE ${openJob} AND ${after} AND ${reachesProviderSql('$1', 's.lat', 's.lng')}
       AND ${credentialsCoverSql('$1', 'p.id', 'p.category', '$2::date')}
       AND ${freeForJobSql('$1')} AND ${worksForJobSql('$1')}
     ORDER BY s.scheduled_on, o.created_at, o.id
     LIMIT ${size + 1}`,
    params,
  ];
}

/** A page of the jobs the provider may bid on, soonest first, from where `before` left off. */
export async function bidOpportunities(
  db: Queryable,
  env: Env,
  provider: AccountRow,
  today: string,
  before?: string,
): Promise<KeysetPage<BiddableJob>> {
  const size = bidOpportunitiesPageSize;
  const page = keysetPage(
    await db.query<JobRow & { cursor_micros: string; cursor_id: string }>(
      ...bidOpportunitiesQuery(provider.id, today, before, size),
    ),
    size,
  );
  const rows = page.rows;
  const photoLink = mediaLinks(env, 'job', provider.id);
  const jobs = rows.map((row) => ({
    OrderId: row.id,
    ProductID: String(row.product_id),
    Category: row.category,
    Specifics: row.specific,
    Currency: row.currency,
    // The provider's own certified price: what their bid will be.
    Price: Number(row.price),
    PayRate: row.pay_rate,
    ProdImage: row.product_image,
    Image: imageLink(env, row.customer_image),
    // Customers are rated once reviews exist; until then there is nothing to show.
    Rating: null,
    // An open job is neither paid nor scheduled with anyone: bidders see only its district.
    ...(({ zipCode, address }) => ({ ZipCode: zipCode, Address: address }))(districtAddress(row)),
    Schedule: row.schedule,
    // The arrival window beside the date; absent for a job any time that day.
    ...(row.job_window ? { Window: row.job_window } : {}),
    IsBid: row.is_bid,
    // What the customer said about the job, to read before bidding.
    ...jobNotesOf(row, photoLink),
  }));
  return { rows: jobs, next: page.next };
}

/**
 * Places a bid at the provider's certified price, or withdraws it when there is one. True when placed. The
 * position is the bid's own: it is kept on the bid and used for nothing else.
 */
export async function toggleBid(
  db: Database,
  siteLinks: SiteLinks,
  provider: AccountRow,
  orderId: string,
  position: LatLng,
  today: string,
): Promise<boolean> {
  requireVerifiedProvider(provider);
  return db.transaction(async (tx) => {
    // Locking the order orders this against the customer engaging a bidder at the same moment.
    const order = await findOrder(tx, orderId, true);
    const [certification] = order
      ? await tx.query<{ price: string | number }>(
          `SELECT ps.price FROM provider_services ps JOIN order_shipping s ON s.order_id = $3
           JOIN products p ON p.id = ps.product_id
           WHERE ps.provider_id = $1 AND ps.product_id = $2 AND ps.status = 'ACTIVE'
             AND ${reachesProviderSql('$1', 's.lat', 's.lng')}
             AND ${credentialsCoverSql('$1', 'p.id', 'p.category', '$4::date')}`,
          [provider.id, order.product_id, order.id, today],
        )
      : [];
    if (!order || order.request_mode !== 'BID' || !certification) {
      throw new ApiError(404, orderMessages.jobNotFound);
    }
    if (!(await isOpenJob(tx, order.id))) throw new ApiError(409, orderMessages.jobClosed);

    const withdrawn = await tx.query(
      'DELETE FROM bids WHERE order_id = $1 AND provider_id = $2 RETURNING 1',
      [order.id, provider.id],
    );
    if (withdrawn.length > 0) return false;
    // A bid is an acceptance: only from a provider free in the job's window and working then (their
    // schedule, hours, days off and notice, as a booking of a window), decided under their lock.
    await holdOrderWindow(tx, order.id, provider.id, windowMessages.busyForBid);
    await requireWorkingThen(tx, order.id, provider.id);
    await tx.query('INSERT INTO bids (order_id, provider_id, price, lat, lng) VALUES ($1, $2, $3, $4, $5)', [
      order.id,
      provider.id,
      certification.price,
      position.lat,
      position.lng,
    ]);
    await tellCustomerOfBid(tx, siteLinks, order.id);
    return true;
  });
}
