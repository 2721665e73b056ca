// A lease in the database, so that of several API instances only one runs a periodic job at a time. It
// expires on its own, so an instance that dies while holding it blocks no one for long.
import type { Queryable } from '../../infra/db/database';

/** True when `holder` now holds the lease `name` for `seconds` (it was free, expired, or already theirs). */
export async function tryLease(
  db: Queryable,
  name: string,
  holder: string,
  seconds: number,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO job_leases (name, holder, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
     ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
       WHERE job_leases.expires_at <= now() OR job_leases.holder = excluded.holder
     RETURNING 1`,
    [name, holder, seconds],
  );
  return rows.length > 0;
}

export async function releaseLease(db: Queryable, name: string, holder: string): Promise<void> {
  await db.query('UPDATE job_leases SET expires_at = now() WHERE name = $1 AND holder = $2', [name, holder]);
}
