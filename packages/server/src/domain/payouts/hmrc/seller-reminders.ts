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

/** Reminders a provider has had before their payouts wait (the initial request counts as the first). */
export const remindersBeforeHold = 2;
/** Days from the first reminder before payouts may wait, as the OECD model rules allow. */
export const daysBeforeHold = 60;
/** Days a reminder waits after the provider's previous one; reminders closer together count as one. */
export const daysBetweenReminders = 7;
/** The London day of the year ("MM-DD") from which the collection deadline's reminder is sent. */
export const deadlineReminderFrom = '11-01';
/** The reason a held payout records. */
export const sellerDetailsHold = 'seller-details';

export type ReminderKind = 'first-payout' | `deadline-${number}` | 'payouts-held';

/** SQL true while the provider of `payouts` (a table or alias) must give their details before being paid. */
export const heldForSellerDetails = (payouts: string) =>
  `(NOT EXISTS (SELECT 1 FROM seller_tax_details sd WHERE sd.provider_id = ${payouts}.provider_id)
    AND (SELECT count(*) FROM hmrc_seller_reminders hr
         WHERE hr.provider_id = ${payouts}.provider_id AND hr.kind <> 'payouts-held') >= ${remindersBeforeHold}
    AND (SELECT max(hr.sent_at) - min(hr.sent_at) FROM hmrc_seller_reminders hr
         WHERE hr.provider_id = ${payouts}.provider_id AND hr.kind <> 'payouts-held')
      >= interval '${daysBetweenReminders} days'
    AND (SELECT min(hr.sent_at) FROM hmrc_seller_reminders hr WHERE hr.provider_id = ${payouts}.provider_id)
      <= now() - interval '${daysBeforeHold} days')`;

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
  const [sent] = await tx.query<{ provider_id: string }>(
    `INSERT INTO hmrc_seller_reminders (provider_id, kind) VALUES ($1, $2)
     ON CONFLICT (provider_id, kind) DO NOTHING RETURNING provider_id`,
    [providerId, kind],
  );
  if (!sent) return false;
  const text = noticeText(kind);
  await notify(tx, providerId, text, providerLinks.profile, { once: `hmrc-${kind}` });
  const [reader] = await tx.query<{ email: string | null; first_name: string | null }>(
    'SELECT email, first_name FROM accounts WHERE id = $1 AND deleted_at IS NULL',
    [providerId],
  );
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

/** Providers without details who are owed, or have been paid, or can be paid: none reminded before. */
const firstPayoutQuery = `
  SELECT a.id FROM accounts a
  WHERE a.role = 'provider' AND a.deleted_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM seller_tax_details sd WHERE sd.provider_id = a.id)
    AND (EXISTS (SELECT 1 FROM payouts po WHERE po.provider_id = a.id)
      OR EXISTS (SELECT 1 FROM payout_accounts pa WHERE pa.provider_id = a.id))
    AND NOT EXISTS (SELECT 1 FROM hmrc_seller_reminders hr WHERE hr.provider_id = a.id AND hr.kind = 'first-payout')
  ORDER BY a.id`;

/**
 * Providers without details who had a payout in the year (London), not yet reminded of its deadline, whose
 * last reminder (if any) is `daysBetweenReminders` days old.
 */
const deadlineQuery = `
  SELECT a.id FROM accounts a
  WHERE a.role = 'provider' AND a.deleted_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM seller_tax_details sd WHERE sd.provider_id = a.id)
    AND EXISTS (SELECT 1 FROM payouts po WHERE po.provider_id = a.id
      AND extract(year FROM po.created_at AT TIME ZONE 'Europe/London') = $1)
    AND NOT EXISTS (SELECT 1 FROM hmrc_seller_reminders hr WHERE hr.provider_id = a.id AND hr.kind = $2)
    AND NOT EXISTS (SELECT 1 FROM hmrc_seller_reminders hr WHERE hr.provider_id = a.id
      AND hr.sent_at > now() - interval '${daysBetweenReminders} days')
  ORDER BY a.id`;

/** Providers whose owed payouts now wait for their details, not yet told so. */
const heldQuery = `
  SELECT DISTINCT po.provider_id AS id FROM payouts po
  WHERE po.transfer_id IS NULL AND po.amount_minor > po.transferred_minor AND po.status IN ('pending', 'failed')
    AND ${heldForSellerDetails('po')}
    AND NOT EXISTS (SELECT 1 FROM hmrc_seller_reminders hr
                    WHERE hr.provider_id = po.provider_id AND hr.kind = 'payouts-held')
  ORDER BY 1`;

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
  await send(await db.query<{ id: string }>(firstPayoutQuery), 'first-payout');
  const today = londonDate(now);
  const year = Number(today.slice(0, 4));
  if (today.slice(5) >= deadlineReminderFrom) {
    const kind: ReminderKind = `deadline-${year}`;
    await send(await db.query<{ id: string }>(deadlineQuery, [year, kind]), kind);
  }
  await send(await db.query<{ id: string }>(heldQuery), 'payouts-held');
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
