// Which of an address's hosts to use: tried in order, the first that answers and is the kind wanted (not a
// standby in recovery; for `read-write`, not read-only either), as libpq's target_session_attrs does.
import type { DatabaseAddress } from './database-address';

/** No host of the address is one to use now (all away, or all standbys): worth asking again shortly. */
export class NoPrimaryError extends Error {
  constructor(readonly tried: string[]) {
    super(`No PostgreSQL host takes writes now (${tried.join('; ')})`);
    this.name = 'NoPrimaryError';
  }
}

/** The host of a single-host address, for messages (never its password). */
const hostOf = (url: string) => new URL(url).host;

/** The single-host address to use now; throws NoPrimaryError when there is none. */
export async function findPrimary(address: DatabaseAddress, connectTimeoutMs: number): Promise<string> {
  const { target, hostUrls } = address;
  const [only] = hostUrls;
  if (target === undefined && only !== undefined) return only;
  // The driver is loaded only for PostgreSQL, as in database.ts.
  const { default: pgDriver } = await import('pg');
  const tried: string[] = [];
  for (const url of hostUrls) {
    const client = new pgDriver.Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
      query_timeout: connectTimeoutMs,
      application_name: 'callout-primary-check',
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const { rows } = await client.query<{ recovery: boolean; read_only: string }>(
        "SELECT pg_is_in_recovery() AS recovery, current_setting('transaction_read_only') AS read_only",
      );
      const [state] = rows;
      if (state && !state.recovery && (target === 'primary' || state.read_only === 'off')) return url;
      tried.push(`${hostOf(url)} is ${state?.recovery ? 'a standby in recovery' : 'read-only'}`);
    } catch (error) {
      tried.push(`${hostOf(url)}: ${(error as Error).message || (error as { code?: string }).code}`);
    } finally {
      // Not awaited: a host cut off mid-answer would hold the search up until the operating system gives up.
      void client.end().catch(() => undefined);
    }
  }
  throw new NoPrimaryError(tried);
}
