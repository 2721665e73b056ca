// Drafts (forms in progress) saved as the user types: writes are debounced so typing does not hit
// IndexedDB on every key, and flushed when the page is hidden so a closed tab keeps the last words.
import { belongsToCurrentAccount, currentDataAccount } from './data-account';
import type { ModuleDatabase } from './database';
import { markDraft, unmarkDraft } from './draft-marker';
import { guardStorage } from './storage-errors';

/** How long typing must pause before a draft is written. */
export const draftWriteDelayMs = 400;

export interface DraftStoreOptions<T> {
  /** Validates a stored value; a throw (e.g. a draft saved by an older release) reads as no draft. */
  parse: (value: unknown) => T;
  delayMs?: number;
  /** Receives write failures, a StorageFullError when the device is full. Defaults to console.error. */
  onError?: (error: unknown) => void;
}

export interface DraftStore<T> {
  read: (key: string) => Promise<T | undefined>;
  /** Saves after a pause in writes to the same key; the last value wins. */
  write: (key: string, value: T) => void;
  /** Writes every pending draft now, e.g. before a submit or navigation. */
  flush: () => Promise<void>;
  discard: (key: string) => Promise<void>;
  /** Stops the page-hide flush; pending drafts are flushed first. */
  dispose: () => Promise<void>;
}

export function createDraftStore<T>(
  db: ModuleDatabase,
  { parse, delayMs = draftWriteDelayMs, onError = (error) => console.error(error) }: DraftStoreOptions<T>,
): DraftStore<T> {
  const pending = new Map<
    string,
    { value: T; account: string | undefined; timer: ReturnType<typeof setTimeout> }
  >();

  async function persist(key: string): Promise<void> {
    const entry = pending.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    pending.delete(key);
    await guardStorage(() =>
      db.drafts.put({ key, value: entry.value, updatedAt: Date.now(), account: entry.account }),
    );
    markDraft(db.name, key, entry.value, entry.account);
  }

  const persistReporting = (key: string) => persist(key).catch(onError);

  const flush = async () => {
    await Promise.all([...pending.keys()].map(persist));
  };

  const onHidden = () => {
    if (globalThis.document?.visibilityState !== 'visible') void flush().catch(onError);
  };
  // A reload or a closed tab: the page is still "visible" when it goes, and must not take the words with it.
  const onLeave = () => void flush().catch(onError);
  globalThis.addEventListener?.('visibilitychange', onHidden);
  globalThis.addEventListener?.('pagehide', onLeave);

  return {
    async read(key) {
      const waiting = pending.get(key);
      // Not yet written, but already someone's: another account signed in meanwhile does not see it.
      if (waiting) return belongsToCurrentAccount(waiting) ? waiting.value : undefined;
      const row = await guardStorage(() => db.drafts.get(key));
      // The marker follows what is stored, also for drafts saved before markers were written.
      if (!row) unmarkDraft(db.name, key);
      if (!row || !belongsToCurrentAccount(row)) return undefined;
      try {
        const value = parse(row.value);
        markDraft(db.name, key, value, row.account);
        return value;
      } catch {
        unmarkDraft(db.name, key);
        return undefined;
      }
    },
    write(key, value) {
      const previous = pending.get(key);
      if (previous) clearTimeout(previous.timer);
      pending.set(key, {
        value,
        account: currentDataAccount(),
        timer: setTimeout(() => void persistReporting(key), delayMs),
      });
    },
    flush,
    async discard(key) {
      const waiting = pending.get(key);
      if (waiting) clearTimeout(waiting.timer);
      pending.delete(key);
      await guardStorage(() => db.drafts.delete(key));
      unmarkDraft(db.name, key);
    },
    async dispose() {
      globalThis.removeEventListener?.('visibilitychange', onHidden);
      globalThis.removeEventListener?.('pagehide', onLeave);
      await flush();
    },
  };
}
