// A few bytes in localStorage beside each stored draft: which of its fields hold something, and whose it is.
// A page that only needs to know whether a draft exists (the home page's pending-order banner) reads this
// instead of opening IndexedDB, and so loads neither Dexie nor the draft's schema. The draft store keeps it
// in step with every write, discard and read; deleting the databases deletes the markers.
import { currentDataAccount } from './data-account';
import { databaseName, databasePrefix } from './database-name';

const markerPrefix = 'callout-draft:';

interface DraftMarker {
  /** The account that wrote the draft (data-account.ts); absent for a visitor's. */
  account?: string;
  /** The draft's top-level fields that hold a value (not empty, false or zero). */
  filled: string[];
}

const markerKey = (database: string, key: string) => `${markerPrefix}${database}:${key}`;

/** localStorage where there is one; none in the service worker, and access can throw (blocked storage). */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function filledFields(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return value ? ['value'] : [];
  return Object.entries(value)
    .filter(([, field]) => Boolean(field) && !(Array.isArray(field) && field.length === 0))
    .map(([name]) => name);
}

/** Notes that `database` holds draft `key` with `value`, written by `account`. */
export function markDraft(database: string, key: string, value: unknown, account: string | undefined): void {
  const marker: DraftMarker = { filled: filledFields(value), ...(account ? { account } : {}) };
  try {
    storage()?.setItem(markerKey(database, key), JSON.stringify(marker));
  } catch {
    // A full or blocked storage only loses the shortcut: the draft itself is in IndexedDB.
  }
}

/** Notes that `database` holds no draft `key`. */
export function unmarkDraft(database: string, key: string): void {
  try {
    storage()?.removeItem(markerKey(database, key));
  } catch {
    // As above.
  }
}

/** Removes the markers of the drafts of every module database but those named in `keep`. */
export function unmarkDrafts({ keep = [] }: { keep?: readonly string[] } = {}): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) {
      if (!key?.startsWith(markerPrefix)) continue;
      const database = key.slice(markerPrefix.length, key.lastIndexOf(':'));
      if (database.startsWith(databasePrefix) && !keep.includes(database)) store.removeItem(key);
    }
  } catch {
    // As above.
  }
}

/**
 * The filled fields of draft `key` of module `namespace`, as the draft store last saw it, or null when there
 * is none for the signed-in account (or visitor). No IndexedDB is opened.
 */
export function readDraftMarker(namespace: string, key: string): readonly string[] | null {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(markerKey(databaseName(namespace), key));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const marker = JSON.parse(raw) as Partial<DraftMarker> | null;
    if (!marker || !Array.isArray(marker.filled)) return null;
    if ((marker.account ?? undefined) !== currentDataAccount()) return null;
    return marker.filled.filter((field): field is string => typeof field === 'string');
  } catch {
    return null;
  }
}
