// The IndexedDB database of kept queries (kept-queries.ts), apart so that IndexedDB's library loads only
// when an answer is kept or read back.

import { createModuleDatabase } from '@callout/db/database';
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

export const keptQueriesDb = createModuleDatabase<{ queries: EntityTable<KeptQueryRow, 'id'> }>(
  keptQueriesNamespace,
  [{ version: 1, stores: { queries: 'id, account, savedAt' } }],
);
