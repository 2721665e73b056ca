// A fingerprint of everything the server stores, to prove a refused request changed nothing. Rate-limit
// counters, the sweeper's lease and the migration log are bookkeeping, and so is the try counter of a
// one-time code: a wrong code costs a try on purpose (domain/accounts/auth/one-time-codes.ts).
import type { Queryable } from '@callout/server/db/database';

const skippedTables = new Set(['rate_limits', 'job_leases', 'schema_migrations']);
const skippedColumns: Readonly<Record<string, readonly string[]>> = { one_time_codes: ['tries'] };

export type Snapshot = Map<string, string>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One query that returns a row count and a hash of the rows of every table. */
export async function snapshotQuery(db: Queryable): Promise<string> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    if (skippedTables.has(table) || skippedColumns[table]?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  return [...byTable]
    .map(
      ([table, names]) =>
        `SELECT '${table}' AS name, count(*) || ':' || coalesce(md5(string_agg(r, E'\\n' ORDER BY r)), '') AS hash
         FROM (SELECT ROW(${names.map(quote).join(', ')})::text AS r FROM ${quote(table)}) rows`,
    )
    .join('\nUNION ALL\n');
}

export async function takeSnapshot(db: Queryable, query: string): Promise<Snapshot> {
  const rows = await db.query<{ name: string; hash: string }>(query);
  return new Map(rows.map((row) => [row.name, row.hash]));
}

/** The tables whose rows differ, with their row counts before and after. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((table) => before.get(table) !== after.get(table))
    .map((table) => {
      const count = (snapshot: Snapshot) => snapshot.get(table)?.split(':')[0] ?? '-';
      return `${table} (${count(before)} → ${count(after)} rows)`;
    });
}
