// What the booking, bidding and order calls answer with. Ours, written for the person who reads the alert.
export const orderMessages = {
  orderNotFound: 'We could not find this order on your account.',
  jobNotFound: 'This job is not open for you to bid on.',
  jobClosed: 'This job is no longer open for bids.',
  notVerified: 'Please complete identity verification before bidding on jobs.',
  productNotFound: 'This service is no longer available. Please choose another service.',
  providerUnavailable:
    'This provider is not available for this service on the chosen date. Please choose another provider or date.',
  requestDetails: 'Request details loaded.',
  noBidsYet: 'Please wait while we find providers for your job',
  bidsFound: 'Providers have bid on your job.',
  notPublished: 'This order was sent to a chosen provider, so it has no bids.',
  bidderNotFound: 'This provider has not bid on your job (or withdrew the bid). Please choose another.',
  alreadyPaid: 'This order is already paid for, so its provider can no longer be changed.',
  engaged: 'Provider engaged. You can now proceed to payment.',
  bidPlaced: 'Your bid has been sent to the customer.',
  bidWithdrawn: 'Your bid has been withdrawn.',
  jobsLoaded: 'Published jobs loaded.',
  noJobs: 'No published jobs for your services right now.',
} as const;

// A job's day (YYYY-MM-DD) as people write it: '4 December 2026'.
const jobDayText = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Refusals of the order state machine (domain/orders/state-machine.ts). */
export const transitionMessages = {
  closed: 'This order is already completed or cancelled.',
  cancelled: 'This order was cancelled.',
  customerOnly: 'Only the customer can do this on an order.',
  noProvider: 'A provider must be engaged before the order can start.',
  payFirst: 'Please complete payment before starting this order.',
  notStartable: 'Only a new or scheduled order can be started.',
  notEndable: 'Only an order in progress can be ended.',
  notYourDay: (jobDay: string) =>
    `You can start this order on ${jobDayText.format(new Date(`${jobDay}T00:00:00Z`))}, the day of the job.`,
} as const;

/** The provider's answer to a direct request, and the customer's choice of another provider. */
export const acceptanceMessages = {
  accepted: 'Request accepted. The customer has been told.',
  alreadyAccepted: 'You have already accepted this request.',
  declined: 'Request declined. The customer will choose another provider.',
  acceptedAlready:
    'You have accepted this request, so it can no longer be declined. Cancel the order instead.',
  notOpen: 'This request can no longer be accepted or declined.',
  notDeclined: 'This order already has a provider.',
  sameProvider: 'This provider declined the request. Please choose another provider.',
  providerUnavailable:
    'This provider is not available for this service on the day of the job. Please choose another provider.',
  reassigned: 'Request sent to the provider you chose. Your payment stays as it is.',
  declinedNoProvider: 'The provider declined this request. Please choose another provider.',
} as const;

/** What the order lists, details and status changes answer with. */
export const lifecycleMessages = {
  ordersLoaded: 'Orders loaded.',
  noOrders: 'No records found',
  detailsLoaded: 'Order details loaded.',
  started: 'Order started. Your provider can now begin the job.',
  ended: 'Order completed. Thank you for using Callout!',
  /** PER HOUR: the client goes to the payment page next. */
  endedPayForTime: (time: string, amount: string) =>
    `Order completed. Time taken: ${time}. Please pay ${amount} for the time taken.`,
  /** PER JOB whose card hold was gone by the end (expired or released): the customer pays again. */
  endedPayAgain: 'Order completed. Your card hold had expired, so please make the payment again.',
  cancelled: 'Order cancelled.',
  cancelledReleased: 'Order cancelled. The hold on your card has been released.',
  cancelledRefunded: 'Order cancelled. Your payment has been refunded.',
  /** GET /cancelcost: the cancel confirmation's words. */
  cancelCosts: (amount: string) => `Cancelling now costs ${amount}`,
  cancelFree: 'Cancelling now is free.',
  /** Cancelled by the customer after the job started (the cancellation policy's charge). */
  cancelledCharged: (amount: string) =>
    `Order cancelled. You were charged ${amount} for cancelling after the job started; the rest of your payment has been returned to your card.`,
  cancelledChargePending: (amount: string) =>
    `Order cancelled. You will be charged ${amount} for cancelling after the job started; your card payment will be settled shortly.`,
  cancelledPayForTime: (time: string, amount: string) =>
    `Order cancelled. Time worked: ${time}. Please pay ${amount} for the time worked.`,
  cancelledPayCharge: (amount: string) =>
    `Order cancelled. Please pay ${amount} for cancelling after the job started.`,
  /** The status changed, but the gateway could not be reached: the payment sweeper finishes the job. */
  settlementPending: 'Your card payment will be settled shortly.',
  returnPending: 'Your money will be returned to your card shortly.',
  locationShared: 'Location shared.',
  locationLoaded: 'Provider location loaded.',
  noLocationYet: 'The provider has not shared a location yet.',
  notTracking: 'The location is only shared while the order is in progress.',
  trackingEnded: "This order is closed, so the provider's location is no longer shared.",
} as const;
