import { readdirSync } from 'node:fs';
import { backends } from '@callout/server-testing/backends';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { type Database, openDatabase } from './database';
import { allApplied, migrate } from './migrate';

// Every SQL file of the folder, in the order the migrator applies them.
const migrationIds = readdirSync(new URL('./migrations/', import.meta.url))
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => name.replace(/\.sql$/, ''));

describe.each(backends)('migrations on $name', (backend) => {
  let drop: () => Promise<void>;
  let db: Database;
  beforeAll(async () => {
    const created = await backend.create();
    drop = created.drop;
    db = await openDatabase(readEnv({ ...created.vars, LOG_LEVEL: 'silent' }));
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('tells whether every given id is recorded, also before the schema_migrations table exists', async () => {
    expect(await allApplied(db, ['0001-accounts'])).toBe(false); // no table yet
    await migrate(db, { upTo: '0001-accounts' });
    expect(await allApplied(db, ['0001-accounts'])).toBe(true);
    expect(await allApplied(db, ['0001-accounts', '0001-accounts'])).toBe(true);
    expect(await allApplied(db, ['0001-accounts', '0002-catalogue'])).toBe(false);
    expect(await allApplied(db, [])).toBe(true);
  });

  it('applies every migration once, even when two instances start together', async () => {
    // Two connections (pools on PostgreSQL) race; the advisory lock lets exactly one apply each file.
    const runs = await Promise.all([migrate(db), migrate(db)]);
    const applied = runs.flat();
    expect(migrationIds.slice(0, 2)).toEqual(['0001-accounts', '0002-catalogue']);
    // The first was applied by the test before.
    expect(applied).toEqual(migrationIds.slice(1));
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(recorded.map((row) => row.id)).toEqual(migrationIds);
    // Every migration there is, twice over: seconds on a busy machine, more as migrations are added.
  }, 60_000);

  it('rolls a failing transaction back completely', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO categories (name, description, img_link, position) VALUES ('X', 'x', 'x', 99)`,
        );
        await tx.query('SELECT no_such_column FROM categories');
      }),
    ).rejects.toThrow();
    expect(await db.query(`SELECT 1 FROM categories WHERE name = 'X'`)).toHaveLength(0);
  });
});
