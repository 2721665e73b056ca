// When an account signs in, the drafts and saved lists other accounts left on the device go: reads
// already hide them (data-account.ts), and this makes sure they are not kept either.
import { Dexie } from 'dexie';
import { databasePrefix } from './database';

// `queries` is the data pages keep for offline reading (@callout/offline/kept-queries).
const accountTables = ['drafts', 'lists', 'queries'];

/** Deletes every draft, saved list and kept query of every module database not stamped with `account`. */
export async function forgetOtherAccounts(account: string): Promise<void> {
  const names = (await Dexie.getDatabaseNames()).filter((name) => name.startsWith(databasePrefix));
  await Promise.all(names.map((name) => forgetIn(name, account)));
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
