// Module health as the fleet sums it: each version's page loads and problems (module_version_health), the
// running canary's own counts (module_canaries), and each page load's problem of a kind counted once
// (module_health_counted), whichever instance it was reported to.
import type { Queryable } from '../../../infra/db/database';

/** One instance's counts since its last flush, per module version. */
export interface HealthCounts {
  modules: string[];
  versions: string[];
  loads: number[];
  failures: number[];
  errors: number[];
}

/** Adds the counts to the versions still stored and to their running canaries, in the caller's transaction. */
export async function addHealthCounts(tx: Queryable, counts: HealthCounts): Promise<void> {
  const params = [counts.modules, counts.versions, counts.loads, counts.failures, counts.errors];
  // Only versions still stored: one deleted meanwhile takes its counts with it.
  await tx.query(
    `INSERT INTO module_version_health AS h (module, version, loads, load_failures, errors)
         SELECT c.module, c.version, c.loads, c.failures, c.errors
         FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[])
           AS c (module, version, loads, failures, errors)
         JOIN module_versions v ON v.module = c.module AND v.version = c.version
         ON CONFLICT (module, version) DO UPDATE SET loads = h.loads + excluded.loads,
           load_failures = h.load_failures + excluded.load_failures, errors = h.errors + excluded.errors`,
    params,
  );
  await tx.query(
    `UPDATE module_canaries m SET loads = m.loads + c.loads, problems = m.problems + c.failures + c.errors
         FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[])
           AS c (module, version, loads, failures, errors)
         WHERE m.module = c.module AND m.version = c.version`,
    params,
  );
}

/** Notes a page load's problem of a kind with a stored version; false when it was counted already (or unknown). */
export async function noteProblem(
  db: Queryable,
  problem: { pageLoad: string; module: string; version: string; kind: string },
): Promise<boolean> {
  const [fresh] = await db.query(
    `INSERT INTO module_health_counted (page_load, module, version, kind)
         SELECT $1, module, version, $4 FROM module_versions WHERE module = $2 AND version = $3
         ON CONFLICT DO NOTHING RETURNING 1`,
    [problem.pageLoad, problem.module, problem.version, problem.kind],
  );
  return fresh !== undefined;
}

/** Forgets the problems counted more than `minutes` ago. */
export async function pruneCountedProblems(db: Queryable, minutes: number): Promise<void> {
  await db.query('DELETE FROM module_health_counted WHERE counted_at < now() - make_interval(mins => $1)', [
    minutes,
  ]);
}

/** The running canaries with enough page loads whose problems reach the error rate. */
export function failingCanaries(
  db: Queryable,
  limits: { minLoads: number; errorRate: number },
): Promise<{ module: string; version: string }[]> {
  return db.query<{ module: string; version: string }>(
    `SELECT module, version FROM module_canaries
         WHERE loads >= $1 AND problems >= loads * $2::float8`,
    [limits.minLoads, limits.errorRate],
  );
}
