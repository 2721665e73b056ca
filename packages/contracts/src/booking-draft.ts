// Where the booking request draft is kept (`reqData`), apart from booking.ts so a page that
// only looks for a draft (the home page's pending-order banner) does not load zod and the booking schemas.

/** The module database namespace holding the draft: IndexedDB `callout-booking`, table `drafts`. */
export const requestDraftNamespace = 'booking';
/** Browser storage key of the request draft. */
export const requestDraftStorageKey = 'reqData';
