// Each seller gets a copy of what was reported to HMRC about them: a mail in their language, queued in the
// transaction that records the report, so it goes out once for each record (an original or a correction)
// and never for a draft or a report printed again unchanged. A seller not yet in a recorded report by then
// gets the figures that will be reported from the statements job (statement-job.ts); each copy sent is a row
// of hmrc_seller_statements, so the job does not send that year's copy again.

import type { Queryable } from '../../../infra/db/database';
import type { Mail } from '../../../infra/mail/mail';
import { queueMail } from '../../../infra/mail/mail-queue';
import { type Writer, writerFor } from '../../../infra/texts/writer';
import { chosenLanguage } from '../../accounts/account-language';
import type { SiteLinks } from '../../notifications/mail/site-links';
import { type ReportedSeller, type ReportRecord, sellerNameAndReference } from './report-record';
import { recordStatementSent, statementReaders } from './seller-statement-store';

/** What a statement shows: a recorded report's record, or (docRefId null) the figures still to report. */
export interface StatementContent {
  docRefId: string | null;
  corrDocRefId: string | null;
  seller: ReportedSeller;
}

/** Where a provider reads their statement for a year. */
export const statementPath = (year: number) => `/provider/taxstatement?year=${year}`;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The statement of one record, or of the figures still to report, in the seller's language (`w`). */
export function reportedStatementMail(
  to: string,
  year: number,
  record: StatementContent,
  w: Writer,
  siteLinks: SiteLinks,
): Mail {
  const { seller } = record;
  const money = (minor: number) => w.money(minor, seller.currency);
  const who = sellerNameAndReference(seller.identity);
  const quarters = [0, 1, 2, 3].map((q) =>
    w.t('mails:hmrcStatement.quarter', {
      quarter: q + 1,
      consideration: money(seller.consideration[q] ?? 0),
      fees: money(seller.fees[q] ?? 0),
      activities: seller.activities[q] ?? 0,
    }),
  );
  const corrects = record.corrDocRefId;
  return {
    to,
    subject: w.t(corrects ? 'mails:hmrcStatement.subjectCorrected' : 'mails:hmrcStatement.subject', { year }),
    text: [
      corrects
        ? w.t('mails:hmrcStatement.saidCorrected', { year, corrects })
        : record.docRefId
          ? w.t('mails:hmrcStatement.said', { year })
          : w.t('mails:hmrcStatement.saidDue', { year }),
      '',
      w.t('mails:hmrcStatement.seller', { name: who.name, reference: who.reference }),
      '',
      ...quarters,
      w.t('mails:hmrcStatement.total', {
        consideration: money(sum(seller.consideration)),
        fees: money(sum(seller.fees)),
        activities: sum(seller.activities),
      }),
      '',
      ...(record.docRefId ? [w.t('mails:hmrcStatement.record', { docRefId: record.docRefId })] : []),
      w.t('mails:hmrcStatement.page', { link: siteLinks.pageUrl(statementPath(year)) }),
    ].join('\n'),
  };
}

/** Queues each recorded seller's statement in `tx`. A deleted account has no address left: none is sent. */
export async function mailReportedStatements(
  tx: Queryable,
  siteLinks: SiteLinks,
  year: number,
  records: readonly ReportRecord[],
): Promise<number> {
  if (records.length === 0) return 0;
  const accounts = await statementReaders(
    tx,
    records.map((record) => record.providerId),
  );
  const byId = new Map(accounts.map((account) => [account.id, account]));
  let queued = 0;
  for (const record of records) {
    await recordStatementSent(tx, record.providerId, year, record.docRefId);
    const account = byId.get(record.providerId);
    if (!account?.email) continue;
    const writer = writerFor(chosenLanguage(account.language));
    await queueMail(tx, reportedStatementMail(account.email, year, record, writer, siteLinks));
    queued += 1;
  }
  return queued;
}
