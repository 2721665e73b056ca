// Logout and account deletion clear everything the app stored on the device (spec section 4),
// which includes every module's IndexedDB database, not only localStorage. Clearing offline data from
// Settings deletes them too, but keeps the ones named in `keep` (the outbox of unsent posts).
import { Dexie } from 'dexie';
import { databasePrefix } from './database';

export async function deleteAllModuleDatabases({
  keep = [],
}: {
  keep?: readonly string[];
} = {}): Promise<void> {
  const names = await Dexie.getDatabaseNames();
  await Promise.all(
    names
      .filter((name) => name.startsWith(databasePrefix) && !keep.includes(name))
      .map((name) => Dexie.delete(name)),
  );
}
