// The operator's side of service (certification) requests: the queue, and ACTIVE / DENIED / SUSPENDED.
// Only ACTIVE requests make a provider bookable for the product (with KYC VERIFIED and a schedule).
import { ApiError } from '../../errors';
import type { Database, Queryable } from '../../infra/db/database';
import type { SiteLinks } from '../notifications/mail/site-links';
import { notify } from '../notifications/notify';
import { providerLinks } from '../notifications/provider-events';
import { opsMessages } from '../provider/messages';
import { recordAudit } from './audit-log-store';
import type { OpsService, ServiceReviewInput, servicesListQuerySchema } from './ops-contract';
import { lockServiceRequest, saveServiceDecision, serviceRequestRows } from './service-review-store';

type ServiceFilter = ReturnType<typeof servicesListQuerySchema.parse>['status'];

const statusesFor = (filter: ServiceFilter): string[] | null =>
  filter === 'all' ? null : filter === 'pending' ? ['SUBMITTED', 'UNDER-REVIEW'] : [filter];

/** Oldest first: the queue is worked in the order providers asked. */
export async function listServiceRequests(db: Queryable, filter: ServiceFilter): Promise<OpsService[]> {
  const rows = await serviceRequestRows(db, statusesFor(filter));
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
    const previous = await lockServiceRequest(tx, requestId);
    const updated = await saveServiceDecision(tx, requestId, {
      status: input.status,
      operatorId,
      note: input.note ?? null,
    });
    if (!updated) throw new ApiError(404, opsMessages.serviceNotFound);
    await recordAudit(tx, {
      operatorId,
      action: 'service.review',
      subjectType: 'service',
      subjectId: requestId,
      accountId: updated.provider_id,
      before: { Status: previous },
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
