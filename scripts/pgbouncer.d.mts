// The types of pgbouncer.mjs, for the TypeScript test suites.
export const pgbouncerBinary: string;

export interface PgBouncer {
  port: number;
  /** `url` (a PostgreSQL address) with its host and port swapped for PgBouncer's. */
  through(url: string): string;
  /** What it logged so far. */
  log(): string;
  stop(): Promise<void>;
}

export interface PgBouncerOptions {
  poolMode?: 'transaction' | 'session';
  /** Server connections per database and user: fewer than the app's pool, so they are shared. */
  poolSize?: number;
}

export function startPgBouncer(serverUrl: string, options?: PgBouncerOptions): Promise<PgBouncer>;
