// POST /newreview (customer reviews the provider) and /provider/newreview (provider reviews the customer).
// Sent through the offline outbox: it carries an Idempotency-Key, waits in the outbox while offline and is
// delivered once when the connection returns; meanwhile the page shows it as 'sending'.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type NewReviewInput,
  newReviewInputSchema,
  newReviewResponseSchema,
} from '@callout/contracts/orders';
import { api } from '@callout/module-kit/api';
import { idempotencyKeyHeader, newIdempotencyKey } from '@callout/offline/idempotency';
import { outboxScopes } from '@callout/offline/outbox-db';
import { discardOutboxItem } from '@callout/offline/outbox-items';
import { outboxFetch, queuedHeader } from '@callout/offline/send-or-queue';
import type { AccountType } from '../../../config/paths';

export type ReviewOutcome = { state: 'sent' } | { state: 'queued' } | { state: 'refused'; message: string };

/** The outbox scope of an order's review, for `useOutbox`. */
export const reviewScope = (orderId: string) => outboxScopes.review(orderId);

export async function sendReview(accountType: AccountType, input: NewReviewInput): Promise<ReviewOutcome> {
  const path = accountType === 'provider' ? 'provider/newreview' : 'newreview';
  const key = newIdempotencyKey();
  const response = await api.post(path, {
    body: formBody(newReviewInputSchema.parse(input)),
    headers: { [idempotencyKeyHeader]: key },
    fetch: outboxFetch(reviewScope(input.orderid)),
    throwHttpErrors: false,
  });
  if (response.headers.get(queuedHeader)) return { state: 'queued' };
  const reply = await parseJson(newReviewResponseSchema, Promise.resolve(response), `/${path}`);
  if (response.ok && reply.success) return { state: 'sent' };
  // Refused while the user is looking: say why at once instead of leaving a failed copy in the outbox.
  await discardOutboxItem(key);
  return { state: 'refused', message: reply.message };
}
