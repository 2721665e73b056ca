// POST /newreview and /provider/newreview: one review per order and side, once the order is completed or
// cancelled. With an Idempotency-Key a repeat (offline replay, lost answer, double click) answers like the
// first success and stores nothing; a concurrent duplicate waits for the first and is answered the same.

import { isClosedOrder } from '@callout/contracts/order-actions';
import type { NewReviewInput } from '@callout/contracts/orders';
import { ApiError } from '../../../errors';
import type { Database } from '../../../infra/db/database';
import type { Party } from '../../orders/lifecycle';
import { customerOrder, providerOrder } from '../../orders/order-access';
import { KeyReusedError } from './idempotency-key';
import { reviewMessages } from './messages';
import { findReviewByKey, insertReview } from './review-store';

/** `replayed`: an earlier request with the same key already stored this review. */
export interface ReviewOutcome {
  replayed: boolean;
}

async function replayOf(db: Database, party: Party, key: string | null, orderId: string) {
  if (!key) return null;
  const earlier = await findReviewByKey(db, party.account.id, key);
  if (!earlier) return null;
  if (earlier.order_id !== orderId) throw new KeyReusedError();
  return { replayed: true };
}

/**
 * `product` and `provider` of the input are not needed: the order says what was bought and who the other
 * party is, so a stale or wrong value from the page cannot misdirect a review.
 */
export async function submitReview(
  db: Database,
  party: Party,
  input: NewReviewInput,
  idempotencyKey: string | null,
): Promise<ReviewOutcome> {
  const earlier = await replayOf(db, party, idempotencyKey, input.orderid);
  if (earlier) return earlier;

  const order =
    party.role === 'provider'
      ? await providerOrder(db, party.account, input.orderid)
      : await customerOrder(db, party.account, input.orderid);
  if (!isClosedOrder(order.status)) throw new ApiError(409, reviewMessages.notYet);
  const subjectId = party.role === 'provider' ? order.customer_id : order.provider_id;
  if (!subjectId) throw new ApiError(409, reviewMessages.nobodyToReview);

  const stored = await db.transaction((tx) =>
    insertReview(tx, {
      orderId: order.id,
      role: party.role,
      reviewerId: party.account.id,
      subjectId,
      rating: input.rating,
      body: input.review ?? null,
      idempotencyKey,
    }),
  );
  if (stored) return { replayed: false };
  // Nothing stored: a concurrent request with the same key won (answer as it did), or this side had
  // already reviewed the order under another key or none.
  const winner = await replayOf(db, party, idempotencyKey, input.orderid);
  if (winner) return winner;
  throw new ApiError(409, reviewMessages.alreadyReviewed);
}
