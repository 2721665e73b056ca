// A provider's service (certification) requests as stored in provider_services: the list behind View
// Requests, and the request's creation or change (cert-requests.ts decides which, under the row's lock).
import type { CertificationFilter, CertificationStatus } from '@callout/contracts/provider-certification';
import type { Queryable } from '../../../infra/db/database';
import type { Row } from '../../../infra/db/row';
import type { Tables } from '../../../infra/db/schema.generated';
import { containsPattern } from '../../catalogue/search';
import { isoTimestamp } from '../../orders/order-store';
import { completedOrdersSql } from '../provider-counters-queries';

export type RequestRow = Row<
  Tables['provider_services'],
  'price',
  { status: CertificationStatus; requested: string }
> &
  Pick<Tables['products'], 'category' | 'specific'> & {
    product: Tables['products']['name'];
    image: Tables['products']['img_link'];
  };

/** The provider's requests, newest first; `search` matches the product, category or specific. */
export function requestRows(
  db: Queryable,
  providerId: string,
  search: string,
  filter: CertificationFilter,
): Promise<RequestRow[]> {
  return db.query<RequestRow>(
    `SELECT p.name AS product, p.img_link AS image, p.category, p.specific, ps.price, ps.status,
       ${isoTimestamp('ps.requested_at')} AS requested
     FROM provider_services ps JOIN products p ON p.id = ps.product_id
     WHERE ps.provider_id = $1 AND ($2 = 'ALL' OR ps.status = $2)
       AND concat_ws(' ', p.name, p.category, p.specific) ILIKE $3
     ORDER BY ps.requested_at DESC, ps.id DESC`,
    [providerId, filter, containsPattern(search)],
  );
}

/** The provider's completed orders, as their card counts them; undefined when the database answers none. */
export async function completedOrders(db: Queryable, providerId: string): Promise<number | undefined> {
  const [stats] = await db.query<{ completed: number }>(`SELECT ${completedOrdersSql('$1')} AS completed`, [
    providerId,
  ]);
  return stats?.completed;
}

/** The provider's request for the product, under its row lock. */
export async function lockRequest(
  tx: Queryable,
  providerId: string,
  productId: number,
): Promise<{ id: number; status: CertificationStatus } | undefined> {
  const [existing] = await tx.query<{ id: number; status: CertificationStatus }>(
    'SELECT id, status FROM provider_services WHERE provider_id = $1 AND product_id = $2 FOR UPDATE',
    [providerId, productId],
  );
  return existing;
}

/** A new SUBMITTED request; a concurrent first request for the same product only updates the price. */
export async function insertRequest(tx: Queryable, providerId: string, productId: number, price: number) {
  await tx.query(
    `INSERT INTO provider_services (provider_id, product_id, price, status) VALUES ($1, $2, $3, 'SUBMITTED')
         ON CONFLICT (provider_id, product_id) DO UPDATE SET price = excluded.price`,
    [providerId, productId, price],
  );
}

/** A DENIED request submitted again at a new price, its review cleared. */
export async function resubmitRequest(tx: Queryable, requestId: number, price: number) {
  await tx.query(
    `UPDATE provider_services SET price = $2, status = 'SUBMITTED', requested_at = now(), reviewed_at = NULL,
           reviewed_by = NULL, review_note = NULL
         WHERE id = $1`,
    [requestId, price],
  );
}

export async function setRequestPrice(tx: Queryable, requestId: number, price: number) {
  await tx.query('UPDATE provider_services SET price = $2 WHERE id = $1', [requestId, price]);
}
