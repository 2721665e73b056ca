// Asks the browser not to evict Callout's data (drafts, outbox) under storage pressure. Called after
// sign-in: browsers grant it more readily to a site the user engages with, and it may show a prompt.

export type PersistenceResult = 'persisted' | 'best-effort' | 'unsupported';

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
