// The operator's side of KYC: the submissions waiting (or all), and deciding one. VERIFIED is set only here,
// which is what lets a provider appear to customers and bid (domain/catalogue/availability-queries.ts).

import type { Env } from '../../env';
import { ApiError } from '../../errors';
import type { Database, Queryable } from '../../infra/db/database';
import { imageLink } from '../../infra/images/image-store';
import { mediaLinks } from '../../infra/media/media-links';
import type { Words } from '../../infra/texts/writer';
import type { SiteLinks } from '../notifications/mail/site-links';
import { notify } from '../notifications/notify';
import { providerLinks } from '../notifications/provider-events';
import { findKycSubmission } from '../provider/kyc/kyc-store';
import { opsMessages } from '../provider/messages';
import { recordAudit } from './audit-log-store';
import { kycSubmissionsForOps, operatorFirstName, saveKycDecision } from './kyc-review-store';
import type { KycReviewInput, kycListQuerySchema, OpsKyc } from './ops-contract';

type KycFilter = ReturnType<typeof kycListQuerySchema.parse>['status'];

const statusesFor = (filter: KycFilter): string[] | null =>
  filter === 'all' ? null : filter === 'pending' ? ['SUBMITTED', 'UNDER-REVIEW'] : [filter];

/** Oldest first: the queue is worked in the order providers submitted. The documents are signed for `operatorId`. */
export async function listKycSubmissions(
  db: Queryable,
  env: Env,
  operatorId: string,
  filter: KycFilter,
): Promise<OpsKyc[]> {
  const documentLink = mediaLinks(env, 'kyc', operatorId);
  const rows = await kycSubmissionsForOps(db, statusesFor(filter));
  return rows.map((row) => ({
    ProviderID: row.provider_id,
    Email: row.email,
    FirstName: row.first_name,
    LastName: row.last_name,
    Organization: row.organization,
    Phone: row.phone,
    DOB: row.dob,
    InsuranceNumber: row.insurance_number,
    Address: row.address,
    Province: row.province,
    Country: row.country,
    Status: row.status,
    Submitted: row.submitted_at,
    Photo: imageLink(env, row.image_id),
    idlink: documentLink(row.id_document),
    utilitylink: documentLink(row.utility_document),
    // A trader's VAT number is among the details shown to customers, so the operator sees it when reviewing.
    VAT: row.vat_number,
  }));
}

/** How the provider's reviews panel names the reviewer: the team, and the operator's first name. */
export async function reviewerName(db: Queryable, operatorId: string, team: string): Promise<string> {
  const firstName = await operatorFirstName(db, operatorId);
  return firstName ? `${team} · ${firstName}` : team;
}

const defaultVerifiedNote = 'Identity verified.';

export async function reviewKyc(
  db: Database,
  siteLinks: SiteLinks,
  operatorId: string,
  providerId: string,
  input: KycReviewInput,
): Promise<void> {
  const reviewer = await reviewerName(db, operatorId, 'Callout Verification');
  const note = input.note || defaultVerifiedNote;
  await db.transaction(async (tx) => {
    const submission = await findKycSubmission(tx, providerId, true);
    if (!submission) throw new ApiError(404, opsMessages.kycNotFound);
    await saveKycDecision(tx, { providerId, operatorId, reviewer, status: input.status, note });
    await recordAudit(tx, {
      operatorId,
      action: 'kyc.review',
      subjectType: 'account',
      subjectId: providerId,
      accountId: providerId,
      before: { Status: submission.status },
      after: { Status: input.status },
      note,
    });
    const text: Words = (w) =>
      input.status === 'VERIFIED'
        ? w.t('notices:provider.kycVerified')
        : w.t('notices:provider.kycQueried', { note });
    await notify(tx, providerId, text, providerLinks.verification, { push: 'KYC_DECISION', siteLinks });
  });
}
