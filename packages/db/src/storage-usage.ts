// How much the device holds for Callout and how much the browser lets it hold (navigator.storage), and
// whether the browser keeps it under storage pressure: what Settings shows.

export interface StorageUsage {
  /** Bytes Callout's origin uses: IndexedDB, Cache Storage, the service worker. */
  used: number;
  /** Bytes the browser lets it use in all. */
  available: number;
  /** True when the browser will not evict the data (see persistent-storage.ts). */
  persistent: boolean;
}

/** The figures, or null where the browser does not give them. */
export async function readStorageUsage(
  storage: StorageManager | undefined = globalThis.navigator?.storage,
): Promise<StorageUsage | null> {
  if (!storage?.estimate) return null;
  const [estimate, persistent] = await Promise.all([
    storage.estimate(),
    storage.persisted ? storage.persisted() : Promise.resolve(false),
  ]);
  if (estimate.usage === undefined || estimate.quota === undefined) return null;
  return { used: estimate.usage, available: estimate.quota, persistent };
}
