// The bell's live event for every notification, whichever code wrote it: a route, the payment
// sweeper, a webhook, the weekly payouts, another instance. Rather than a call beside each notify(), each
// instance looks for new rows itself while it holds streams: one indexed query every two seconds per instance,
// however many streams are open, and none while none are. Each new row tells its account's streams here.
import type { Queryable } from '../db/database';
import { failureLog, type LoopLog } from '../jobs/failure-log';
import type { LiveHub } from './live-hub';
import { newestNotificationId, notificationsAfter } from './live-store';

export const notificationWatchMs = 2000;
/**
 * Identity values are taken when a row is inserted but seen when its transaction commits, so a lower id can
 * appear after a higher one: every look goes back this many ids, and ids already told are skipped.
 */
const lookBack = 500;

export interface NotificationWatch {
  /** One look now (the timer calls it; tests call it to skip the wait). */
  look(): Promise<void>;
  stop(): void;
}

export function watchNotifications(
  db: Queryable,
  hub: LiveHub,
  log: LoopLog,
  everyMs = notificationWatchMs,
): NotificationWatch {
  let newest: number | null = null;
  const told = new Set<number>();
  let looking = false;
  const failures = failureLog(log, 'New notifications could not be looked for');

  const look = async () => {
    if (looking) return;
    looking = true;
    try {
      if (newest === null) {
        // Start from what is there now: older rows were on the bell when its page loaded.
        newest = await newestNotificationId(db);
        return;
      }
      if (!hub.listening()) return;
      const rows = await notificationsAfter(db, Math.max(0, newest - lookBack));
      const fresh = rows.filter((row) => !told.has(Number(row.id)));
      for (const row of fresh) {
        const id = Number(row.id);
        told.add(id);
        if (id > newest) newest = id;
      }
      for (const id of told) if (id <= newest - lookBack) told.delete(id);
      if (fresh.length > 0)
        hub.deliverHere(
          fresh.map((row) => row.account_id),
          { type: 'notification' },
        );
      failures.succeeded();
    } catch (error) {
      failures.failed(error);
    } finally {
      looking = false;
    }
  };
  const timer = setInterval(() => void look(), everyMs);
  timer.unref();
  void look();
  return { look, stop: () => clearInterval(timer) };
}
