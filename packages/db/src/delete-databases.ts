// Logout and account deletion clear everything the app stored on the device (spec section 4),
// which includes every module's IndexedDB database, not only localStorage.
import { Dexie } from 'dexie';
import { databasePrefix } from './database';

export async function deleteAllModuleDatabases(): Promise<void> {
  const names = await Dexie.getDatabaseNames();
  await Promise.all(
    names.filter((name) => name.startsWith(databasePrefix)).map((name) => Dexie.delete(name)),
  );
}
