// Runs the weekly payouts by themselves at PAYOUT_WEEKLY_CRON on the London wall clock (default Mondays
// 06:00). Every instance looks each minute; the one that takes the batch's lease runs the occurrence and
// marks it done in job_occurrences, so the others find nothing left to run. An occurrence missed while every
// instance was down is run at the next start. A new database starts counting from now: its first batch is
// the next occurrence, not the last one.
import type { FastifyInstance } from 'fastify';
import { payoutWeeklyCron } from '../../env';
import type { Database } from '../../infra/db/database';
import type { Clock } from '../../infra/jobs/clock';
import type { Cron } from '../../infra/jobs/cron';
import type { Services } from '../../services';
import type { SiteLinks } from '../notifications/mail/site-links';
import type { PaymentGateway } from '../payments/gateway';
import { gatewaysFor } from '../payments/gateway-for';
import { BatchRunning, type PayoutBatch, runWeeklyPayouts, weeklyLeaseName } from './weekly-payouts';
import { markOccurrenceRun, readOccurrence, startOccurrences } from './weekly-schedule-store';

export const checkEveryMs = 60_000;

interface Occurrence {
  last_wall_clock: string;
  last_at: Date;
}

async function lastOccurrence(db: Database, cron: Cron, now: Date): Promise<Occurrence | null> {
  const row = await readOccurrence(db, weeklyLeaseName);
  if (row) return { last_wall_clock: row.last_wall_clock, last_at: new Date(row.last_at) };
  await startOccurrences(db, weeklyLeaseName, cron.wallClock(now), now);
  return null;
}

/** The latest occurrence after `after` and at or before `now`, skipping one the autumn clocks repeat. */
function latestDue(cron: Cron, last: Occurrence, now: Date): Date | null {
  let due: Date | null = null;
  for (let at = cron.nextBetween(last.last_at, now); at; at = cron.nextBetween(at, now)) {
    if (cron.wallClock(at) !== last.last_wall_clock) due = at;
  }
  return due;
}

/** Runs the batch if an occurrence has come since the last one run; null when none is due (or it is running). */
export async function runDueWeeklyPayouts(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  cron: Cron,
  now: Date,
  stopped: () => boolean = () => false,
): Promise<PayoutBatch | null> {
  const seen = await lastOccurrence(db, cron, now);
  if (!seen || !latestDue(cron, seen, now)) return null;
  let due: Date | null = null;
  try {
    return await runWeeklyPayouts(db, siteLinks, gateway, {
      cutoff: now,
      stopped,
      // Read again under the lease: another instance may have run this occurrence meanwhile.
      onlyIf: async () => {
        const current = await lastOccurrence(db, cron, now);
        due = current && latestDue(cron, current, now);
        return due !== null;
      },
      afterwards: async () => {
        if (stopped() || !due) return; // cut short: the rest of this occurrence runs at the next look
        await markOccurrenceRun(db, weeklyLeaseName, cron.wallClock(due), due);
      },
    });
  } catch (error) {
    if (error instanceof BatchRunning) return null;
    throw error;
  }
}

export function startWeeklyPayouts(app: FastifyInstance, services: Services, clock: Clock): void {
  const { db, env, siteLinks } = services;
  const { gateway } = gatewaysFor(services);
  const cron = payoutWeeklyCron(env);
  let closing = false;
  let running: Promise<void> | null = null;

  const look = async () => {
    if (closing || running) return; // a long batch is never overlapped by the next look
    running = runDueWeeklyPayouts(db, siteLinks, gateway, cron, clock.now(), () => closing)
      .then((batch) => {
        if (batch) app.log.info({ batch }, 'weekly payouts run');
      })
      .catch((error: unknown) => app.log.error(error, 'weekly payouts failed'))
      .finally(() => {
        running = null;
      });
    await running;
  };

  void look();
  const stop = clock.every(checkEveryMs, look);
  app.addHook('onClose', async () => {
    closing = true;
    stop();
    await running; // the payout in hand is settled; the rest run at the next look, here or elsewhere
  });
}
