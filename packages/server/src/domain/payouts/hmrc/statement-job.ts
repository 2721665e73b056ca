// Each seller's copy of what is reported to HMRC for a year reaches them by 31 January on its own: from
// 1 January, every pass mails each seller of the previous year (paid in it, details given) who has not had
// their copy yet. A seller already in a recorded report gets that record; otherwise the figures the report
// will carry, from the ledger. The copy's row in hmrc_seller_statements is written in the mail's transaction,
// under the same lock as recording the report, so it goes out once whichever instance or operator sends it.
import { londonDate } from '@callout/contracts/london-time';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../../../infra/db/database';
import type { Clock } from '../../../infra/jobs/clock';
import { runPeriodically } from '../../../infra/jobs/periodic-pass';
import { queueMail } from '../../../infra/mail/mail-queue';
import { writerFor } from '../../../infra/texts/writer';
import type { Services } from '../../../services';
import { chosenLanguage } from '../../accounts/account-language';
import type { SiteLinks } from '../../notifications/mail/site-links';
import { currentSellers } from './annual-report';
import { lockReportYear, statementOf } from './annual-report-store';
import type { ReportedSeller } from './report-record';
import { noteStatementSent, sellersWithStatement, statementReader } from './seller-statement-store';
import { reportedStatementMail } from './statement-mail';

/** Sends one seller's copy for `year` unless they have had it; true when this call sent it. */
async function sendStatement(
  tx: Queryable,
  siteLinks: SiteLinks,
  providerId: string,
  year: number,
  ledger: ReportedSeller,
) {
  // Recording the year's report takes the same lock, so a copy is never sent by both at once.
  await lockReportYear(tx, year);
  const recorded = await statementOf(tx, providerId, year);
  if (!(await noteStatementSent(tx, providerId, year, recorded?.doc_ref_id ?? null))) return false;
  const account = await statementReader(tx, providerId);
  if (!account?.email) return true;
  const content = recorded
    ? { docRefId: recorded.doc_ref_id, corrDocRefId: recorded.corr_doc_ref_id, seller: recorded.reported }
    : { docRefId: null, corrDocRefId: null, seller: ledger };
  await queueMail(
    tx,
    reportedStatementMail(
      account.email,
      year,
      content,
      writerFor(chosenLanguage(account.language)),
      siteLinks,
    ),
  );
  return true;
}

/** One pass at `now`: the previous year's copies not sent yet, each in its own transaction. */
export async function sendDueStatements(
  db: Database,
  siteLinks: SiteLinks,
  now: Date,
): Promise<{ year: number; sent: string[] }> {
  const year = Number(londonDate(now).slice(0, 4)) - 1;
  const { sellers } = await currentSellers(db, year);
  const had = new Set(await sellersWithStatement(db, year));
  const sent: string[] = [];
  for (const { providerId, seller } of sellers) {
    if (had.has(providerId)) continue;
    if (await db.transaction((tx) => sendStatement(tx, siteLinks, providerId, year, seller)))
      sent.push(providerId);
  }
  return { year, sent };
}

/** How often each instance looks for copies due (a copy's row makes it once across instances). */
export const statementCheckEveryMs = 60 * 60_000;

/** Runs the statements job on this instance: at start, then hourly on `clock`; stopped with the server. */
export function startSellerStatements(app: FastifyInstance, services: Services, clock: Clock): void {
  runPeriodically(
    app,
    clock,
    { everyMs: statementCheckEveryMs, failureMessage: 'HMRC seller statements failed' },
    async () => {
      const run = await sendDueStatements(services.db, services.siteLinks, clock.now());
      if (run.sent.length > 0) app.log.info({ year: run.year, sellers: run.sent }, 'HMRC statements sent');
    },
  );
}
