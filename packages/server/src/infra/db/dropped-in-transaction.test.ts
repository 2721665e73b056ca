// A transaction's connection can die between two of its statements (the database restarted, failed over, or
// an operator ended the backend): the transaction fails with the database's refusal, and the server lives on.
// While a connection is lent out, the pool no longer listens for its errors, so an unheard `error` event
// would end the process.
import { postgresBackend } from '@callout/server-testing/backends';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { type Database, openDatabase } from './database';
import { isDatabaseUnavailable } from './database-unavailable';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgresBackend)('a PostgreSQL connection that dies inside a transaction', () => {
  let drop: () => Promise<void>;
  let db: Database;
  let other: Database;
  beforeAll(async () => {
    const created = await (postgresBackend as NonNullable<typeof postgresBackend>).create();
    drop = created.drop;
    db = await openDatabase(readEnv({ ...created.vars, LOG_LEVEL: 'silent' }));
    other = await openDatabase(readEnv({ ...created.vars, LOG_LEVEL: 'silent' }));
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await db?.close();
    await drop?.();
  });

  it('fails that transaction as the database being unavailable, and the next one works', async () => {
    const failed = await db
      .transaction(async (tx) => {
        const [me] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        // Ended from another connection while this one waits between statements, as in a failover.
        await other.query('SELECT pg_terminate_backend($1)', [me?.pid]);
        await sleep(300);
        return tx.query('SELECT 1 AS one');
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failed)).toBe(true);
    expect(await db.transaction((tx) => tx.query<{ one: number }>('SELECT 1 AS one'))).toEqual([{ one: 1 }]);
  });
});
