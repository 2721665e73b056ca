// What the provider area's calls answer with, in one place. Wording the spec fixes comes from the
// contracts; the rest is ours, written for the provider reading the alert or the operator at the terminal.
import { kycFieldsRequiredMessage } from '@callout/contracts/provider-kyc';

export const providerMessages = {
  // The public profile customers read before booking.
  publicProfileLoaded: 'Provider profile loaded.',
  publicProfileNotFound: 'This provider is not available.',

  // Dashboard feeds.
  notificationsLoaded: 'Notifications loaded.',
  noNotifications: 'No notifications found',
  chartLoaded: 'Monthly orders loaded.',

  // KYC (spec: 'All KYC fields required'; the client alerts the server's message after submit).
  kycLoaded: 'Verification details loaded.',
  kycEmpty: 'No verification details submitted yet.',
  kycReviewsLoaded: 'Verification reviews loaded.',
  kycNoReviews: 'No reviews yet.',
  kycFieldsRequired: kycFieldsRequiredMessage,
  kycSubmitted: 'Verification details submitted. We will review them and let you know.',
  kycAlreadyVerified: 'Your identity is already verified. There is nothing more to submit.',
  kycPending: 'Your verification details are being reviewed. You can submit again only if we query them.',

  // Service (certification) requests.
  certLoaded: 'Service requests loaded.',
  certEmpty: 'No requests found',
  certCreated: 'Request created. We will review it and let you know.',
  certPriceUpdated: 'Your price for this service has been updated.',
  certResubmitted: 'Request submitted again. We will review it and let you know.',
  certSuspended: 'This service is suspended on your profile. Please contact support.',
  productNotFound: 'This service is no longer available. Please choose another service.',

  // Schedule (the client prefixes failures with 'Failed to update schedule: ').
  scheduleLoaded: 'Schedule loaded.',
  scheduleUpdated: 'Schedule updated successfully.',
  scheduleEndsBeforeStart: 'The end date must be on or after the start date.',
  scheduleStatus: 'Please choose Active, Inactive or Scheduled.',
  scheduleDate: 'Please enter the dates as year-month-day.',
  scheduleKeyReused: 'This Idempotency-Key was already used for another schedule change.',

  // Payouts.
  payoutScheduleSaved: (schedule: 'INSTANT' | 'WEEKLY') =>
    schedule === 'INSTANT'
      ? 'You will be paid after each completed job.'
      : 'You will be paid weekly for the jobs completed that week.',
  payoutScheduleLoaded: 'Payout choice loaded.',
  payoutScheduleValue: 'Please choose INSTANT or WEEKLY.',
  payoutsLoaded: 'Earnings loaded.',
  noPayouts: 'No earnings yet',
  sandboxOnboardingOff: 'The sandbox payout onboarding is only available while no Stripe keys are set.',
  sandboxOnboardingUnknown: 'This onboarding link is not valid any more. Open it again from your profile.',
} as const;

/** What the operator API (/api/ops) answers with. */
export const opsMessages = {
  kycListed: 'KYC submissions loaded.',
  kycNotFound: 'This provider has no KYC submission.',
  kycReviewed: (status: string) => `KYC marked ${status}.`,
  kycNoteRequired: 'Please add a note telling the provider what to correct.',
  kycReviewValue: 'Please choose VERIFIED or QUERIED.',
  servicesListed: 'Service requests loaded.',
  serviceNotFound: 'We could not find this service request.',
  serviceReviewed: (status: string) => `Service request marked ${status}.`,
  serviceReviewValue: 'Please choose ACTIVE, DENIED or SUSPENDED.',
  accountsListed: 'Accounts loaded.',
  payoutsRun: (count: number, unpaid = 0) =>
    `Weekly payouts run: ${count} payout${count === 1 ? '' : 's'} paid.${unpaid > 0 ? ` ${unpaid} still owed (no payout account ready, or the gateway refused; see the providers' notifications).` : ''}`,
  payoutsBusy: 'A payout batch is running already. Try again when it has finished.',
  reconciled: (checked: number, differing: number) =>
    differing === 0
      ? `Checked ${checked} order${checked === 1 ? '' : 's'} against the gateway: every one adds up.`
      : `Checked ${checked} order${checked === 1 ? '' : 's'} against the gateway: ${differing} differ.`,
  noteTooLong: 'Please keep the note under 1000 characters.',
  orderNotFound: 'We could not find this order.',
  refundAmount: 'Please enter an amount in pounds and pence above £0.00, e.g. 12.50.',
  refundReasonRequired: 'Please give the reason for the refund.',
  refundReasonTooLong: 'Please keep the reason under 500 characters.',
  refunded: (amount: string, orderId: string) => `Refunded ${amount} on order ${orderId}.`,
  refundPending: (amount: string, orderId: string) =>
    `Refund of ${amount} on order ${orderId} noted: the payment gateway could not be reached, so it will be completed automatically within minutes.`,
} as const;
