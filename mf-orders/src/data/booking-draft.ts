// Reorder writes mf-booking's request draft (`reqData`) — database `callout-booking`, table
// `drafts`, row key `reqData`, value a RequestDraft — the row mf-booking's negotiate page and the shell's
// pending-order banner read. Opened lazily, on Reorder. (This module's own drafts live in db.ts's database.)
import { type RequestDraft, requestDraftSchema, requestDraftStorageKey } from '@callout/contracts/booking';
import { createModuleDatabase } from '@callout/db/database';
import { createDraftStore, type DraftStore } from '@callout/db/draft-store';

/** mf-booking's namespace; its database declares only the shared tables, as this one does. */
const bookingNamespace = 'booking';

let store: DraftStore<RequestDraft> | undefined;

function draftStore(): DraftStore<RequestDraft> {
  store ??= createDraftStore<RequestDraft>(createModuleDatabase(bookingNamespace), {
    parse: (value) => requestDraftSchema.parse(value),
    // The caller navigates right after writing: the write must land first.
    delayMs: 0,
  });
  return store;
}

/** Replaces the booking draft; rejects with StorageFullError when the device is full. */
export async function writeBookingDraft(draft: RequestDraft): Promise<void> {
  const drafts = draftStore();
  drafts.write(requestDraftStorageKey, requestDraftSchema.parse(draft));
  await drafts.flush();
}

/** Tests only: the stored draft, as mf-booking would read it. */
export const readBookingDraft = (): Promise<RequestDraft | undefined> =>
  draftStore().read(requestDraftStorageKey);
