// What the rest of the server sees of a database, embedded or PostgreSQL (database.ts opens one).
export interface Queryable {
  /** One parameterised statement. */
  query<T>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface PoolUse {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** The embedded database only: its data directory as a gzipped tarball, taken in one consistent state. */
  backup?(): Promise<Uint8Array>;
  close(): Promise<void>;
  /** The connection pool's state now (PostgreSQL; PGlite has one connection and no pool). */
  poolUse?(): PoolUse;
  /**
   * PostgreSQL: a database for schema changes, one connection without the query timeout, which the caller
   * closes; straight on PostgreSQL (DATABASE_DIRECT_URL) behind a transaction pooler. Absent on PGlite.
   */
  direct?(): Promise<Database>;
}
