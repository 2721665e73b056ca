// A published job's bids as its customer reads them (customer-bids.ts decides when): the page of bids from
// bidders who could still be engaged, a bidder's price, giving them the job, and who else bid.
import type { OrderStatus } from '@callout/contracts/orders';
import type { Queryable } from '../../infra/db/database';
import { cursorParts, microsOf, timeOfMicros } from '../../infra/db/keyset';
import { type ProviderCardRow, providerCardColumns } from '../catalogue/provider-cards';
import { credentialsCoverSql } from '../provider/credentials/coverage';
import { freeForJobSql, worksForJobSql } from './arrival-windows-store';
import { openJob } from './provider-bids-store';

export interface BidRow extends ProviderCardRow {
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
    const at = timeOfMicros(param(micros));
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

/** A page (plus one row, for the cursor) of the bids. */
export function bidRows(
  db: Queryable,
  orderId: string,
  today: string,
  before: string | undefined,
  size: number,
): Promise<Array<BidRow & { cursor_micros: string; cursor_id: string }>> {
  return db.query(...bidsQuery(orderId, today, before, size));
}

/** The price of the provider's bid while they are still eligible on `today`; null when none. */
export async function eligibleBidPrice(
  tx: Queryable,
  orderId: string,
  providerId: string,
  today: string,
): Promise<string | number | null> {
  const [bid] = await tx.query<{ price: string | number }>(
    `SELECT b.price FROM bids b JOIN orders o ON o.id = b.order_id JOIN accounts a ON a.id = b.provider_id
       WHERE b.order_id = $1 AND b.provider_id = $2 AND ${eligibleBidder('$3::date')}`,
    [orderId, providerId, today],
  );
  return bid ? bid.price : null;
}

/** The job is the bidder's, at their bid price, accepted by their bid. */
export async function giveJobToBidder(
  tx: Queryable,
  orderId: string,
  providerId: string,
  price: string | number,
  status: OrderStatus,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET provider_id = $2, price = $3, status = $4, provider_accepted_at = now(), updated_at = now()
       WHERE id = $1`,
    [orderId, providerId, price, status],
  );
}

/** The job's other bidders, by id. */
export async function otherBidders(tx: Queryable, orderId: string, engaged: string): Promise<string[]> {
  const rows = await tx.query<{ provider_id: string }>(
    'SELECT provider_id FROM bids WHERE order_id = $1 AND provider_id <> $2 ORDER BY provider_id',
    [orderId, engaged],
  );
  return rows.map((row) => row.provider_id);
}
