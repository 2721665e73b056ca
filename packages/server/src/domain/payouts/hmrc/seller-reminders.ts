// Reminders to give the details for HMRC, and the payout hold after them. The rule (docs/compliance.md):
// a provider without details is reminded before their first payout and again before the collection deadline
// of each year they were paid in (31 December); once they have had `remindersBeforeHold` reminders, at least
// `daysBetweenReminders` days apart, and `daysBeforeHold` days have passed since the first, their payouts wait
// until they give the details. A provider gets at most one reminder in a pass, and the deadline's reminder
// waits until their last one is `daysBetweenReminders` days old: one first paid in November is not sent both
// at once (nor does the hold count two reminders sent together before this rule).
// Each reminder is a row of hmrc_seller_reminders written with the bell and the mail in one transaction, so
// it goes out once whichever instance sends it, and never without its record.
import { londonDate } from '@callout/contracts/london-time';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../../../infra/db/database';
import type { Clock } from '../../../infra/jobs/clock';
import { runPeriodically } from '../../../infra/jobs/periodic-pass';
import { queueMail } from '../../../infra/mail/mail-queue';
import { type Writer, writerFor } from '../../../infra/texts/writer';
import type { Services } from '../../../services';
import { languageOf } from '../../accounts/account-language';
import type { SiteLinks } from '../../notifications/mail/site-links';
import { notify } from '../../notifications/notify';
import { providerLinks } from '../../notifications/provider-events';
import { daysBeforeHold, deadlineReminderFrom, remindersBeforeHold } from './seller-hold-rule';
import {
  noteReminder,
  providersDueDeadlineReminder,
  providersDueFirstReminder,
  providersNewlyHeld,
  reminderReader,
} from './seller-reminder-store';

export type ReminderKind = 'first-payout' | `deadline-${number}` | 'payouts-held';

function wording(kind: ReminderKind) {
  if (kind === 'first-payout') {
    return {
      subject: 'mails:hmrcReminder.subjectFirstPayout',
      notice: 'notices:provider.hmrcFirstPayout',
      year: 0,
    };
  }
  if (kind === 'payouts-held') {
    return { subject: 'mails:hmrcReminder.subjectHeld', notice: 'notices:provider.hmrcPayoutsHeld', year: 0 };
  }
  const year = Number(kind.slice('deadline-'.length));
  return { subject: 'mails:hmrcReminder.subjectDeadline', notice: 'notices:provider.hmrcDeadline', year };
}

const noticeText = (kind: ReminderKind) => (w: Writer) => {
  const { notice, year } = wording(kind);
  return w.t(notice as 'notices:provider.hmrcDeadline', { year });
};

/**
 * Sends one reminder (bell and mail, in the provider's language) unless it was sent already; true when this
 * call sent it. Two instances at once: the second waits on the first's row and sends nothing.
 */
export async function remindSeller(
  tx: Queryable,
  siteLinks: SiteLinks,
  providerId: string,
  kind: ReminderKind,
): Promise<boolean> {
  if (!(await noteReminder(tx, providerId, kind))) return false;
  const text = noticeText(kind);
  await notify(tx, providerId, text, providerLinks.profile, { once: `hmrc-${kind}` });
  const reader = await reminderReader(tx, providerId);
  if (!reader?.email) return true;
  const w = writerFor(await languageOf(tx, providerId));
  const { subject, year } = wording(kind);
  await queueMail(tx, {
    to: reader.email,
    subject: w.t(subject as 'mails:hmrcReminder.subjectDeadline', { year }),
    text: [
      reader.first_name
        ? w.t('mails:order.greeting', { name: reader.first_name })
        : w.t('mails:order.greetingWithoutName'),
      '',
      text(w),
      '',
      w.t('mails:hmrcReminder.why'),
      w.t('mails:hmrcReminder.rule', { count: remindersBeforeHold, days: daysBeforeHold }),
      '',
      w.t('mails:hmrcReminder.open', { link: siteLinks.pageUrl(providerLinks.profile) }),
    ].join('\n'),
  });
  return true;
}

export interface ReminderRun {
  sent: { providerId: string; kind: ReminderKind }[];
}

/**
 * One pass of the reminders job at `now`: every reminder due is sent once, each in its own transaction, and
 * a provider gets at most one in the pass (one still due goes in a later pass).
 */
export async function sendSellerReminders(
  db: Database,
  siteLinks: SiteLinks,
  now: Date,
): Promise<ReminderRun> {
  const run: ReminderRun = { sent: [] };
  const remindedNow = new Set<string>();
  const send = async (ids: { id: string }[], kind: ReminderKind) => {
    for (const { id } of ids) {
      if (remindedNow.has(id)) continue;
      if (await db.transaction((tx) => remindSeller(tx, siteLinks, id, kind))) {
        run.sent.push({ providerId: id, kind });
        remindedNow.add(id);
      }
    }
  };
  await send(await providersDueFirstReminder(db), 'first-payout');
  const today = londonDate(now);
  const year = Number(today.slice(0, 4));
  if (today.slice(5) >= deadlineReminderFrom) {
    const kind: ReminderKind = `deadline-${year}`;
    await send(await providersDueDeadlineReminder(db, year, kind), kind);
  }
  await send(await providersNewlyHeld(db), 'payouts-held');
  return run;
}

/** How often each instance looks for reminders due (a reminder's row makes it once across instances). */
export const sellerReminderCheckEveryMs = 60 * 60_000;

/** Runs the reminders job on this instance: at start, then hourly on `clock`; stopped with the server. */
export function startSellerReminders(app: FastifyInstance, services: Services, clock: Clock): void {
  runPeriodically(
    app,
    clock,
    { everyMs: sellerReminderCheckEveryMs, failureMessage: 'HMRC seller reminders failed' },
    async () => {
      const run = await sendSellerReminders(services.db, services.siteLinks, clock.now());
      if (run.sent.length > 0) app.log.info({ reminders: run.sent }, 'HMRC seller reminders sent');
    },
  );
}
