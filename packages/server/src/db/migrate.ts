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

export async function markApplied(tx: Queryable, id: string): Promise<void> {
  await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [id]);
}

/** The ids of the migrations this code needs, in the order they apply. */
export async function migrationIds(): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  return files.map((file) => file.replace(/\.sql$/, ''));
}

/** Returns the ids it applied; all of them or none, since Postgres DDL is transactional. */
export async function migrate(db: Database): Promise<string[]> {
  const ids = await migrationIds();
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
