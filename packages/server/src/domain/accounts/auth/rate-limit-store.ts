// The rate limits' counters as stored in rate_limits: one row per key, its window's start and its hits
// (rate-limit.ts holds the rules and decides).
import type { Queryable } from '../../../infra/db/database';

export interface Counter {
  hits: number;
  retry_after: number;
}

/**
 * The statement that adds one hit to a counter (key in parameter `$key`, window seconds in `$window`) and
 * returns `hits` and `retry_after`; also a step of statements that do more in the same round trip.
 */
export const counterUpsert = (key: string, window: string) =>
  `INSERT INTO rate_limits AS r (key, window_started_at, hits) VALUES (${key}, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       window_started_at = CASE WHEN r.window_started_at <= now() - make_interval(secs => ${window})
                                THEN now() ELSE r.window_started_at END,
       hits = CASE WHEN r.window_started_at <= now() - make_interval(secs => ${window})
                   THEN 1 ELSE r.hits + 1 END
     RETURNING hits,
       GREATEST(1, ceil(extract(epoch FROM window_started_at + make_interval(secs => ${window}) - now())))::int
         AS retry_after`;

/** Adds one hit to the counter `key` of a window of `windowSeconds`; its hits and seconds left. */
export async function addHit(
  db: Queryable,
  key: string,
  windowSeconds: number,
): Promise<Counter | undefined> {
  const [counter] = await db.query<Counter>(counterUpsert('$1', '$2'), [key, windowSeconds]);
  return counter;
}

/** Takes one hit back from the counter (never below 0). */
export async function takeBackHit(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE key = $1', [key]);
}

/** Counters whose window ended long ago carry no information; dropping them keeps the table small. */
export async function pruneRateLimits(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE window_started_at < now() - interval '1 day'`);
}
