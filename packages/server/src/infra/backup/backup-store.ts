// What a restore reads of the database it unpacked: whether it is a Callout database at all, and the
// figures the operator is shown once it is migrated.
import type { Queryable } from '../db/database';

/** Whether the database holds the migrations table (a tarball of something else unpacks to an empty one). */
export async function holdsCalloutDatabase(db: Queryable): Promise<boolean> {
  const [found] = await db.query<{ table: string | null }>(
    `SELECT to_regclass('schema_migrations') AS table`,
  );
  return Boolean(found?.table);
}

/** The accounts and orders the database holds, and its latest numbered migration. */
export async function restoredFigures(
  db: Queryable,
): Promise<{ accounts: number; orders: number; latest: string } | undefined> {
  const [counts] = await db.query<{ accounts: number; orders: number; latest: string }>(
    `SELECT (SELECT count(*)::int FROM accounts) AS accounts, (SELECT count(*)::int FROM orders) AS orders,
              (SELECT max(id) FROM schema_migrations WHERE id ~ '^[0-9]') AS latest`,
  );
  return counts;
}
