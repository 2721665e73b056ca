// The words of rescheduling by agreement, as the person who reads the alert sees them. Ours.
export const rescheduleMessages = {
  notMovable: 'Only an order with a provider that has not started yet can be moved.',
  pendingExists: 'A proposal to move this order is already waiting for an answer.',
  sameTime: 'The order is already booked for that date and arrival window.',
  providerUnavailable: 'The provider is not available on that date. Please choose another date.',
  proposalNotFound: 'We could not find this proposal on the order.',
  answered: 'This proposal has already been answered.',
  notYoursToAccept: 'The other side accepts or declines a proposal you made.',
  proposed: 'Your proposal has been sent. The order keeps its date until it is accepted.',
  proposedCosts: (amount: string) =>
    `Your proposal has been sent. Once it is accepted, moving the order costs ${amount}.`,
  accepted: 'The order has been moved to the new date and arrival window.',
  declined: 'The proposal has been declined. The order keeps its date.',
  withdrawn: 'Your proposal has been withdrawn. The order keeps its date.',
  costFree: 'Moving the order now is free.',
  costs: (amount: string) => `Moving the order now costs ${amount}`,
  loaded: 'Reschedules loaded.',
  keyReused: 'This Idempotency-Key was already used for another proposal.',
} as const;
