// Reads the booking module's request draft (IndexedDB `callout-booking`, table `drafts`, key `reqData`)
// through the shared storage layer; the shell never imports the booking module itself.
import { type RequestDraft, requestDraftSchema, requestDraftStorageKey } from '@callout/contracts/booking';
import { createModuleDatabase } from '@callout/db/database';
import { createDraftStore } from '@callout/db/draft-store';

let store: ReturnType<typeof createDraftStore<RequestDraft>> | undefined;

export async function readBookingDraft(): Promise<RequestDraft | null> {
  store ??= createDraftStore<RequestDraft>(createModuleDatabase('booking'), {
    parse: (value) => requestDraftSchema.parse(value),
  });
  try {
    return (await store.read(requestDraftStorageKey)) ?? null;
  } catch (error) {
    console.error('Could not read the booking draft', error);
    return null; // Unreadable storage only hides the banner; nothing else depends on it.
  }
}

/** The draft holds an Order still being negotiated (spec section 2, home banner; section 4, login). */
export const hasPendingOrder = (draft: RequestDraft | null): boolean => Boolean(draft?.Order);
export const hasPendingNegotiation = (draft: RequestDraft | null): boolean =>
  Boolean(draft?.Order && draft.toNegotiate);
