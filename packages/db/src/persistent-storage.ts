// Asks the browser not to evict Callout's data (drafts, outbox) under storage pressure, once the user has
// an account: after sign-in or sign-up, and when a signed-in user comes back. Browsers grant it more
// readily to a site the user engages with, and some (Firefox) show a prompt, so it is asked at most once
// per browser session, and never again once granted.

export type PersistenceResult = 'persisted' | 'best-effort' | 'unsupported';

/** sessionStorage key marking that this browser session has asked already. */
export const persistenceAskedKey = 'callout.persistenceAsked';

type SessionMarks = Pick<Storage, 'getItem' | 'setItem'>;

export async function requestPersistentStorage(
  storage: StorageManager | undefined = globalThis.navigator?.storage,
): Promise<PersistenceResult> {
  if (!storage?.persist) return 'unsupported';
  try {
    if (await storage.persisted?.()) return 'persisted';
    return (await storage.persist()) ? 'persisted' : 'best-effort';
  } catch (error) {
    // Refusal changes nothing for the user: data is kept on a best-effort basis, as without asking.
    console.warn('Persistent storage request failed', error);
    return 'best-effort';
  }
}

function sessionMarks(): SessionMarks | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // blocked storage: ask, as the page cannot remember having asked
  }
}

/**
 * `requestPersistentStorage`, unless this browser session asked already: 'asked-already' then. Call it
 * wherever the user has an account; however many places call it, the browser is asked once.
 */
export async function requestPersistentStorageOnce(
  storage: StorageManager | undefined = globalThis.navigator?.storage,
  marks: SessionMarks | undefined = sessionMarks(),
): Promise<PersistenceResult | 'asked-already'> {
  try {
    if (marks?.getItem(persistenceAskedKey)) return 'asked-already';
    marks?.setItem(persistenceAskedKey, '1');
  } catch {
    // As above: without a mark, this page may ask again on its next load.
  }
  return requestPersistentStorage(storage);
}
