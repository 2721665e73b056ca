// Reviews that can be trusted: an operator hides a review that breaks the review policy, with a reason the
// author is told, and a provider answers a customer's review of them once, in public. A hidden review is
// kept but neither shown nor counted in any rating or review count.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { idSchema } from './fields';

await evaluationBreak();

/** Where the review policy is published; linked from the footer and wherever reviews are written or shown. */
export const reviewPolicyPath = '/review-policy';
/** Where the Callout guarantee is published; linked from the footer, the payment page and the order page. */
export const guaranteePath = '/guarantee';

export const maxHideReasonLength = 500;
export const maxReviewReplyLength = 1000;

export const reviewTrustMessages = {
  hideReasonRequired: 'Please say why the review is hidden; the author is told this reason.',
  hideReasonTooLong: `Please keep the reason under ${maxHideReasonLength} characters.`,
  reviewNotFound: 'Requested information cannot be found',
  alreadyHidden: 'This review is already hidden.',
  hidden: 'Review hidden. It no longer counts in any rating, and its author has been told why.',
  notHidden: 'This review is not hidden.',
  shown: 'Review shown again. It counts in the ratings once more.',
  replyRequired: 'Please write your reply.',
  replyTooLong: `Please keep the reply under ${maxReviewReplyLength} characters.`,
  noReviewToReply: 'The customer has not reviewed this order, so there is nothing to reply to.',
  alreadyReplied: 'You have already replied to this review. A review gets one reply.',
  replyHidden: 'This review was hidden under the review policy, so it takes no reply.',
  replied: 'Reply posted. It shows under the review on your public profile.',
} as const;

// POST /ops/reviews/{reviewId}/hide
export const reviewParamsSchema = z.object({ reviewId: idSchema });
export const hideReviewInputSchema = z.object({
  reason: z
    .string({ error: reviewTrustMessages.hideReasonRequired })
    .trim()
    .min(1, reviewTrustMessages.hideReasonRequired)
    .max(maxHideReasonLength, reviewTrustMessages.hideReasonTooLong),
});
export type HideReviewInput = z.infer<typeof hideReviewInputSchema>;
export const hideReviewResponseSchema = envelopeSchema;
// POST /ops/reviews/{reviewId}/show: an operator undoes a hide (a mistake, or an appeal upheld).
export const showReviewResponseSchema = envelopeSchema;

// POST /provider/reviews/{orderId}/reply: the provider's one public answer to the customer's review of
// that order.
export const reviewReplyParamsSchema = z.object({ orderId: idSchema });
export const reviewReplyInputSchema = z.object({
  reply: z
    .string({ error: reviewTrustMessages.replyRequired })
    .trim()
    .min(1, reviewTrustMessages.replyRequired)
    .max(maxReviewReplyLength, reviewTrustMessages.replyTooLong),
});
export type ReviewReplyInput = z.infer<typeof reviewReplyInputSchema>;
export const reviewReplyResponseSchema = envelopeSchema;
