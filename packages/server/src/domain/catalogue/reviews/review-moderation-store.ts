// The review columns moderation and replies read and write (review-moderation.ts decides, under the
// subject's account lock and the review's row lock): hiding, showing again, and the provider's one reply.
import type { Queryable } from '../../../infra/db/database';

export interface ReviewRow {
  id: number;
  order_id: string;
  reviewer_role: 'user' | 'provider';
  reviewer_id: string;
  subject_id: string;
  rating: number;
  body: string | null;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
  reply_body: string | null;
}

export interface MailedAuthor {
  email: string;
  first_name: string | null;
  language: string | null;
}

/** The review's author, with an address to mail (none once the account is deleted). */
export const mailedAuthor = async (db: Queryable, reviewerId: string) =>
  (
    await db.query<MailedAuthor>(
      'SELECT email, first_name, language FROM accounts WHERE id = $1 AND deleted_at IS NULL AND email IS NOT NULL',
      [reviewerId],
    )
  )[0];

/** Who the review is about; undefined for an unknown review. */
export async function reviewSubject(tx: Queryable, reviewId: number): Promise<string | undefined> {
  const [found] = await tx.query<{ subject_id: string }>('SELECT subject_id FROM reviews WHERE id = $1', [
    reviewId,
  ]);
  return found?.subject_id;
}

/** Locks the subject's account as a new review of them does, so their averages change one at a time. */
export async function lockSubjectAccount(tx: Queryable, subjectId: string): Promise<void> {
  await tx.query('SELECT 1 FROM accounts WHERE id = $1 FOR NO KEY UPDATE', [subjectId]);
}

export async function lockReviewRow(tx: Queryable, reviewId: number): Promise<ReviewRow | undefined> {
  const [row] = await tx.query<ReviewRow>('SELECT * FROM reviews WHERE id = $1 FOR UPDATE', [reviewId]);
  return row;
}

export async function markHidden(tx: Queryable, reviewId: number, operatorId: string, reason: string) {
  await tx.query('UPDATE reviews SET hidden_at = now(), hidden_by = $2, hidden_reason = $3 WHERE id = $1', [
    reviewId,
    operatorId,
    reason,
  ]);
}

export async function markShown(tx: Queryable, reviewId: number) {
  await tx.query(
    'UPDATE reviews SET hidden_at = NULL, hidden_by = NULL, hidden_reason = NULL WHERE id = $1',
    [reviewId],
  );
}

/** The customer's review of the provider's order, under its row lock; undefined when there is none. */
export async function lockCustomerReview(
  tx: Queryable,
  orderId: string,
  providerId: string,
): Promise<ReviewRow | undefined> {
  const [row] = await tx.query<ReviewRow>(
    `SELECT r.* FROM reviews r JOIN orders o ON o.id = r.order_id
       WHERE r.order_id = $1 AND r.reviewer_role = 'user' AND o.provider_id = $2 FOR UPDATE OF r`,
    [orderId, providerId],
  );
  return row;
}

export async function isProvidersOrder(tx: Queryable, orderId: string, providerId: string): Promise<boolean> {
  const [order] = await tx.query('SELECT 1 FROM orders WHERE id = $1 AND provider_id = $2', [
    orderId,
    providerId,
  ]);
  return order !== undefined;
}

export async function saveReply(tx: Queryable, reviewId: number, reply: string): Promise<void> {
  await tx.query('UPDATE reviews SET reply_body = $2, replied_at = now() WHERE id = $1', [reviewId, reply]);
}
