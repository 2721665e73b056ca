// The customer's side of a published job: the bids so far (/findbids) and engaging a bidder
// (/finalizerequest).

import { findBidsPageSize } from '@callout/contracts/booking';
import type { BiddingProvider } from '@callout/contracts/catalog';
import { londonDate } from '@callout/contracts/london-time';
import type { Env } from '../../env';
import { ApiError } from '../../errors';
import type { Database, Queryable } from '../../infra/db/database';
import { cursorParts, type KeysetPage, keysetPage, microsOf } from '../../infra/db/keyset';
import { roundedMiles } from '../../infra/geo/service-area';
import type { AccountRow } from '../accounts/account-store';
import { type ProviderCardRow, providerCard, providerCardColumns } from '../catalogue/provider-cards';
import type { SiteLinks } from '../notifications/mail/site-links';
import { notifyBidAccepted, notifyBidNotChosen } from '../notifications/provider-events';
import { orderMessages, transitionMessages } from '../orders/messages';
import { customerOrder } from '../orders/order-access';
import { type OrderRow, orderPaymentStatus } from '../orders/order-store';
import { transition } from '../orders/state-machine';
import { credentialsCoverSql } from '../provider/credentials/coverage';
import { freeForJobSql, holdOrderWindow, requireWorkingThen, worksForJobSql } from './arrival-windows';
import { openJob } from './provider-bids';
import { windowMessages } from './window-messages';

interface BidRow extends ProviderCardRow {
  bid_lat: number;
  bid_lng: number;
}

/**
 * Bidders still allowed to take the job: verified, certified, not deleted or suspended since they bid, and
 * still holding the credentials the product requires on `today` (a date expression).
 */
const eligibleBidder = (today: string) => `a.deleted_at IS NULL AND a.suspended_at IS NULL
  AND a.kyc_status = 'VERIFIED' AND EXISTS (
  SELECT 1 FROM provider_services ps
  WHERE ps.provider_id = b.provider_id AND ps.product_id = o.product_id AND ps.status = 'ACTIVE')
  AND ${credentialsCoverSql('b.provider_id', 'o.product_id', 'o.category', today)}`;

/**
 * The bids on the customer's own published job, while it is open: each with its distance in miles from where
 * the bidder was when bidding. A bidder who could no longer be engaged is not listed: one who has since
 * taken another job in the job's window, or whose schedule, working hours, days off or notice no longer
 * allow its time (the rules their bid followed, and engaging them follows). Once the job is closed (a bidder
 * engaged, cancelled, its date passed) the bids, and so where the bidders were, are no longer shown.
 */
/** The SQL of a page of a job's bids, as they came, and its parameters (the plan test reads them). */
export function bidsQuery(
  orderId: string,
  today: string,
  before: string | undefined,
  size: number,
): [string, unknown[]] {
  const params: unknown[] = [orderId, today];
  const param = (value: unknown) => `$${params.push(value)}`;
  let after = 'true';
  if (before) {
    const { micros, id } = cursorParts(before);
    const at = `(TIMESTAMPTZ 'epoch' + ${param(micros)}::bigint * INTERVAL '1 microsecond')`;
    after = `(b.created_at, b.provider_id) > (${at}, ${param(id)})`;
  }
  return [
    `SELECT ${providerCardColumns}, b.price, b.lat AS bid_lat, b.lng AS bid_lng,
       ${microsOf('b.created_at')} AS cursor_micros, b.provider_id AS cursor_id
     FROM bids b JOIN orders o ON o.id = b.order_id JOIN order_shipping s ON s.order_id = o.id
       JOIN accounts a ON a.id = b.provider_id
     WHERE b.order_id = $1 AND ${after} AND ${openJob} AND ${eligibleBidder('$2::date')}
       AND ${freeForJobSql('b.provider_id')} AND ${worksForJobSql('b.provider_id')}
     ORDER BY b.created_at, b.provider_id
     LIMIT ${size + 1}`,
    params,
  ];
}

/** A page of the bids, as they came, from where `before` left off. */
export async function listBids(
  db: Queryable,
  env: Env,
  order: OrderRow,
  today: string = londonDate(new Date()),
  before?: string,
): Promise<KeysetPage<BiddingProvider>> {
  const rows = await db.query<BidRow & { cursor_micros: string; cursor_id: string }>(
    ...bidsQuery(order.id, today, before, findBidsPageSize),
  );
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
    const [bid] = await tx.query<{ price: string | number }>(
      `SELECT b.price FROM bids b JOIN orders o ON o.id = b.order_id JOIN accounts a ON a.id = b.provider_id
       WHERE b.order_id = $1 AND b.provider_id = $2 AND ${eligibleBidder('$3::date')}`,
      [order.id, providerId, today],
    );
    if (!bid) throw new ApiError(404, orderMessages.bidderNotFound);
    const next = transition(
      { status: order.status, rate: order.pay_rate, paymentStatus: order.payment_status, hasProvider: true },
      'provider-accepted',
      'system',
    );
    if (!next.ok) throw new ApiError(409, next.message);
    await holdOrderWindow(tx, order.id, providerId);
    await requireWorkingThen(tx, order.id, providerId, windowMessages.bidderUnavailable);
    await tx.query(
      `UPDATE orders SET provider_id = $2, price = $3, status = $4, provider_accepted_at = now(), updated_at = now()
       WHERE id = $1`,
      [order.id, providerId, bid.price, next.status],
    );
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
  const rows = await tx.query<{ provider_id: string }>(
    'SELECT provider_id FROM bids WHERE order_id = $1 AND provider_id <> $2 ORDER BY provider_id',
    [order.id, engaged],
  );
  return rows.map((row) => row.provider_id);
}
