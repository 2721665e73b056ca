// When an account signs in, the drafts and saved lists other accounts left on the device go: reads
// already hide them (data-account.ts), and this makes sure they are not kept either.
import { Dexie } from 'dexie';
import { databasePrefix } from './database';

const accountTables = ['drafts', 'lists'];

/**
 * Where older releases kept pages' data for offline reading, stamped per account; the service worker's
 * cache keeps it now, so the database goes whole, whoever's rows it holds.
 */
export const retiredDatabases: readonly string[] = [`${databasePrefix}queries`];

/** Deletes every draft and saved list of every module database not stamped with `account`. */
export async function forgetOtherAccounts(account: string): Promise<void> {
  const names = (await Dexie.getDatabaseNames()).filter((name) => name.startsWith(databasePrefix));
  await Promise.all(
    names.map((name) => (retiredDatabases.includes(name) ? Dexie.delete(name) : forgetIn(name, account))),
  );
}

async function forgetIn(name: string, account: string): Promise<void> {
  // Opened without a schema: whatever version the module left, and only to delete rows.
  const db = new Dexie(name);
  try {
    await db.open();
    for (const table of db.tables.filter((t) => accountTables.includes(t.name))) {
      await table.filter((row: { account?: string }) => row.account !== account).delete();
    }
  } finally {
    db.close();
  }
}
