// Providers' service (certification) requests as operators review them (provider_services): the queue, and
// a decision written on the request under its row lock.
import type { CertificationStatus } from '@callout/contracts/provider-certification';
import type { Queryable } from '../../infra/db/database';
import type { Row } from '../../infra/db/row';
import type { Tables } from '../../infra/db/schema.generated';
import { isoTimestamp } from '../orders/order-store';

/** As listServiceRequests reads it: the times as ISO 8601 text, the prices numeric (text). */
export type ServiceRow = Row<
  Tables['provider_services'],
  'id' | 'provider_id' | 'price',
  { status: CertificationStatus; requested: string; reviewed: string | null; note: string | null }
> &
  Pick<Tables['accounts'], 'email' | 'kyc_status'> &
  Pick<Tables['products'], 'category' | 'specific' | 'currency' | 'min_price' | 'max_price'> & {
    name: string | null;
    product_id: Tables['products']['id'];
    product: Tables['products']['name'];
  };

/** Requests in any of `statuses` (null: all), oldest first, of accounts not deleted; at most 500. */
export function serviceRequestRows(db: Queryable, statuses: string[] | null): Promise<ServiceRow[]> {
  return db.query<ServiceRow>(
    `SELECT ps.id, ps.provider_id, a.email, NULLIF(concat_ws(' ', a.first_name, a.last_name), '') AS name,
       a.kyc_status, p.id AS product_id, p.name AS product, p.category, p.specific, p.currency, ps.price,
       p.min_price, p.max_price, ps.status, ${isoTimestamp('ps.requested_at')} AS requested,
       CASE WHEN ps.reviewed_at IS NOT NULL THEN ${isoTimestamp('ps.reviewed_at')} END AS reviewed,
       ps.review_note AS note
     FROM provider_services ps JOIN products p ON p.id = ps.product_id JOIN accounts a ON a.id = ps.provider_id
     WHERE a.deleted_at IS NULL AND ($1::text[] IS NULL OR ps.status = ANY($1::text[]))
     ORDER BY ps.requested_at, ps.id
     LIMIT 500`,
    [statuses],
  );
}

/** The request's status, its row locked until the transaction ends; null without it. */
export async function lockServiceRequest(tx: Queryable, requestId: string): Promise<string | null> {
  const [previous] = await tx.query<{ status: string }>(
    'SELECT status FROM provider_services WHERE id::text = $1 FOR UPDATE',
    [requestId],
  );
  return previous?.status ?? null;
}

/** Writes the operator's decision on the request; its provider and product, or null without it. */
export async function saveServiceDecision(
  tx: Queryable,
  requestId: string,
  decision: { status: string; operatorId: string; note: string | null },
): Promise<{ provider_id: string; product: string } | null> {
  const [updated] = await tx.query<{ provider_id: string; product: string }>(
    `UPDATE provider_services ps SET status = $2, reviewed_at = now(), reviewed_by = $3, review_note = $4
       FROM products p
       WHERE ps.id::text = $1 AND p.id = ps.product_id
       RETURNING ps.provider_id, p.name AS product`,
    [requestId, decision.status, decision.operatorId, decision.note],
  );
  return updated ?? null;
}
