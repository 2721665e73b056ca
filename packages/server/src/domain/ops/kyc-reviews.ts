// The operator's side of KYC: the submissions waiting (or all), and deciding one. VERIFIED is set only here,
// which is what lets a provider appear to customers and bid (domain/catalogue/availability.ts).

import type { Env } from '../../env';
import { ApiError } from '../../errors';
import type { Database, Queryable } from '../../infra/db/database';
import { imageLink } from '../../infra/images/image-store';
import { mediaLinks } from '../../infra/media/media-links';
import type { Words } from '../../infra/texts/writer';
import type { SiteLinks } from '../notifications/mail/site-links';
import { notify } from '../notifications/notify';
import { providerLinks } from '../notifications/provider-events';
import { findKycSubmission, type KycSubmissionRow, kycSubmissionColumns } from '../provider/kyc/kyc-store';
import { opsMessages } from '../provider/messages';
import { recordAudit } from './audit-log-store';
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
  const rows = await db.query<
    KycSubmissionRow & { email: string | null; image_id: string | null; vat_number: string | null }
  >(
    `SELECT ${kycSubmissionColumns}, a.email, a.image_id, d.vat_number
     FROM kyc_submissions k JOIN accounts a ON a.id = k.provider_id
     LEFT JOIN seller_tax_details d ON d.provider_id = k.provider_id
     WHERE a.deleted_at IS NULL AND ($1::text[] IS NULL OR k.status = ANY($1::text[]))
     ORDER BY k.submitted_at, k.provider_id
     LIMIT 500`,
    [statusesFor(filter)],
  );
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
  const [row] = await db.query<{ first_name: string | null }>(
    'SELECT first_name FROM accounts WHERE id = $1',
    [operatorId],
  );
  return row?.first_name ? `${team} · ${row.first_name}` : team;
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
    await tx.query(`UPDATE kyc_submissions SET status = $2, reviewed_at = now() WHERE provider_id = $1`, [
      providerId,
      input.status,
    ]);
    await tx.query(`UPDATE accounts SET kyc_status = $2, updated_at = now() WHERE id = $1`, [
      providerId,
      input.status,
    ]);
    await tx.query(
      `INSERT INTO kyc_reviews (provider_id, reviewer_id, reviewer_name, outcome, note)
       VALUES ($1, $2, $3, $4, $5)`,
      [providerId, operatorId, reviewer, input.status, note],
    );
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
