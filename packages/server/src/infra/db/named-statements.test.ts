// On PostgreSQL every statement is prepared once per connection under a name (database.ts): a table that
// another instance alters under a prepared `SELECT *` must not break the calls that read it.
import { backends } from '@callout/server-testing/backends';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { type Database, openDatabase } from './database';

describe.each(backends)('statements on $name', (backend) => {
  let drop: () => Promise<void>;
  let db: Database;
  let other: Database;
  beforeAll(async () => {
    const created = await backend.create();
    drop = created.drop;
    db = await openDatabase(readEnv({ ...created.vars, LOG_LEVEL: 'silent' }));
    // A second instance's pool on PostgreSQL; on PGlite one process owns the database, so the same one.
    other = created.vars.DATABASE_URL
      ? await openDatabase(readEnv({ ...created.vars, LOG_LEVEL: 'silent' }))
      : db;
  }, 60_000);
  afterAll(async () => {
    if (other !== db) await other?.close();
    await db?.close();
    await drop?.();
  });

  const readAll = () => db.query<Record<string, unknown>>('SELECT * FROM named_probe ORDER BY id');
  /** As many reads at once as the pool has connections, so each connection prepares the statement. */
  const readEverywhere = () => Promise.all(Array.from({ length: 12 }, readAll));

  it('reads a table again after another instance added a column to it', async () => {
    await other.exec('CREATE TABLE named_probe (id int PRIMARY KEY); INSERT INTO named_probe VALUES (1)');
    for (const rows of await readEverywhere()) expect(rows).toEqual([{ id: 1 }]);

    await other.exec(`ALTER TABLE named_probe ADD COLUMN label text NOT NULL DEFAULT 'new'`);
    for (const rows of await readEverywhere()) expect(rows).toEqual([{ id: 1, label: 'new' }]);
    const inTransaction = await db.transaction((tx) =>
      tx.query<Record<string, unknown>>('SELECT * FROM named_probe ORDER BY id'),
    );
    expect(inTransaction).toEqual([{ id: 1, label: 'new' }]);
  });

  it('gives the same statement different parameters on every call', async () => {
    const texts = await Promise.all(
      ['a', 'b', 'c'].map((value) => db.query<{ v: string }>('SELECT $1::text AS v', [value])),
    );
    expect(texts.map(([row]) => row?.v)).toEqual(['a', 'b', 'c']);
  });
});
