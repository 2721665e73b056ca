// Expired sessions, spent one-time codes and old rate-limit counters are pruned while the server runs, not
// only when it starts: a server up for weeks would otherwise keep every session and counter ever made.
// Pruning is idempotent, so several instances doing it at once is harmless; no lease is needed.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../infra/db/database';
import { failureLog } from '../../../infra/jobs/failure-log';
import { pruneCodes } from './one-time-codes-store';
import { pruneRateLimits } from './rate-limit-store';
import { pruneSessions } from './sessions-store';

export const housekeepingIntervalMs = 10 * 60_000;

export async function pruneExpired(db: Queryable): Promise<void> {
  await pruneSessions(db);
  await pruneCodes(db);
  await pruneRateLimits(db);
}

/** Prunes every `everyMs` (tests pass a short one) until the app closes; app.ts calls pruneExpired at start. */
export function startHousekeeping(
  app: FastifyInstance,
  { db }: { db: Queryable },
  everyMs = housekeepingIntervalMs,
): void {
  let running: Promise<void> | null = null;
  const failures = failureLog(app.log, 'housekeeping failed');
  const run = () => {
    if (running) return; // a slow round is never overlapped by the next tick
    running = pruneExpired(db)
      .then(failures.succeeded, failures.failed)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  // Registered after the database's own close hook, so it runs first (onClose hooks run last-in first-out).
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
