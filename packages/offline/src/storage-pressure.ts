// A full device must not cost anyone a post. When a write fails for want of space, what the network can
// give again (chat pictures, cached API answers) is deleted to make room; the outbox, which holds posts
// that exist nowhere else, never is. The worker trims the same way when a cache write fails
// (shell/src/features/pwa/worker/quota-relief.ts).
import { isQuotaExceeded, toStorageError } from '@callout/db/storage-errors';
import { apiCacheName, mediaCacheName } from './cache-protocol';

/** Caches deleted to make room, most expendable first. The kept page stays: it opens the app offline. */
export const trimmableCacheNames = [mediaCacheName, apiCacheName] as const;

export async function trimOfflineCaches(
  storage: CacheStorage | undefined = globalThis.caches,
): Promise<void> {
  if (!storage) return;
  for (const name of trimmableCacheNames) await storage.delete(name);
}

/**
 * Runs `write`; if the device is full, trims the caches and runs it once more. A second quota failure
 * rejects with a StorageFullError (`pwa:storageFull`), any other failure as it came.
 */
export async function writeMakingRoom<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isQuotaExceeded(error)) throw error;
    console.warn('Device storage is full: deleting cached pictures and answers to make room', error);
    await trimOfflineCaches();
    try {
      return await write();
    } catch (again) {
      throw toStorageError(again);
    }
  }
}
