// What the dispute calls answer with, and what they tell each side (bell and mail).
import { disputeWindowDays, maxDisputePhotos } from '@callout/contracts/disputes';

export const disputeMessages = {
  loaded: 'Dispute loaded.',
  listed: 'Disputes loaded.',
  reported:
    'Thank you. We have told the provider and hold their payment for this order while we look into it.',
  photoAdded: 'Photo added.',
  messageSent: 'Message sent.',
  offerSent: 'Your offer has been sent to the customer.',
  offerAccepted: 'You accepted the offer. This problem is now resolved.',
  offerDeclined: 'You declined the offer. Callout will decide this problem.',
  decided: 'Decision made. Both sides have been told.',
  notFound: 'There is no problem reported on this order.',
  notReportable: `A problem can be reported within ${disputeWindowDays} days after an order is completed.`,
  alreadyReported: 'A problem has already been reported on this order.',
  notOpen: 'This problem has already been resolved or decided.',
  tooManyPhotos: `You can add up to ${maxDisputePhotos} photos.`,
  noOffer: 'There is no offer waiting for your answer.',
  offerWaiting: 'Your earlier offer is still waiting for the customer’s answer.',
  offerTooMuch: (left: string) => `An offer can be at most what is left to refund on this order: ${left}.`,
  refundTooMuch: (left: string) => `A refund can be at most what is left to refund on this order: ${left}.`,
} as const;
