// The customer's side of a published job: the bids so far (/findbids) and engaging a bidder
// (/finalizerequest).

import { findBidsPageSize } from '@callout/contracts/booking';
import type { BiddingProvider } from '@callout/contracts/catalog';
import { londonDate } from '@callout/contracts/london-time';
import type { Env } from '../../env';
import { ApiError } from '../../errors';
import type { Database, Queryable } from '../../infra/db/database';
import { type KeysetPage, keysetPage } from '../../infra/db/keyset';
import { roundedMiles } from '../../infra/geo/service-area';
import type { AccountRow } from '../accounts/account-store';
import { providerCard } from '../catalogue/provider-cards';
import type { SiteLinks } from '../notifications/mail/site-links';
import { notifyBidAccepted, notifyBidNotChosen } from '../notifications/provider-events';
import { orderMessages, transitionMessages } from '../orders/messages';
import { customerOrder } from '../orders/order-access';
import { type OrderRow, orderPaymentStatus } from '../orders/order-store';
import { transition } from '../orders/state-machine';
import { holdOrderWindow, requireWorkingThen } from './arrival-windows';
import { bidRows, eligibleBidPrice, giveJobToBidder, otherBidders } from './customer-bids-store';
import { windowMessages } from './window-messages';

/**
 * The bids on the customer's own published job, while it is open: each with its distance in miles from where
 * the bidder was when bidding. A bidder who could no longer be engaged is not listed: one who has since
 * taken another job in the job's window, or whose schedule, working hours, days off or notice no longer
 * allow its time (the rules their bid followed, and engaging them follows). Once the job is closed (a bidder
 * engaged, cancelled, its date passed) the bids, and so where the bidders were, are no longer shown.
 *
 * A page of the bids, as they came, from where `before` left off.
 */
export async function listBids(
  db: Queryable,
  env: Env,
  order: OrderRow,
  today: string = londonDate(new Date()),
  before?: string,
): Promise<KeysetPage<BiddingProvider>> {
  const rows = await bidRows(db, order.id, today, before, findBidsPageSize);
  const page = keysetPage(rows, findBidsPageSize);
  return {
    next: page.next,
    rows: page.rows.map((row) => ({
      ...providerCard(env, row),
      Distance: roundedMiles({ lat: row.bid_lat, lng: row.bid_lng }, order),
    })),
  };
}

/**
 * Gives the job to a bidder at their bid price. Their bid is their acceptance, so the order is SCHEDULED
 * (the provider has accepted), but only while they can still do its time: free then, and their schedule,
 * working hours, days off and notice still allowing it (each may have changed since they bid), decided
 * under their lock as the bid was. Until the order is paid or started the customer may switch to another
 * bidder; engaging the same one again changes nothing.
 */
export async function engageBidder(
  db: Database,
  siteLinks: SiteLinks,
  customer: AccountRow,
  orderId: string,
  providerId: string,
  today: string = londonDate(new Date()),
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await customerOrder(tx, customer, orderId, true);
    if (order.request_mode !== 'BID') throw new ApiError(409, orderMessages.notPublished);
    if (order.provider_id === providerId) return;
    if (order.status === 'COMPLETED' || order.status === 'CANCELLED') {
      throw new ApiError(409, transitionMessages.closed);
    }
    if (order.status === 'IN-PROGRESS' || order.payment_status === orderPaymentStatus.completed) {
      throw new ApiError(409, orderMessages.alreadyPaid);
    }
    const price = await eligibleBidPrice(tx, order.id, providerId, today);
    if (price === null) throw new ApiError(404, orderMessages.bidderNotFound);
    const next = transition(
      { status: order.status, rate: order.pay_rate, paymentStatus: order.payment_status, hasProvider: true },
      'provider-accepted',
      'system',
    );
    if (!next.ok) throw new ApiError(409, next.message);
    await holdOrderWindow(tx, order.id, providerId);
    await requireWorkingThen(tx, order.id, providerId, windowMessages.bidderUnavailable);
    await giveJobToBidder(tx, order.id, providerId, price, next.status);
    await notifyBidAccepted(tx, siteLinks, order.id, providerId);
    await notifyBidNotChosen(tx, order.id, await passedOver(tx, order, providerId));
  });
}

/**
 * Who hears they were not chosen: on the first engagement every other bidder; on a switch only the
 * bidder engaged until now, since the others already know.
 */
async function passedOver(tx: Queryable, order: OrderRow, engaged: string): Promise<string[]> {
  if (order.provider_id) return [order.provider_id];
  return otherBidders(tx, order.id, engaged);
}
