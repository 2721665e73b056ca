// Logout and account deletion clear everything the app stored on the device,
// which includes every module's IndexedDB database, not only localStorage. Clearing offline data from
// Settings deletes them too, but keeps the ones named in `keep` (the outbox of unsent posts).
import { Dexie } from 'dexie';
import { databasePrefix } from './database';
import { unmarkDrafts } from './draft-marker';

export async function deleteAllModuleDatabases({
  keep = [],
}: {
  keep?: readonly string[];
} = {}): Promise<void> {
  const names = (await Dexie.getDatabaseNames()).filter(
    (name) => name.startsWith(databasePrefix) && !keep.includes(name),
  );
  await Promise.all(names.map((name) => Dexie.delete(name)));
  // The drafts went with their databases; so do their markers (draft-marker.ts).
  unmarkDrafts({ keep });
}
