// One small interface over embedded PGlite (the default, stored in DATA_DIR) and a PostgreSQL server
// (DATABASE_URL), so queries and migrations are written once as plain parameterised SQL.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Queryable {
  /** One parameterised statement. */
  query<T>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseSource {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
}

export async function openDatabase(source: DatabaseSource): Promise<Database> {
  return source.DATABASE_URL ? openPostgres(source.DATABASE_URL) : openPglite(source.DATA_DIR);
}

async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir: `${dataDir.replace(/\/$/, '')}/pglite` });
  // PGlite queues plain queries behind a running transaction itself, so no extra locking is needed.
  return {
    kind: 'pglite',
    query: async <T>(text: string, params: readonly unknown[] = []) =>
      (await db.query<T>(text, [...params])).rows,
    exec: async (text) => void (await db.exec(text)),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <T>(text: string, params: readonly unknown[] = []) =>
            (await tx.query<T>(text, [...params])).rows,
          exec: async (text) => void (await tx.exec(text)),
        }),
      ),
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const run = async <T>(client: pg.Pool | pg.PoolClient, text: string, params: readonly unknown[]) =>
    (await client.query(text, [...params])).rows as T[];
  return {
    kind: 'postgres',
    query: (text, params = []) => run(pool, text, params),
    exec: async (text) => void (await pool.query(text)),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: (text, params = []) => run(client, text, params),
          exec: async (text) => void (await client.query(text)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
