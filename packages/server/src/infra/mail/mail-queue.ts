// The SMTP side of the mailer: mail is queued in the database and sent by a deliverer loop, so a request
// never waits on (or fails with) the SMTP server, and mail survives the server being down or restarting.
import type { Queryable } from '../db/database';
import type { Mail } from './mail';
import { claimDueMail, deleteQueuedMail, releaseMailClaims, scheduleMailRetry } from './mail-store';

/** How long a claim lasts: longer than one SMTP send with its timeouts (see mailer.ts). */
const claimSeconds = 120;
const firstRetrySeconds = 30;
const longestRetrySeconds = 60 * 60;
const batchSize = 20;

/** Seconds to wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, … at most 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(longestRetrySeconds, firstRetrySeconds * 2 ** Math.max(0, attempts - 1));
}

/** Where the areas queue their mail from (the rows themselves are written in mail-store.ts). */
export { queueMail } from './mail-store';

export interface DeliveryRun {
  sent: number;
  failed: number;
}

/**
 * Sends every due mail once. A sent mail is deleted (its text may hold a code); a failed one is tried again
 * later. Several instances may run this at once: each row is claimed by one. Once `stopped()` says so (the
 * server is shutting down) it stops after the mail in hand and gives back its claim on the rest.
 */
export async function deliverDueMail(
  db: Queryable,
  send: (mail: Mail) => Promise<void>,
  onFailure: (error: unknown, attempts: number) => void,
  stopped: () => boolean = () => false,
): Promise<DeliveryRun> {
  const run: DeliveryRun = { sent: 0, failed: 0 };
  for (;;) {
    const due = await claimDueMail(db, claimSeconds, batchSize);
    if (due.length === 0) return run;
    const batch = due.sort((a, b) => Number(a.id) - Number(b.id));
    for (const [index, mail] of batch.entries()) {
      if (stopped()) {
        // Sendable at once by another instance, or by this one when it starts again.
        const unsent = batch.slice(index).map((rest) => rest.id);
        await releaseMailClaims(db, unsent);
        return run;
      }
      try {
        await send({ to: mail.to_address, subject: mail.subject, text: mail.text_body });
        await deleteQueuedMail(db, mail.id);
        run.sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        await scheduleMailRetry(
          db,
          mail.id,
          attempts,
          String((error as Error)?.message ?? error).slice(0, 500),
          retryDelaySeconds(attempts),
        );
        onFailure(error, attempts);
        run.failed += 1;
      }
    }
  }
}
