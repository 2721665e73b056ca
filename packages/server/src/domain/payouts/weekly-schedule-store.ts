// The weekly batch's last occurrence run (job_occurrences): its wall-clock time in London and its instant,
// read by every instance each minute and moved on by the one that ran it (weekly-schedule.ts).
import type { Queryable } from '../../infra/db/database';

export async function readOccurrence(
  db: Queryable,
  name: string,
): Promise<{ last_wall_clock: string; last_at: string | Date } | null> {
  const [row] = await db.query<{ last_wall_clock: string; last_at: string | Date }>(
    'SELECT last_wall_clock, last_at FROM job_occurrences WHERE name = $1',
    [name],
  );
  return row ?? null;
}

/** Starts counting from `at` (a new database); the first writer wins. */
export async function startOccurrences(
  db: Queryable,
  name: string,
  wallClock: string,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO job_occurrences (name, last_wall_clock, last_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING`,
    [name, wallClock, at.toISOString()],
  );
}

export async function markOccurrenceRun(
  db: Queryable,
  name: string,
  wallClock: string,
  at: Date,
): Promise<void> {
  await db.query(
    'UPDATE job_occurrences SET last_wall_clock = $2, last_at = $3, updated_at = now() WHERE name = $1',
    [name, wallClock, at.toISOString()],
  );
}
