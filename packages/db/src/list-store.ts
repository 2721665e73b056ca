// Saved copies of lists the user looked at (saved locations, providers…), so a screen can show what it
// last knew. A list saved in an older shape that no longer parses reads as no list.
import { belongsToCurrentAccount, currentDataAccount } from './data-account';
import type { ModuleDatabase } from './database';
import { guardStorage } from './storage-errors';

export interface SavedList<T> {
  items: T[];
  savedAt: Date;
}

export interface ListStore<T> {
  read: (name: string) => Promise<SavedList<T> | undefined>;
  save: (name: string, items: readonly T[]) => Promise<void>;
  remove: (name: string) => Promise<void>;
}

export function createListStore<T>(
  db: ModuleDatabase,
  { parse }: { parse: (item: unknown) => T },
): ListStore<T> {
  return {
    async read(name) {
      const row = await guardStorage(() => db.lists.get(name));
      if (!row || !belongsToCurrentAccount(row)) return undefined;
      try {
        return { items: row.items.map(parse), savedAt: new Date(row.savedAt) };
      } catch {
        return undefined;
      }
    },
    save: (name, items) =>
      guardStorage(async () => {
        await db.lists.put({ name, items: [...items], savedAt: Date.now(), account: currentDataAccount() });
      }),
    remove: (name) => guardStorage(() => db.lists.delete(name)),
  };
}
