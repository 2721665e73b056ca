// What the review calls answer with. The thank-you and the rating message are the spec's own words.
import { ratingRequiredMessage, thankYouForFeedbackMessage } from '@callout/contracts/orders';

export const reviewMessages = {
  // The review form's answers and checks.
  thankYou: thankYouForFeedbackMessage,
  ratingRequired: ratingRequiredMessage,

  // Ours.
  notYet: 'You can review an order once it is completed or cancelled.',
  alreadyReviewed: 'You have already reviewed this order.',
  nobodyToReview: 'This order never had a provider, so there is no one to review.',
  keyReused: 'This Idempotency-Key was already used for another review.',
  badKey: 'The Idempotency-Key header must be 1 to 100 letters, digits or the characters . _ : -',
} as const;
