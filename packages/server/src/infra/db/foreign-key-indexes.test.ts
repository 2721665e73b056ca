// Every foreign key has an index whose leading columns are the key's: deleting or changing a row that others
// point at then finds them through it, instead of reading the whole table once per row (deleting a few
// thousand chat messages with replies read every message each time).
import { backends } from '@callout/server-testing/backends';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { type Database, openDatabase } from './database';
import { migrate } from './migrate';

/**
 * The foreign keys of the schema with no index leading with their columns (in any order). A partial index
 * covers a key only when it leaves out just the rows whose key is NULL, which point at nothing.
 */
const uncoveredForeignKeys = `
  SELECT c.conrelid::regclass::text || ' (' || string_agg(a.attname, ', ' ORDER BY k.n) || ')' AS key
  FROM pg_constraint c
  CROSS JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)
  JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
  WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
    AND NOT EXISTS (
      SELECT 1 FROM pg_index i
      WHERE i.indrelid = c.conrelid
        AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
        AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey
        AND (i.indpred IS NULL OR pg_get_expr(i.indpred, i.indrelid) = '(' || (
          SELECT string_agg(quote_ident(fa.attname) || ' IS NOT NULL', ' AND ')
          FROM pg_attribute fa WHERE fa.attrelid = c.conrelid AND fa.attnum = ANY (c.conkey)) || ')'))
  GROUP BY c.conrelid, c.conname
  ORDER BY 1`;

describe.each(backends)('foreign key indexes on $name', (backend) => {
  let drop: () => Promise<void>;
  let db: Database;
  beforeAll(async () => {
    const created = await backend.create();
    drop = created.drop;
    db = await openDatabase(readEnv({ ...created.vars, LOG_LEVEL: 'silent' }));
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('has an index for every foreign key', async () => {
    expect(await db.query(uncoveredForeignKeys)).toEqual([]);
  });

  it('sees a foreign key without one', async () => {
    await db.query('CREATE TABLE fk_probe (id int PRIMARY KEY, account_id text REFERENCES accounts (id))');
    await db.query('CREATE INDEX fk_probe_partial ON fk_probe (account_id) WHERE id > 10');
    try {
      expect(await db.query(uncoveredForeignKeys)).toEqual([{ key: 'fk_probe (account_id)' }]);
    } finally {
      await db.query('DROP TABLE fk_probe');
    }
  });
});
