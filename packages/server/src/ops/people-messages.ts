// What the operator's account and order tools answer, and what a suspended account is told. The spec has
// no words for suspension (it shows no staff tools), so these follow its login messages' plain style.
export const opsPeopleMessages = {
  accountLoaded: 'Account loaded.',
  accountNotFound: 'Requested information cannot be found',
  notSuspendable: 'Only customer and provider accounts can be suspended.',
  suspendNoteRequired: 'Please add a note saying why the account is suspended.',
  noteTooLong: 'Please keep the note under 1000 characters.',
  suspended: 'Account suspended. Its sessions have ended and the owner has been mailed.',
  alreadySuspended: 'This account is already suspended.',
  reinstated: 'Account reinstated. The owner has been mailed.',
  notSuspended: 'This account is not suspended.',
  ordersListed: 'Orders loaded.',
  orderLoaded: 'Order loaded.',
  orderNotFound: 'Requested information cannot be found',
  orderStatusValue: 'Please choose an order status.',
  /** The login answer (a 403) for a suspended account, after the right password only. */
  loginSuspended: 'Your account is suspended. Please contact Callout support.',
} as const;
