// On PostgreSQL every statement is prepared once per connection under a name (database.ts): a table that
// another instance alters under a prepared `SELECT *` must not break the calls that read it.
import { backends } from '@callout/server-testing/backends';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { type Database, openDatabase } from './database';
import { plannedPerCall } from './planned-per-call';

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

  it('plans a statement marked per call on every call: it is never kept under a name', async () => {
    const probe = 'SELECT $1::int + 1 AS n';
    const kept = await db.transaction(async (tx) => {
      // More calls than the five after which a kept statement may settle on a generic plan.
      for (let i = 0; i < 6; i += 1) {
        expect(await tx.query(probe, [i])).toEqual([{ n: i + 1 }]);
        expect(await tx.query(plannedPerCall(probe), [i])).toEqual([{ n: i + 1 }]);
      }
      return tx.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
    });
    const texts = kept.map((row) => row.statement);
    expect(texts).not.toContain(plannedPerCall(probe));
    // The unmarked statement is kept on PostgreSQL (PGlite's driver sends every statement unnamed).
    if (db.kind === 'postgres') expect(texts).toContain(probe);
  });

  it('gives the same statement different parameters on every call', async () => {
    const texts = await Promise.all(
      ['a', 'b', 'c'].map((value) => db.query<{ v: string }>('SELECT $1::text AS v', [value])),
    );
    expect(texts.map(([row]) => row?.v)).toEqual(['a', 'b', 'c']);
  });
});
