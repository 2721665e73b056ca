// Applies the numbered SQL files of ./migrations once each, in order, recorded in schema_migrations.
import { readdir, readFile } from 'node:fs/promises';
import type { Database, Queryable } from './database';

const migrationsDir = new URL('./migrations/', import.meta.url);
/** Any constant works; it only has to be the same for every instance sharing a database. */
const migrationLockId = 7_231_001;

/** Serialises schema changes between API instances that start at the same time. */
export async function lockSchema(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockId]);
  await tx.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
}

export async function isApplied(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [id]);
  return rows.length > 0;
}

/**
 * Whether every one of `ids` is recorded, in one query and without the lock: what a start on a current
 * database asks, since a recorded id is never removed. False on a database without the table yet.
 */
export async function allApplied(db: Queryable, ids: readonly string[]): Promise<boolean> {
  let rows: Array<{ count: number }>;
  try {
    rows = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM schema_migrations WHERE id = ANY($1::text[])',
      [ids],
    );
  } catch {
    return false; // no schema_migrations yet: the locked path creates it
  }
  return rows[0]?.count === new Set(ids).size;
}

export async function markApplied(tx: Queryable, id: string): Promise<void> {
  await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [id]);
}

export interface MigrateOptions {
  /**
   * Stop after this migration (its id, e.g. '0040-order-lifecycle'): the schema of an earlier release, for
   * the upgrade test. The server always applies every migration.
   */
  upTo?: string;
}

/** The ids of the migration files, in the order they are applied. */
export async function migrationIds(): Promise<string[]> {
  return (await readdir(migrationsDir))
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => name.replace(/\.sql$/, ''));
}

/** Returns the ids it applied; all of them or none, since Postgres DDL is transactional. */
export async function migrate(db: Database, { upTo }: MigrateOptions = {}): Promise<string[]> {
  let ids = await migrationIds();
  if (upTo !== undefined) {
    if (!ids.includes(upTo)) throw new Error(`No migration ${upTo}`);
    ids = ids.filter((id) => id <= upTo);
  }
  // A current database (every start but the first after a release) needs no lock and no transaction.
  if (await allApplied(db, ids)) return [];
  // On PostgreSQL schema changes go on a connection of their own, without the query timeout (to PostgreSQL
  // itself behind a transaction pooler).
  if (db.direct) {
    const direct = await db.direct();
    try {
      return await applyMigrations(direct, ids);
    } finally {
      await direct.close();
    }
  }
  return applyMigrations(db, ids);
}

async function applyMigrations(db: Database, ids: readonly string[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    const applied: string[] = [];
    for (const id of ids) {
      if (await isApplied(tx, id)) continue;
      await tx.exec(await readFile(new URL(`${id}.sql`, migrationsDir), 'utf8'));
      await markApplied(tx, id);
      applied.push(id);
    }
    return applied;
  });
}
