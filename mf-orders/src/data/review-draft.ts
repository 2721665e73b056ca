// A half-written review (the stars chosen, the words typed), kept on the device per order and per account
// (the draft store stamps each row with the signed-in account), so a reload or a lost connection does
// not lose it. Forgotten once the review is sent or queued in the outbox.
import { ratingRange } from '@callout/contracts/constants';
import { createDraftStore } from '@callout/db/draft-store';
import { z } from 'zod';
import { ordersDb } from './db';

export const reviewDraftSchema = z.object({
  rating: z.number().int().min(ratingRange.min).max(ratingRange.max).nullable(),
  review: z.string().max(1000),
});
export type ReviewDraft = z.infer<typeof reviewDraftSchema>;

export const emptyReviewDraft: ReviewDraft = { rating: null, review: '' };

export const isEmptyReviewDraft = (draft: ReviewDraft) => draft.rating === null && draft.review === '';

const drafts = createDraftStore<ReviewDraft>(ordersDb, {
  // A row of another shape (an older release's) reads as no draft.
  parse: (value) => reviewDraftSchema.parse(value),
  onError: (error) => console.warn('Could not keep the review being written', error),
});

const draftKey = (orderId: string) => `review:${orderId}`;

export const readReviewDraft = (orderId: string) => drafts.read(draftKey(orderId));

/** Saves once typing pauses; an empty draft is deleted instead. */
export function saveReviewDraft(orderId: string, draft: ReviewDraft): void {
  if (isEmptyReviewDraft(draft)) void discardReviewDraft(orderId);
  else drafts.write(draftKey(orderId), draft);
}

export const discardReviewDraft = (orderId: string): Promise<void> =>
  drafts.discard(draftKey(orderId)).catch((error: unknown) => {
    console.warn('Could not forget the review being written', error);
  });
