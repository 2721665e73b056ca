// The booking request draft (`reqData`). It lives in IndexedDB database `callout-booking`,
// table `drafts`, row key `reqData`, value a RequestDraft object with the spec's field names; the shell
// reads the same row for its pending-order banner. Kept in memory too, so every page sees one draft, and
// in a cookie for the server to render the booking steps with (draft-cookie.ts): what is stored, once stored.
import { type RequestDraft, requestDraftSchema, requestDraftStorageKey } from '@callout/contracts/booking';
import { createDraftStore } from '@callout/db/draft-store';
import { bookingDb } from './db';
import { mirrorDraftCookie } from './draft-cookie';
import { discardJobPhotos } from './job-photos';

const store = createDraftStore<RequestDraft>(bookingDb, {
  parse: (value) => requestDraftSchema.parse(value),
  // Booking steps write once per choice and then navigate; the write must land before a reload.
  delayMs: 0,
});

let current: RequestDraft | undefined;
let loading: Promise<RequestDraft> | undefined;
const listeners = new Set<() => void>();

function publish(draft: RequestDraft): RequestDraft {
  current = draft;
  for (const listener of listeners) listener();
  return draft;
}

/** Reads the stored draft once; an unreadable or missing one is an empty draft. */
export function loadDraft(): Promise<RequestDraft> {
  if (current) return Promise.resolve(current);
  loading ??= store.read(requestDraftStorageKey).then(
    (stored) => {
      // Also for a draft stored before the cookie existed, or one the cookie lost (a closed browser).
      mirrorDraftCookie(stored ?? {});
      return publish(current ?? stored ?? {});
    },
    (error: unknown) => {
      // Storage is unusable (blocked, broken): book on with a draft in memory, and report why.
      publish(current ?? {});
      throw error;
    },
  );
  return loading;
}

/**
 * Applies a change and stores it before resolving. The change holds in memory even when storing fails
 * (rejecting with StorageFullError when the device is full), so the booking can go on in this tab.
 */
export async function updateDraft(change: (draft: RequestDraft) => RequestDraft): Promise<RequestDraft> {
  const base = await loadDraft().catch(() => current ?? {});
  const next = requestDraftSchema.parse(change(base));
  publish(next);
  store.write(requestDraftStorageKey, next);
  await store.flush();
  mirrorDraftCookie(next);
  return next;
}

export async function clearDraft(): Promise<void> {
  publish({});
  mirrorDraftCookie({});
  await store.discard(requestDraftStorageKey);
  // The job's photos belong to this draft: a new booking starts without them.
  await discardJobPhotos();
}

export function subscribeDraft(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const draftSnapshot = (): RequestDraft | undefined => current;

/** Tests only: forget the in-memory copy so the next read comes from IndexedDB, as after a reload. */
export function forgetLoadedDraft(): void {
  current = undefined;
  loading = undefined;
}
