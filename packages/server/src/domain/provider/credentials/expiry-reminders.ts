// Reminders before a credential expires: 30 and 7 days before, the provider hears on the bell, by push and
// by mail, each once. Every instance looks on its clock; the reminder's row (credential, days) is written
// in the transaction that tells, so whichever instance inserts it first is the one that tells. A credential
// already renewed (a later one of the same kind VERIFIED) is not reminded of.

import { credentialReminderDays } from '@callout/contracts/credentials';
import { addDays, londonDate } from '@callout/contracts/london-time';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../infra/db/database';
import type { Clock } from '../../../infra/jobs/clock';
import { runPeriodically } from '../../../infra/jobs/periodic-pass';
import type { Mailer } from '../../../infra/mail/mailer';
import { type Words, writerFor } from '../../../infra/texts/writer';
import type { Services } from '../../../services';
import { languageOf } from '../../accounts/account-language';
import type { SiteLinks } from '../../notifications/mail/site-links';
import { notify } from '../../notifications/notify';
import { providerLinks } from '../../notifications/provider-events';
import { claimReminder, dueReminders } from './expiry-reminders-store';

export const reminderCheckEveryMs = 60 * 60_000;

/** The reminder window each credential is in today: the nearest of 30 and 7 days it has reached. */
function windows(today: string): Array<{ days: number; from: string; to: string }> {
  const days = [...credentialReminderDays].sort((a, b) => b - a);
  return days.map((day, i) => {
    const next = days[i + 1] ?? 0;
    // Expiring after today + next and at most today + day.
    return { days: day, from: addDays(today, next), to: addDays(today, day) };
  });
}

/** Sends the reminders due at `now`; answers how many were sent by this call. */
export async function sendExpiryReminders(
  db: Database,
  siteLinks: SiteLinks,
  mailer: Mailer,
  now: Date,
): Promise<number> {
  const today = londonDate(now);
  let sent = 0;
  for (const window of windows(today)) {
    const due = await dueReminders(db, window.from, window.to, window.days);
    for (const row of due) {
      const told = await db.transaction(async (tx) => {
        if (!(await claimReminder(tx, row.id, window.days))) return false;
        const daysLeft = daysBetween(today, row.expires_on);
        const words: Words = (w) =>
          w.t('notices:credential.expiring', {
            name: row.name,
            date: w.longDay(row.expires_on),
            count: daysLeft,
          });
        await notify(tx, row.provider_id, words, providerLinks.credentials, {
          once: `credential-${row.id}-${window.days}`,
          push: 'KYC_DECISION',
          siteLinks,
        });
        if (row.email) {
          const w = writerFor(await languageOf(tx, row.provider_id));
          await mailer.sendWithin(tx, {
            to: row.email,
            subject: w.t('mails:credential.expiringSubject', { name: row.name }),
            text: `${words(w)}\n\n${siteLinks.pageUrl(providerLinks.credentials)}\n`,
          });
        }
        return true;
      });
      if (told) sent += 1;
    }
  }
  return sent;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Looks at start and every hour on the server's clock (tests tick it), until the app closes. */
export function startExpiryReminders(app: FastifyInstance, services: Services, clock: Clock): void {
  const { db, mailer, siteLinks } = services;
  runPeriodically(
    app,
    clock,
    { everyMs: reminderCheckEveryMs, failureMessage: 'credential reminders failed' },
    async () => {
      await sendExpiryReminders(db, siteLinks, mailer, clock.now());
    },
  );
}
