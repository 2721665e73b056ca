// The annual report to HMRC (digital platform reporting, the OECD model rules), built from the payouts
// ledger on a cash basis: each order's payout counts in the quarter it was credited to the provider (the
// payout recorded when the customer's money was captured, whether it was transferred at once or with the
// weekly batch), at what the provider is owed for it now, net of refunds, with the fee withheld beside it.
// A report is recorded as produced, seller by seller; producing the year again after a refund changed a
// seller's figures gives a correcting report of those sellers only, each naming the record it corrects.
import { randomBytes } from 'node:crypto';
import type { ReportedFigures } from '@callout/contracts/hmrc-reporting';
import type { Database, Queryable } from '../../../infra/db/database';
import type { SiteLinks } from '../../notifications/mail/site-links';
import { recordAudit } from '../../ops/audit-log-store';
import {
  identityRows,
  insertReport,
  insertReportSeller,
  lastReportedRows,
  latestReportRow,
  ledgerFigureRows,
  lockReportYear,
  reportSellerRows,
} from './annual-report-store';
import type { ReportedIdentity, ReportedSeller, ReportRecord } from './report-record';
import { mailReportedStatements } from './statement-mail';

export type { DocType, ReportedIdentity, ReportedSeller, ReportRecord } from './report-record';
export { sellerNameAndReference } from './report-record';

export type ReportKind = 'ORIGINAL' | 'CORRECTION' | 'DRAFT';

export interface ReportMessage {
  messageRefId: string;
  year: number;
  kind: ReportKind;
  /** ISO 8601, when it was produced. */
  produced: string;
  records: ReportRecord[];
  /** Providers paid in the year whose details are missing: not in the report until they give them. */
  missingDetails: string[];
  /** Nothing changed since: this is the latest report recorded for the year, again. */
  repeated?: true;
}

const quarters = () => [0, 0, 0, 0];

/** Each provider's figures for the year, from the payouts credited to them in it (London time). */
async function ledgerFigures(db: Queryable, year: number) {
  const rows = await ledgerFigureRows(db, year);
  const figures = new Map<string, Omit<ReportedSeller, 'identity'>>();
  for (const row of rows) {
    const seller = figures.get(row.provider_id) ?? {
      currency: row.currency,
      consideration: quarters(),
      fees: quarters(),
      activities: quarters(),
    };
    const q = row.quarter - 1;
    seller.consideration[q] = (seller.consideration[q] ?? 0) + row.consideration;
    seller.fees[q] = (seller.fees[q] ?? 0) + row.fees;
    seller.activities[q] = (seller.activities[q] ?? 0) + row.activities;
    figures.set(row.provider_id, seller);
  }
  return figures;
}

async function identities(db: Queryable, providerIds: string[]): Promise<Map<string, ReportedIdentity>> {
  const rows = await identityRows(db, providerIds);
  return new Map(rows.map(({ provider_id, ...identity }) => [provider_id, identity]));
}

/** What the ledger and the sellers' details say now, seller by seller, in provider order. */
export async function currentSellers(db: Queryable, year: number) {
  const figures = await ledgerFigures(db, year);
  const known = await identities(db, [...figures.keys()]);
  const sellers: { providerId: string; seller: ReportedSeller }[] = [];
  const missingDetails: string[] = [];
  for (const [providerId, figure] of figures) {
    const identity = known.get(providerId);
    if (identity) sellers.push({ providerId, seller: { identity, ...figure } });
    else missingDetails.push(providerId);
  }
  return { sellers, missingDetails };
}

const newRef = (prefix: string, year: number) =>
  `${prefix}${year}-${randomBytes(9).toString('base64url').toUpperCase()}`;

/** The report built from the ledger without recording anything: any year, the current one too. */
export async function draftReport(db: Queryable, year: number, now: Date): Promise<ReportMessage> {
  const { sellers, missingDetails } = await currentSellers(db, year);
  return {
    messageRefId: newRef('GB-DRAFT-', year),
    year,
    kind: 'DRAFT',
    produced: now.toISOString(),
    records: sellers.map(({ providerId, seller }) => ({
      providerId,
      docRefId: newRef('GB-DRAFT-', year),
      corrDocRefId: null,
      docType: 'OECD1',
      seller,
    })),
    missingDetails,
  };
}

/** The latest record of each seller for the year, as reported. */
async function lastReported(tx: Queryable, year: number) {
  const rows = await lastReportedRows(tx, year);
  return new Map(rows.map((row) => [row.provider_id, row]));
}

/** Two reports say the same of a seller when every figure and every detail is the same. */
const sameReport = (a: ReportedSeller, b: ReportedSeller) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** A detail absent and a detail empty are the same (records made before a detail was kept lack it). */
const canonical = (seller: ReportedSeller) => ({
  identity: Object.fromEntries(
    Object.entries(seller.identity)
      .filter(([, value]) => value !== null && value !== undefined)
      .sort(([x], [y]) => x.localeCompare(y)),
  ),
  currency: seller.currency,
  consideration: seller.consideration,
  fees: seller.fees,
  activities: seller.activities,
});

/**
 * Produces the year's report and records it: the original the first time; later, a correcting report of
 * the sellers whose figures or details changed since their last record (OECD2, naming it), and of sellers
 * first reportable now (OECD1). Nothing changed: the latest report again, as it was recorded. Each report
 * recorded is in the operators' audit log.
 */
export async function produceReport(
  db: Database,
  siteLinks: SiteLinks,
  year: number,
  operatorId: string,
): Promise<ReportMessage> {
  return db.transaction(async (tx) => {
    // One report for a year at a time, so two operators at once do not both correct the same seller.
    await lockReportYear(tx, year);
    const { sellers, missingDetails } = await currentSellers(tx, year);
    const previous = await lastReported(tx, year);
    const records: ReportRecord[] = [];
    for (const { providerId, seller } of sellers) {
      const before = previous.get(providerId);
      if (before && sameReport(before.reported, seller)) continue;
      records.push({
        providerId,
        docRefId: newRef('GB', year),
        corrDocRefId: before?.doc_ref_id ?? null,
        docType: before ? 'OECD2' : 'OECD1',
        seller,
      });
    }
    if (previous.size > 0 && records.length === 0) {
      const latest = await latestReport(tx, year);
      if (latest) return { ...latest, missingDetails, repeated: true };
    }
    const kind: ReportKind = previous.size > 0 ? 'CORRECTION' : 'ORIGINAL';
    const messageRefId = newRef('GB', year);
    const produced = await insertReport(tx, {
      messageRefId,
      year,
      correcting: kind === 'CORRECTION',
      producedBy: operatorId,
    });
    for (const record of records) await insertReportSeller(tx, messageRefId, year, record);
    await mailReportedStatements(tx, siteLinks, year, records);
    await recordAudit(tx, {
      operatorId,
      action: kind === 'CORRECTION' ? 'hmrc.report-correct' : 'hmrc.report',
      subjectType: 'hmrc-report',
      subjectId: messageRefId,
      after: {
        year,
        sellers: records.map((r) => ({
          provider: r.providerId,
          docRefId: r.docRefId,
          corrects: r.corrDocRefId,
        })),
      },
    });
    return { messageRefId, year, kind, produced: produced ?? '', records, missingDetails };
  });
}

/** The newest report recorded for the year, as it was produced. */
export async function latestReport(db: Queryable, year: number): Promise<ReportMessage | null> {
  const report = await latestReportRow(db, year);
  if (!report) return null;
  const rows = await reportSellerRows(db, report.id);
  return {
    messageRefId: report.id,
    year,
    kind: report.correcting ? 'CORRECTION' : 'ORIGINAL',
    produced: report.produced,
    records: rows.map((row) => ({
      providerId: row.provider_id,
      docRefId: row.doc_ref_id,
      corrDocRefId: row.corr_doc_ref_id,
      docType: row.corr_doc_ref_id ? 'OECD2' : 'OECD1',
      seller: row.reported,
    })),
    missingDetails: [],
  };
}

/** Minor units as pounds and pence (the report's amounts). */
export const pounds = (minor: number) => (minor / 100).toFixed(2);

/** A seller's figures in pounds, as the statement and the API show them. */
export const figuresInPounds = (seller: ReportedSeller): ReportedFigures => ({
  Consideration: seller.consideration.map((minor) => Number(pounds(minor))),
  Fees: seller.fees.map((minor) => Number(pounds(minor))),
  Activities: seller.activities,
});
