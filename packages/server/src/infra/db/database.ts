// One small interface over embedded PGlite (the default, stored in DATA_DIR) and a PostgreSQL server
// (DATABASE_URL), so queries and migrations are written once as plain parameterised SQL.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type pg from 'pg';
import { startupNote } from '../health/startup-timing';
import { type DatabaseAddress, parseDatabaseAddress } from './database-address';
import type { Database, Queryable } from './database-interface';
import { classified, isDatabaseUnavailable } from './database-unavailable';
import { openFailingOver } from './failing-over';
import { perCallMark } from './planned-per-call';
import { findPrimary } from './primary-finder';

export type { Database, PoolUse, Queryable } from './database-interface';
export { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable';

export interface DatabaseSource {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_MODE?: 'session' | 'transaction' | undefined;
  DATABASE_DIRECT_URL?: string | undefined;
  DATABASE_POOL_SIZE?: number | undefined;
  DATABASE_CONNECT_TIMEOUT_MS?: number | undefined;
  DATABASE_QUERY_TIMEOUT_MS?: number | undefined;
}

export interface OpenOptions {
  /** The embedded database only: create DATA_DIR's database from this backup (its folder must not exist). */
  restoreFrom?: string;
}

export async function openDatabase(source: DatabaseSource, options: OpenOptions = {}): Promise<Database> {
  return source.DATABASE_URL
    ? openPostgres(parseDatabaseAddress(source.DATABASE_URL), postgresOptions(source))
    : openPglite(source.DATA_DIR, options.restoreFrom);
}

interface PostgresOptions {
  /** Statements are prepared under a name once per connection (not through a transaction pooler). */
  namedStatements: boolean;
  poolSize: number;
  connectTimeoutMs: number;
  /** 0: no limit (the migrations' own connection). */
  queryTimeoutMs: number;
  /** Where `direct()` connects: PostgreSQL itself behind a transaction pooler, else this pool's address. */
  directUrl: string;
}

function postgresOptions(source: DatabaseSource): PostgresOptions {
  const pooled = source.DATABASE_POOL_MODE === 'transaction';
  return {
    namedStatements: !pooled,
    poolSize: source.DATABASE_POOL_SIZE ?? 10,
    connectTimeoutMs: source.DATABASE_CONNECT_TIMEOUT_MS ?? 5_000,
    queryTimeoutMs: source.DATABASE_QUERY_TIMEOUT_MS ?? 10_000,
    directUrl: (pooled ? source.DATABASE_DIRECT_URL : undefined) ?? source.DATABASE_URL ?? '',
  };
}

/** Where in DATA_DIR the embedded database keeps its files; nothing else of the server's lives there. */
export const pgliteDir = (dataDir: string) => `${dataDir.replace(/\/$/, '')}/pglite`;

interface WorkerAnswer {
  id: number;
  ok: boolean;
  rows?: unknown[];
  error?: { message: string } & Record<string, unknown>;
}

/** PGlite runs on a worker thread (`pglite-worker.mjs`), so its engine never holds up the HTTP thread. */
async function openPglite(dataDir: string, restoreFrom?: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: pgliteDir(dataDir), loadDataDir: restoreFrom },
  });
  const pending = new Map<number, { resolve(rows: unknown[]): void; reject(error: Error): void }>();
  let lastId = 0;
  let lastTransaction = 0;
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const threadStarted = performance.now();
  await new Promise<void>((ready, failed) => {
    worker.once('message', (opened: { loadedMs: number; openedMs: number }) => {
      startupNote(
        `database thread: started in ${opened.loadedMs.toFixed(0)} ms (PGlite's code loaded), ` +
          `data directory opened ${(opened.openedMs - opened.loadedMs).toFixed(0)} ms later; ready ` +
          `${(performance.now() - threadStarted).toFixed(0)} ms after it was asked for`,
      );
      ready();
    });
    worker.once('error', failed);
  });
  worker.on('message', (answers: WorkerAnswer[]) => {
    for (const answer of answers) {
      const waiting = pending.get(answer.id);
      if (!waiting) continue;
      pending.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.rows ?? []);
      else waiting.reject(Object.assign(new Error(answer.error?.message), answer.error));
    }
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('The database thread has stopped')));

  // Calls go to the thread in batches: every call made in one turn of the event loop in one message, sent
  // once the turn's work is done (a message each was much of both threads' time under load).
  let outbox: ({ id: number; op: string } & Record<string, unknown>)[] = [];
  const send = () => {
    const batch = outbox;
    outbox = [];
    try {
      worker.postMessage(batch);
    } catch {
      // A value that cannot be copied to the thread fails its own call only.
      for (const message of batch) {
        try {
          worker.postMessage([message]);
        } catch (error) {
          pending.get(message.id)?.reject(error as Error);
          pending.delete(message.id);
        }
      }
    }
  };
  const call = (op: string, fields: { text?: string; params?: unknown[]; tx?: number } = {}) =>
    new Promise<unknown[]>((resolve, reject) => {
      lastId += 1;
      pending.set(lastId, { resolve, reject });
      if (outbox.length === 0) setImmediate(send);
      outbox.push({ id: lastId, op, ...fields });
    });
  const on = (tx?: number): Queryable => ({
    query: async <T>(text: string, params: readonly unknown[] = []) =>
      (await call('query', { text, params: [...params], tx })) as T[],
    exec: async (text) => void (await call('exec', { text, tx })),
  });

  return {
    kind: 'pglite',
    ...on(),
    // PGlite queues plain queries behind a running transaction itself, so no extra locking is needed.
    async transaction(work) {
      lastTransaction += 1;
      const tx = lastTransaction;
      await call('begin', { tx });
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(on(tx));
      } catch (error) {
        await call('rollback', { tx }).catch(() => undefined);
        throw error;
      }
      await call('commit', { tx });
      return result;
    },
    backup: async () => (await call('backup')) as unknown as Uint8Array,
    async close() {
      await call('close');
      await worker.terminate();
    },
  };
}

/** How many distinct statement texts get a name (see `statementName`). */
const maxNamedStatements = 1000;
/** Each named text's name: a hash of the text, and a generation that a changed table moves on. */
const statementNames = new Map<string, string>();

/**
 * The name PostgreSQL keeps a statement under on each connection (a server-side prepared statement, parsed
 * and planned once per connection rather than on every call), or undefined to send it unnamed. The server's
 * statements are a fixed set of texts, but a text built with a varying number of placeholders could make
 * many: only the first `maxNamedStatements` texts are named.
 */
function statementName(text: string): string | undefined {
  if (text.startsWith(perCallMark)) return undefined;
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < maxNamedStatements) {
    name = `s${createHash('sha256').update(text).digest('base64url').slice(0, 22)}-0`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A named statement whose columns changed under it (a migration of another instance altered a table it
 * reads with `*`) fails with "cached plan must not change result type" on every connection that prepared
 * it. Its text then gets a new name, prepared afresh; true when the error was that one.
 */
function renameIfStale(text: string, error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const name = statementNames.get(text);
  if (code !== '0A000' || !String(message).includes('cached plan') || name === undefined) return false;
  const [hash, generation] = name.split('-');
  statementNames.set(text, `${hash}-${Number(generation) + 1}`);
  return true;
}

/**
 * PostgreSQL at `address`: one host as it is, or, with several (or target_session_attrs), the one that
 * takes writes, found again when it goes away (failing-over.ts).
 */
async function openPostgres(address: DatabaseAddress, options: PostgresOptions): Promise<Database> {
  const direct = directOpener(options);
  if (address.target === undefined) return openPool(address.hostUrls[0] ?? '', options, direct);
  return openFailingOver(address, options.connectTimeoutMs, (url) => openPool(url, options, direct));
}

/** `direct()`: one connection to the host of DATABASE_DIRECT_URL (or DATABASE_URL) that takes writes now. */
function directOpener(options: PostgresOptions): () => Promise<Database> {
  const directAddress = parseDatabaseAddress(options.directUrl);
  const directOptions = { ...options, namedStatements: true, poolSize: 1, queryTimeoutMs: 0 };
  return async () => {
    const url = await findPrimary(directAddress, options.connectTimeoutMs).catch((error: unknown) => {
      throw classified(error);
    });
    return openPool(url, directOptions, () => Promise.reject(new Error('a direct database has no direct()')));
  };
}

async function openPool(
  url: string,
  options: PostgresOptions,
  direct: () => Promise<Database>,
): Promise<Database> {
  // Loaded here, not at the top: a server on the embedded database never needs the driver.
  const { default: pgDriver } = await import('pg');
  const pool = new pgDriver.Pool({
    connectionString: url,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs,
    ...(options.queryTimeoutMs > 0 ? { query_timeout: options.queryTimeoutMs } : {}),
    // A connection whose peer vanished (a network cut) is found out by the operating system too.
    keepAlive: true,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  // Behind a transaction pooler consecutive statements may run on different server connections, which
  // know nothing of a name prepared on another: every statement goes unnamed (parsed on each call).
  const nameOf = options.namedStatements ? statementName : () => undefined;
  const run = async <T>(client: pg.Pool | pg.PoolClient, text: string, params: readonly unknown[]) =>
    (await client.query({ text, values: [...params], name: nameOf(text) })).rows as T[];
  /** Outside a transaction a statement that went stale is sent again under its new name. */
  const runOnPool = async <T>(text: string, params: readonly unknown[]) => {
    try {
      return await run<T>(pool, text, params);
    } catch (error) {
      if (!renameIfStale(text, error)) throw classified(error);
      try {
        return await run<T>(pool, text, params);
      } catch (again) {
        throw classified(again);
      }
    }
  };
  return {
    kind: 'postgres',
    query: (text, params = []) => runOnPool(text, params),
    exec: async (text) => {
      try {
        await pool.query(text);
      } catch (error) {
        throw classified(error);
      }
    },
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw classified(error);
      }
      /** A connection that failed as a connection is dropped, not lent again. */
      let broken: Error | undefined;
      // Lent out, the connection is no longer heard by the pool: if it dies between two statements (a
      // failover, a restart), its `error` event would otherwise end the process. The next statement fails.
      const dropped = (error: Error) => {
        broken = error;
      };
      client.on('error', dropped);
      try {
        await client.query('BEGIN');
        const result = await work({
          // In a transaction the failure stands (the transaction is aborted); the next one uses the new name.
          query: async (text, params = []) => {
            try {
              return await run(client, text, params);
            } catch (error) {
              renameIfStale(text, error);
              throw classified(error);
            }
          },
          exec: async (text) => {
            try {
              await client.query(text);
            } catch (error) {
              throw classified(error);
            }
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        if (isDatabaseUnavailable(error)) broken = error as Error;
        else
          await client.query('ROLLBACK').catch((failed: Error) => {
            broken = failed;
          });
        throw classified(error);
      } finally {
        client.off('error', dropped);
        client.release(broken);
      }
    },
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    direct,
  };
}
