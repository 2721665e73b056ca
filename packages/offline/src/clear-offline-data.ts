// What the device keeps for the signed-in user, deleted in two ways:
// - logout and account deletion (clearOfflineData): nothing of this user may stay, so the outbox goes
//   too, with every module's database, the cached API answers and the cached chat pictures;
// - "Clear offline data" in Settings (clearKeptData): everything the app can fetch again (cached API
//   answers, the kept page, chat pictures) and the modules' databases (drafts, saved-list copies), but
//   never the outbox: posts not sent yet exist nowhere else.
import { deleteAllModuleDatabases } from '@callout/db/delete-databases';
import { apiCacheName, mediaCacheName, pagesCacheName, pageTitlesCacheName } from './cache-protocol';
import { outboxDb } from './outbox-db';

const deleteCaches = (names: readonly string[]) =>
  Promise.all(names.map((name) => globalThis.caches?.delete(name) ?? Promise.resolve(false)));

export async function clearOfflineData(): Promise<void> {
  // Let the deletion proceed; the outbox reopens (empty) on its next use.
  outboxDb.close({ disableAutoOpen: false });
  await Promise.all([deleteAllModuleDatabases(), deleteCaches([apiCacheName, mediaCacheName])]);
}

export async function clearKeptData(): Promise<void> {
  await Promise.all([
    deleteAllModuleDatabases({ keep: [outboxDb.name] }),
    deleteCaches([apiCacheName, pagesCacheName, pageTitlesCacheName, mediaCacheName]),
  ]);
}
