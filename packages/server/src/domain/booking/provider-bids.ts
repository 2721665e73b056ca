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
import { type KeysetPage, keysetPage } from '../../infra/db/keyset';
import type { LatLng } from '../../infra/geo/distance';
import { imageLink } from '../../infra/images/image-store';
import { mediaLinks } from '../../infra/media/media-links';
import type { AccountRow } from '../accounts/account-store';
import type { SiteLinks } from '../notifications/mail/site-links';
import { tellCustomerOfBid } from '../notifications/push/customer-notices';
import { districtAddress } from '../orders/address-privacy';
import { orderMessages } from '../orders/messages';
import { findOrder } from '../orders/order-store';
import { holdOrderWindow, requireWorkingThen } from './arrival-windows';
import { jobNotesOf } from './job-notes';
import { bidOpportunityRows, certifiedPrice, deleteBid, insertBid, isOpenJob } from './provider-bids-store';
import { windowMessages } from './window-messages';

export function requireVerifiedProvider(provider: AccountRow): void {
  if (provider.kyc_status !== 'VERIFIED') throw new ApiError(403, orderMessages.notVerified);
}

// Read over orders by infra/media/media-access.ts too (who may see a job's photos), from this file.
export { openJob } from './provider-bids-store';

/** A page of the jobs the provider may bid on, soonest first, from where `before` left off. */
export async function bidOpportunities(
  db: Queryable,
  env: Env,
  provider: AccountRow,
  today: string,
  before?: string,
): Promise<KeysetPage<BiddableJob>> {
  const size = bidOpportunitiesPageSize;
  const page = keysetPage(await bidOpportunityRows(db, provider.id, today, before, size), size);
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
    const price = order ? await certifiedPrice(tx, provider.id, order, today) : null;
    if (!order || order.request_mode !== 'BID' || price === null) {
      throw new ApiError(404, orderMessages.jobNotFound);
    }
    if (!(await isOpenJob(tx, order.id))) throw new ApiError(409, orderMessages.jobClosed);

    if (await deleteBid(tx, order.id, provider.id)) return false;
    // A bid is an acceptance: only from a provider free in the job's window and working then (their
    // schedule, hours, days off and notice, as a booking of a window), decided under their lock.
    await holdOrderWindow(tx, order.id, provider.id, windowMessages.busyForBid);
    await requireWorkingThen(tx, order.id, provider.id);
    await insertBid(tx, order.id, provider.id, price, position);
    await tellCustomerOfBid(tx, siteLinks, order.id);
    return true;
  });
}
