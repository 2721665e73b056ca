// A few bytes in localStorage beside the outbox (as @callout/db/draft-marker beside a draft): whether posts
// may wait in it. A page with nothing queued then neither opens IndexedDB nor loads Dexie to find that out:
// the home page of a first visit loads neither. The page writes the marker when it queues a post
// or sends a failed one again, and clears it when a replay finds nothing waiting. The service worker has no
// localStorage: a post it delivers leaves the marker set, and the next page's replay finds the outbox empty.
import { databaseName } from '@callout/db/database-name';

const markerKey = 'callout-outbox:waiting';
/** Written when a replay found nothing waiting. */
const none = 'none';

/** Fired on `window` when this tab queues a post, so a page that skipped the replay starts it. */
export const outboxQueuedEvent = 'callout:outbox-queued';

/** The part of Storage used here: the service worker's types have no Storage (nor localStorage). */
interface MarkerStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): MarkerStore | undefined {
  try {
    return (globalThis as { localStorage?: MarkerStore }).localStorage ?? undefined;
  } catch {
    return undefined; // blocked storage
  }
}

function read(): string | null | undefined {
  try {
    return storage()?.getItem(markerKey);
  } catch {
    return undefined;
  }
}

/** Notes that posts wait in the outbox (a new value each time, see `markOutboxEmpty`). */
export function markPostsQueued(): void {
  try {
    storage()?.setItem(markerKey, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
  } catch {
    // A full or blocked storage only loses the shortcut: pages then look in the outbox themselves.
  }
  (globalThis as { window?: EventTarget }).window?.dispatchEvent(new Event(outboxQueuedEvent));
}

/**
 * The marker as it is now, for `markOutboxEmpty`: read it before looking in the outbox, so a post queued
 * meanwhile (in another tab) is not forgotten.
 */
export function outboxMarker(): string | null | undefined {
  return read();
}

/** A replay found nothing waiting: unless a post was queued since `seen` was read, the marker says so. */
export function markOutboxEmpty(seen: string | null | undefined): void {
  const store = storage();
  if (!store || read() !== seen) return;
  try {
    store.setItem(markerKey, none);
  } catch {
    // As above.
  }
}

/**
 * Whether posts may wait, from the marker alone (no IndexedDB): true only when one was queued since a
 * replay last found the outbox empty. The page's first script asks it, so a device without a marker (a
 * first visit, or posts queued before markers existed) counts as having none here; the app's replay looks
 * properly (`outboxMayHoldPosts`).
 */
export function mayHoldQueuedPosts(): boolean {
  const marker = read();
  return marker !== null && marker !== undefined && marker !== none;
}

/**
 * Whether the outbox may hold posts: the marker, or without one (older devices, blocked storage, a device
 * just logged out) whether the outbox's database exists at all (`indexedDB.databases()`, where the browser
 * has it). Finding none writes nothing: a device that stores nothing (after logout, everything is cleared
 * while the next page starts) keeps storing nothing until a post is queued.
 */
export async function outboxMayHoldPosts(): Promise<boolean> {
  const marker = read();
  if (marker === none) return false;
  if (marker !== null && marker !== undefined) return true;
  try {
    const databases = await globalThis.indexedDB?.databases?.();
    if (!databases) return true;
    return databases.some((database) => database.name === databaseName('offline'));
  } catch {
    return true;
  }
}
