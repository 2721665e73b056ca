// The reviews table, and the ratings kept from it: accounts.rating is the average of the reviews an
// account received on orders that really happened and that an operator has not hidden, to one decimal.
// Every review is kept and shown on its order; the seeded demo ratings stand until a provider's first
// review that counts.
import type { Queryable } from '../../../infra/db/database';

/** 'user': the customer reviewed the provider; 'provider': the provider reviewed the customer. */
export type ReviewerRole = 'user' | 'provider';

/**
 * Over orders `o`: the order reached IN-PROGRESS and was paid (a PER HOUR order is paid for its time after
 * it ends, so starting is enough). Reviews of bookings cancelled before they started, or never paid, cost
 * nothing to make, so they do not move anyone's average.
 */
const countsTowardRating = `o.started_at IS NOT NULL AND (o.paid_at IS NOT NULL OR o.pay_rate = 'PER HOUR')`;

/**
 * Sets the subject's rating to the average of the shown reviews of them that count, when the review on
 * `orderId` is one that counts (a review that never counted cannot move the average by coming or going).
 */
export async function refreshRating(tx: Queryable, subjectId: string, orderId: string): Promise<void> {
  await tx.query(
    `UPDATE accounts SET rating = (
       SELECT round(avg(r.rating), 1) FROM reviews r JOIN orders o ON o.id = r.order_id
       WHERE r.subject_id = $1 AND r.hidden_at IS NULL AND ${countsTowardRating})
     WHERE id = $1 AND EXISTS (SELECT 1 FROM orders o WHERE o.id = $2 AND ${countsTowardRating})`,
    [subjectId, orderId],
  );
}

export interface StoredReview {
  id: number;
  order_id: string;
  rating: number;
}

export async function findReviewByKey(
  db: Queryable,
  reviewerId: string,
  key: string,
): Promise<StoredReview | null> {
  const [row] = await db.query<StoredReview>(
    'SELECT id, order_id, rating FROM reviews WHERE reviewer_id = $1 AND idempotency_key = $2',
    [reviewerId, key],
  );
  return row ?? null;
}

export interface NewReview {
  orderId: string;
  role: ReviewerRole;
  reviewerId: string;
  subjectId: string;
  rating: number;
  body: string | null;
  idempotencyKey: string | null;
}

/**
 * Stores the review and, when its order counts, refreshes the subject's rating; false when the side
 * already reviewed the order or the key was already used (a concurrent duplicate waits for the first and
 * then inserts nothing).
 */
export async function insertReview(tx: Queryable, review: NewReview): Promise<boolean> {
  // Reviews of one account are written one at a time, so each average includes every earlier review.
  // NO KEY UPDATE, not UPDATE: the insert's foreign keys take KEY SHARE locks on both accounts, and two
  // people reviewing each other at once must not deadlock.
  await tx.query('SELECT 1 FROM accounts WHERE id = $1 FOR NO KEY UPDATE', [review.subjectId]);
  const inserted = await tx.query(
    `INSERT INTO reviews (order_id, reviewer_role, reviewer_id, subject_id, rating, body, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
    [
      review.orderId,
      review.role,
      review.reviewerId,
      review.subjectId,
      review.rating,
      review.body,
      review.idempotencyKey,
    ],
  );
  if (inserted.length === 0) return false;
  await refreshRating(tx, review.subjectId, review.orderId);
  return true;
}
