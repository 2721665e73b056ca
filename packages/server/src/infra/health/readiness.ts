// Whether this instance should get traffic: not shutting down, and its database answers a cheap query
// within a short time and holds every migration this code needs.
import type { Queryable } from '../db/database';
import { migrationIds } from '../db/migrate';
import { appliedMigrationCount } from './health-store';
import type { Lifecycle } from './lifecycle';
import { healthMessages } from './messages';

export type Readiness =
  | { ready: true }
  | { ready: false; reason: 'draining' | 'database' | 'migrations'; message: string };

/** Longer than a healthy database ever takes, shorter than a load balancer's probe timeout. */
export const readinessTimeoutMs = 2_000;

let neededMigrations: Promise<string[]> | null = null;

/** How many migrations this code needs the database lacks; throws when it does not answer in time. */
async function missingMigrations(db: Queryable, timeoutMs: number): Promise<number> {
  neededMigrations ??= migrationIds();
  const ids = await neededMigrations;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const applied = await Promise.race([appliedMigrationCount(db, ids), timeout]);
    return ids.length - applied;
  } finally {
    clearTimeout(timer);
  }
}

export async function checkReadiness(
  db: Queryable,
  lifecycle: Lifecycle,
  timeoutMs = readinessTimeoutMs,
): Promise<Readiness> {
  if (lifecycle.draining) return { ready: false, reason: 'draining', message: healthMessages.draining };
  let missing: number;
  try {
    missing = await missingMigrations(db, timeoutMs);
  } catch {
    return { ready: false, reason: 'database', message: healthMessages.databaseDown };
  }
  if (missing > 0) return { ready: false, reason: 'migrations', message: healthMessages.migrationsMissing };
  return { ready: true };
}
