// A provider's KYC record and reviews in the contract's shapes, and the writes of a submission.
// accounts.kyc_status is the status everyone else reads (catalogue, bidding); kyc_submissions holds what the
// provider sent.
import type { KycRecord, KycReview, KycSubmissionInput } from '@callout/contracts/provider-kyc';
import type { Env } from '../../../env';
import type { Queryable } from '../../../infra/db/database';
import type { Row } from '../../../infra/db/row';
import type { Tables } from '../../../infra/db/schema.generated';
import { type MediaLink, mediaLinks } from '../../../infra/media/media-links';
import type { AccountRow } from '../../accounts/account-store';
import { isoTimestamp } from '../../orders/order-store';

export const kycSubmissionStatuses = ['SUBMITTED', 'UNDER-REVIEW', 'QUERIED', 'VERIFIED'] as const;
export type KycStatus = (typeof kycSubmissionStatuses)[number];

/** As kycSubmissionColumns reads it: the dates as text (YYYY-MM-DD, ISO 8601 in UTC). */
export type KycSubmissionRow = Row<
  Tables['kyc_submissions'],
  | 'provider_id'
  | 'first_name'
  | 'last_name'
  | 'organization'
  | 'phone'
  | 'insurance_number'
  | 'address'
  | 'province'
  | 'country'
  | 'id_document'
  | 'utility_document',
  { status: KycStatus; dob: string; submitted_at: string }
>;

export const kycSubmissionColumns = `k.provider_id, k.first_name, k.last_name, k.organization, k.phone,
  to_char(k.dob, 'YYYY-MM-DD') AS dob, k.insurance_number, k.address, k.province, k.country, k.status,
  k.id_document, k.utility_document, ${isoTimestamp('k.submitted_at')} AS submitted_at`;

export async function findKycSubmission(
  db: Queryable,
  providerId: string,
  lock = false,
): Promise<KycSubmissionRow | null> {
  const [row] = await db.query<KycSubmissionRow>(
    `SELECT ${kycSubmissionColumns} FROM kyc_submissions k WHERE k.provider_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [providerId],
  );
  return row ?? null;
}

export function toKycRecord(row: KycSubmissionRow, documentLink: MediaLink): KycRecord {
  return {
    FirstName: row.first_name,
    Lastname: row.last_name,
    organization: row.organization,
    Phone: row.phone,
    DOB: row.dob,
    InsuranceNumber: row.insurance_number,
    Address: row.address,
    Province: row.province,
    Country: row.country,
    Status: row.status,
    idlink: documentLink(row.id_document),
    utilitylink: documentLink(row.utility_document),
  };
}

/**
 * The record the verification page shows: the submission, or none. A provider verified without one (the
 * demo data) gets their account's status, so the page says 'VERIFICATION COMPLETED' rather than a form.
 */
export async function kycRecordOf(db: Queryable, env: Env, provider: AccountRow): Promise<KycRecord[]> {
  const submission = await findKycSubmission(db, provider.id);
  if (submission) return [toKycRecord(submission, mediaLinks(env, 'kyc', provider.id))];
  if (!provider.kyc_status) return [];
  return [
    {
      FirstName: provider.first_name,
      Lastname: provider.last_name,
      organization: null,
      Phone: provider.phone,
      DOB: null,
      InsuranceNumber: null,
      Address: null,
      Province: null,
      Country: null,
      Status: provider.kyc_status,
      idlink: null,
      utilitylink: null,
    },
  ];
}

export async function kycReviewsOf(db: Queryable, providerId: string): Promise<KycReview[]> {
  return db.query<KycReview>(
    `SELECT note AS "Note", reviewer_name AS "Reviewer", ${isoTimestamp('created_at')} AS "Reviewed"
     FROM kyc_reviews WHERE provider_id = $1 ORDER BY created_at DESC, id DESC`,
    [providerId],
  );
}

/** Locks the provider's account row (two submissions decide one after the other); its KYC status and photo. */
export async function lockKycAccount(
  tx: Queryable,
  providerId: string,
): Promise<{ kyc_status: string | null; image_id: string | null } | undefined> {
  const [account] = await tx.query<{ kyc_status: string | null; image_id: string | null }>(
    'SELECT kyc_status, image_id FROM accounts WHERE id = $1 FOR UPDATE',
    [providerId],
  );
  return account;
}

/** The provider's submission, SUBMITTED for review, replacing a queried one. */
export async function saveKycSubmission(
  tx: Queryable,
  providerId: string,
  input: KycSubmissionInput,
  documents: { id: string; utility: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO kyc_submissions (provider_id, first_name, last_name, organization, phone, dob, insurance_number,
       address, province, country, status, id_document, utility_document)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'SUBMITTED', $11, $12)
     ON CONFLICT (provider_id) DO UPDATE SET first_name = excluded.first_name, last_name = excluded.last_name,
       organization = excluded.organization, phone = excluded.phone, dob = excluded.dob,
       insurance_number = excluded.insurance_number, address = excluded.address,
       province = excluded.province, country = excluded.country, status = 'SUBMITTED',
       id_document = excluded.id_document, utility_document = excluded.utility_document,
       submitted_at = now(), reviewed_at = NULL`,
    [
      providerId,
      input.firstName,
      input.lastName,
      input.organization,
      input.phone,
      input.dob,
      input.idno.toUpperCase(),
      input.address,
      input.province,
      input.country,
      documents.id,
      documents.utility,
    ],
  );
}

/** The names, phone and photo sent with KYC become the profile; the account waits for review. */
export async function profileFromKyc(
  tx: Queryable,
  providerId: string,
  input: Pick<KycSubmissionInput, 'firstName' | 'lastName' | 'phone'>,
  imageId: string,
): Promise<void> {
  await tx.query(
    `UPDATE accounts SET first_name = $2, last_name = $3, phone = $4, image_id = $5, kyc_status = 'SUBMITTED',
       updated_at = now()
     WHERE id = $1`,
    [providerId, input.firstName, input.lastName, input.phone, imageId],
  );
}

export async function deleteKycDocuments(tx: Queryable, ids: string[]): Promise<void> {
  await tx.query('DELETE FROM kyc_documents WHERE id = ANY($1::text[])', [ids]);
}

/** The profile photo a new one replaced. */
export async function deleteReplacedPhoto(tx: Queryable, imageId: string): Promise<void> {
  await tx.query('DELETE FROM images WHERE id = $1', [imageId]);
}
