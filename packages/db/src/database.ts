// One IndexedDB database per module namespace (`callout-<namespace>`), with the drafts and saved-lists
// tables every module gets plus the module's own tables, declared as numbered schema versions.
import { Dexie, type EntityTable, type Version } from 'dexie';
import { databaseName } from './database-name';

export { databaseName, databasePrefix } from './database-name';

export interface DraftRow {
  key: string;
  value: unknown;
  updatedAt: number;
  /** The account that wrote it (data-account.ts); undefined for a visitor or a row from before stamps. */
  account?: string | undefined;
}

export interface ListRow {
  name: string;
  items: unknown[];
  savedAt: number;
  account?: string | undefined;
}

export interface BaseTables {
  drafts: EntityTable<DraftRow, 'key'>;
  lists: EntityTable<ListRow, 'name'>;
}

/** Dexie store definitions of one schema version: `null` deletes a table. */
export interface SchemaVersion {
  version: number;
  stores: Record<string, string | null>;
  /** Migrates existing rows to this version's shape. */
  upgrade?: Parameters<Version['upgrade']>[0];
}

export type ModuleDatabase<Tables extends object = object> = Dexie & BaseTables & Tables;

const baseStores = { drafts: 'key, updatedAt', lists: 'name' } as const;
const namespacePattern = /^[a-z][a-z0-9-]*$/;

/**
 * Opens (lazily, on first use) the database of one module. Versions are the module's own, from 1 up;
 * the shared tables are part of every version, so a module that declares none still gets them.
 */
export function createModuleDatabase<Tables extends object = object>(
  namespace: string,
  versions: readonly SchemaVersion[] = [],
): ModuleDatabase<Tables> {
  if (!namespacePattern.test(namespace)) {
    throw new Error(`Database namespace "${namespace}" must be kebab-case, e.g. "booking"`);
  }
  versions.forEach((schema, index) => {
    const previous = versions[index - 1]?.version ?? 0;
    if (!Number.isInteger(schema.version) || schema.version <= previous) {
      throw new Error(`Schema versions of "${namespace}" must be whole numbers in rising order`);
    }
  });

  const db = new Dexie(databaseName(namespace));
  if (versions.length === 0) db.version(1).stores(baseStores);
  for (const schema of versions) {
    const declared = db.version(schema.version).stores({ ...baseStores, ...schema.stores });
    if (schema.upgrade) declared.upgrade(schema.upgrade);
  }
  return db as ModuleDatabase<Tables>;
}
