// The operator's side of service (certification) requests: the queue, and ACTIVE / DENIED / SUSPENDED.
// Only ACTIVE requests make a provider bookable for the product (with KYC VERIFIED and a schedule).
import type { CertificationStatus } from '@callout/contracts/provider-certification';
import { ApiError } from '../../errors';
import type { Database, Queryable } from '../../infra/db/database';
import type { Row } from '../../infra/db/row';
import type { Tables } from '../../infra/db/schema.generated';
import type { SiteLinks } from '../notifications/mail/site-links';
import { notify } from '../notifications/notify';
import { providerLinks } from '../notifications/provider-events';
import { isoTimestamp } from '../orders/order-store';
import { opsMessages } from '../provider/messages';
import { recordAudit } from './audit-log-store';
import type { OpsService, ServiceReviewInput, servicesListQuerySchema } from './ops-contract';

type ServiceFilter = ReturnType<typeof servicesListQuerySchema.parse>['status'];

/** As listServiceRequests reads it: the times as ISO 8601 text, the prices numeric (text). */
type ServiceRow = Row<
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

const statusesFor = (filter: ServiceFilter): string[] | null =>
  filter === 'all' ? null : filter === 'pending' ? ['SUBMITTED', 'UNDER-REVIEW'] : [filter];

/** Oldest first: the queue is worked in the order providers asked. */
export async function listServiceRequests(db: Queryable, filter: ServiceFilter): Promise<OpsService[]> {
  const rows = await db.query<ServiceRow>(
    `SELECT ps.id, ps.provider_id, a.email, NULLIF(concat_ws(' ', a.first_name, a.last_name), '') AS name,
       a.kyc_status, p.id AS product_id, p.name AS product, p.category, p.specific, p.currency, ps.price,
       p.min_price, p.max_price, ps.status, ${isoTimestamp('ps.requested_at')} AS requested,
       CASE WHEN ps.reviewed_at IS NOT NULL THEN ${isoTimestamp('ps.reviewed_at')} END AS reviewed,
       ps.review_note AS note
     FROM provider_services ps JOIN products p ON p.id = ps.product_id JOIN accounts a ON a.id = ps.provider_id
     WHERE a.deleted_at IS NULL AND ($1::text[] IS NULL OR ps.status = ANY($1::text[]))
     ORDER BY ps.requested_at, ps.id
     LIMIT 500`,
    [statusesFor(filter)],
  );
  return rows.map((row) => ({
    RequestID: String(row.id),
    ProviderID: row.provider_id,
    ProviderEmail: row.email,
    ProviderName: row.name,
    KycStatus: row.kyc_status,
    ProductID: String(row.product_id),
    Product: row.product,
    Category: row.category,
    Specifics: row.specific,
    Currency: row.currency,
    Price: Number(row.price),
    MinPrice: Number(row.min_price),
    MaxPrice: Number(row.max_price),
    Status: row.status,
    Requested: row.requested,
    Reviewed: row.reviewed,
    Note: row.note,
  }));
}

export async function reviewServiceRequest(
  db: Database,
  siteLinks: SiteLinks,
  operatorId: string,
  requestId: string,
  input: ServiceReviewInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The status before, for the audit log; the row stays locked until the update below.
    const [previous] = await tx.query<{ status: string }>(
      'SELECT status FROM provider_services WHERE id::text = $1 FOR UPDATE',
      [requestId],
    );
    const [updated] = await tx.query<{ provider_id: string; product: string }>(
      `UPDATE provider_services ps SET status = $2, reviewed_at = now(), reviewed_by = $3, review_note = $4
       FROM products p
       WHERE ps.id::text = $1 AND p.id = ps.product_id
       RETURNING ps.provider_id, p.name AS product`,
      [requestId, input.status, operatorId, input.note ?? null],
    );
    if (!updated) throw new ApiError(404, opsMessages.serviceNotFound);
    await recordAudit(tx, {
      operatorId,
      action: 'service.review',
      subjectType: 'service',
      subjectId: requestId,
      accountId: updated.provider_id,
      before: { Status: previous?.status ?? null },
      after: { Status: input.status, Product: updated.product },
      note: input.note ?? null,
    });
    await notify(
      tx,
      updated.provider_id,
      (w) => {
        const decided = w.t('notices:provider.serviceDecision', {
          product: updated.product,
          status: w.t(`notices:provider.serviceStatus.${input.status}`),
        });
        return input.note ? `${decided} ${input.note}` : decided;
      },
      providerLinks.services,
      { push: 'SERVICE_DECISION', siteLinks },
    );
  });
}
