// The device side of kept queries (kept-queries.ts): the IndexedDB table and its reads and writes, in a module
// of its own so that only a page with something to keep or put back loads Dexie. Nothing is kept for a
// visitor, so a visitor's page never loads it (no IndexedDB on a page that does not store).
import { createModuleDatabase } from '@callout/db/database';
import { isQuotaExceeded } from '@callout/db/storage-errors';
import type { QueryKey } from '@callout/query';
import type { EntityTable } from 'dexie';

export interface KeptQueryRow {
  /** The account and the query's hash: one row per account and query. */
  id: string;
  account: string;
  queryKey: QueryKey;
  data: unknown;
  /** When the data was fetched (the query's dataUpdatedAt). */
  savedAt: number;
}

export const keptQueriesNamespace = 'queries';

/** Enough for every list and the last few hundred opened orders and chats of one account. */
export const maxKeptQueries = 400;

export const keptQueriesDb = createModuleDatabase<{ queries: EntityTable<KeptQueryRow, 'id'> }>(
  keptQueriesNamespace,
  [{ version: 1, stores: { queries: 'id, account, savedAt' } }],
);

/** Deletes the oldest half of the kept answers: what a full disk costs first. */
async function makeRoom(): Promise<void> {
  const count = await keptQueriesDb.queries.count();
  const oldest = await keptQueriesDb.queries
    .orderBy('savedAt')
    .limit(Math.ceil(count / 2))
    .primaryKeys();
  await keptQueriesDb.queries.bulkDelete(oldest);
}

/** Keeps at most maxKeptQueries answers of `account`, deleting its oldest. */
export async function trimKeptQueries(account: string): Promise<void> {
  const rows = await keptQueriesDb.queries.where('account').equals(account).toArray();
  if (rows.length <= maxKeptQueries) return;
  const oldest = rows.sort((a, b) => a.savedAt - b.savedAt).slice(0, rows.length - maxKeptQueries);
  await keptQueriesDb.queries.bulkDelete(oldest.map((row) => row.id));
}

/** Writes one answer; a full disk makes room once and tries again, anything else is only reported. */
export async function writeKeptQuery(row: KeptQueryRow): Promise<boolean> {
  try {
    await keptQueriesDb.queries.put(row);
    return true;
  } catch (error) {
    if (!isQuotaExceeded(error)) {
      console.warn('Could not keep a page’s data for offline use', error);
      return false;
    }
    try {
      await makeRoom();
      await keptQueriesDb.queries.put(row);
      return true;
    } catch (again) {
      console.warn('Device storage is full: this page’s data is not kept for offline use', again);
      return false;
    }
  }
}

/** The row `id`, if `account` wrote it. */
export async function readKeptRow(account: string, id: string): Promise<KeptQueryRow | undefined> {
  try {
    const row = await keptQueriesDb.queries.get(id);
    return row?.account === account ? row : undefined;
  } catch (error) {
    console.warn('Could not read the data kept for offline use', error);
    return undefined;
  }
}
