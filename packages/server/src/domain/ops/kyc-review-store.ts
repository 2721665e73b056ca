// KYC decisions as operators make them: the submissions they work through, and a decision recorded on the
// submission, on the account (accounts.kyc_status) and in the provider's reviews panel (kyc_reviews).
import type { Queryable } from '../../infra/db/database';
import { type KycSubmissionRow, kycSubmissionColumns } from '../provider/kyc/kyc-store';

export type KycSubmissionForOps = KycSubmissionRow & {
  email: string | null;
  image_id: string | null;
  vat_number: string | null;
};

/** Submissions in any of `statuses` (null: all), oldest first, of accounts not deleted; at most 500. */
export function kycSubmissionsForOps(
  db: Queryable,
  statuses: string[] | null,
): Promise<KycSubmissionForOps[]> {
  return db.query<KycSubmissionForOps>(
    `SELECT ${kycSubmissionColumns}, a.email, a.image_id, d.vat_number
     FROM kyc_submissions k JOIN accounts a ON a.id = k.provider_id
     LEFT JOIN seller_tax_details d ON d.provider_id = k.provider_id
     WHERE a.deleted_at IS NULL AND ($1::text[] IS NULL OR k.status = ANY($1::text[]))
     ORDER BY k.submitted_at, k.provider_id
     LIMIT 500`,
    [statuses],
  );
}

export async function operatorFirstName(db: Queryable, operatorId: string): Promise<string | null> {
  const [row] = await db.query<{ first_name: string | null }>(
    'SELECT first_name FROM accounts WHERE id = $1',
    [operatorId],
  );
  return row?.first_name ?? null;
}

/** Records the decision: the submission's status, the account's KYC status, and the reviews panel's entry. */
export async function saveKycDecision(
  tx: Queryable,
  decision: { providerId: string; operatorId: string; reviewer: string; status: string; note: string },
): Promise<void> {
  await tx.query(`UPDATE kyc_submissions SET status = $2, reviewed_at = now() WHERE provider_id = $1`, [
    decision.providerId,
    decision.status,
  ]);
  await tx.query(`UPDATE accounts SET kyc_status = $2, updated_at = now() WHERE id = $1`, [
    decision.providerId,
    decision.status,
  ]);
  await tx.query(
    `INSERT INTO kyc_reviews (provider_id, reviewer_id, reviewer_name, outcome, note)
       VALUES ($1, $2, $3, $4, $5)`,
    [decision.providerId, decision.operatorId, decision.reviewer, decision.status, decision.note],
  );
}
