// Logout and account deletion: nothing of this user may stay on the device, so the outbox, every
// module's database and the cached API answers go too.
import { deleteAllModuleDatabases } from '@callout/db/delete-databases';
import { apiCacheName } from './cache-protocol';
import { outboxDb } from './outbox-db';

export async function clearOfflineData(): Promise<void> {
  // Let the deletion proceed; the outbox reopens (empty) on its next use.
  outboxDb.close({ disableAutoOpen: false });
  await Promise.all([
    deleteAllModuleDatabases(),
    globalThis.caches?.delete(apiCacheName) ?? Promise.resolve(false),
  ]);
}
