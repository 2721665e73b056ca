// PostgreSQL with a primary and standbys: the pool goes to the host that takes writes. When a call finds it
// away (refused, reset, shutting down, or turned into a standby that refuses writes), the pool is dropped
// and the host that takes writes now is looked for in the background, with backoff, until one is found and
// a new pool replaces the old one: a failover needs no restart. Calls meanwhile fail as unavailable (503
// with Retry-After) at once rather than wait.
import type { DatabaseAddress } from './database-address';
import type { Database } from './database-interface';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable';
import { findPrimary } from './primary-finder';

/** Between searches while no host takes writes: quick at first (a promotion takes a second or two). */
export const searchBackoffMs = [100, 250, 500, 1000, 2000] as const;

/**
 * Whether `error` says the pool's host is gone or no longer the primary, rather than busy: too many
 * connections (53300) and a statement over its time are the same host under load, and a new pool would
 * not help.
 */
function hostLost(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  for (let at = error, depth = 0; at && depth < 5; at = (at as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = at as { code?: unknown; message?: unknown };
    if (code === '53300' || (typeof message === 'string' && message.includes('Query read timeout')))
      return false;
  }
  return true;
}

export async function openFailingOver(
  address: DatabaseAddress,
  connectTimeoutMs: number,
  openPool: (url: string) => Promise<Database>,
): Promise<Database> {
  let current: Database | null = await openPool(
    await findPrimary(address, connectTimeoutMs).catch((error: unknown) => {
      throw new DatabaseUnavailableError(error);
    }),
  );
  let closed = false;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
  const retire = (pool: Database) => void pool.close().catch(() => undefined);

  const searchAgain = async () => {
    for (let attempt = 0; !closed; attempt += 1) {
      try {
        const next = await openPool(await findPrimary(address, connectTimeoutMs));
        if (closed) retire(next);
        else current = next;
        return;
      } catch {
        await sleep(searchBackoffMs[Math.min(attempt, searchBackoffMs.length - 1)] ?? 2000);
      }
    }
  };
  /** The pool `lost` failed as a lost host: drop it and look for the primary, once for all such calls. */
  const replace = (lost: Database) => {
    if (current !== lost || closed) return;
    current = null;
    retire(lost);
    void searchAgain();
  };
  const through = async <T>(use: (pool: Database) => Promise<T>): Promise<T> => {
    const pool = current;
    if (!pool)
      throw new DatabaseUnavailableError(new Error('looking for the PostgreSQL host that takes writes'));
    try {
      return await use(pool);
    } catch (error) {
      if (hostLost(error)) replace(pool);
      throw error;
    }
  };

  return {
    kind: 'postgres',
    query: (text, params) => through((pool) => pool.query(text, params)),
    exec: (text) => through((pool) => pool.exec(text)),
    transaction: (work) => through((pool) => pool.transaction(work)),
    poolUse: () => current?.poolUse?.() ?? { total: 0, idle: 0, waiting: 0 },
    direct: () => through((pool) => (pool.direct ? pool.direct() : Promise.reject(new Error('no direct()')))),
    async close() {
      closed = true;
      const pool = current;
      current = null;
      await pool?.close();
    },
  };
}
