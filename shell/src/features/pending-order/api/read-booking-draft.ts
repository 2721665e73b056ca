// Whether the booking module's request draft (IndexedDB `callout-booking`, table `drafts`, key `reqData`)
// holds an order, from the marker the draft store keeps beside it (@callout/db/draft-marker): the home page
// and the login page learn it without opening IndexedDB, so without Dexie and zod. The shell never imports
// the booking module itself.
import { requestDraftNamespace, requestDraftStorageKey } from '@callout/contracts/booking-draft';
import { readDraftMarker } from '@callout/db/draft-marker';

const filledFields = () => readDraftMarker(requestDraftNamespace, requestDraftStorageKey) ?? [];

/** The draft holds an Order still being negotiated (the home banner, the return after login). */
export const hasPendingOrder = (): boolean => filledFields().includes('Order');
export const hasPendingNegotiation = (): boolean => {
  const filled = filledFields();
  return filled.includes('Order') && filled.includes('toNegotiate');
};
