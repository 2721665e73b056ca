// The annual HMRC reports as recorded (hmrc_reports, one row per report; hmrc_report_sellers, one per seller
// in it), and what they are built from: the payouts ledger's figures and the sellers' details.
import type { Queryable } from '../../../infra/db/database';
import { isoTimestamp } from '../../orders/order-store';
import type { ReportedIdentity, ReportedSeller, ReportRecord } from './report-record';

/** One report of a year is produced at a time, and a seller's copy is never sent while one is (statement-job.ts). */
export async function lockReportYear(tx: Queryable, year: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(7015, $1::int)', [year]);
}

/**
 * Each provider's payouts credited in the year (London time), summed per quarter and currency: the year's kept
 * sums (seller_quarters, migration 1970), not a sum over every payout.
 */
export function ledgerFigureRows(db: Queryable, year: number) {
  return db.query<{
    provider_id: string;
    currency: string;
    quarter: number;
    consideration: number;
    fees: number;
    activities: number;
  }>(
    `SELECT provider_id, currency, quarter, consideration::int AS consideration, fees::int AS fees, activities
     FROM seller_quarters WHERE year = $1 AND payouts > 0
     ORDER BY provider_id, quarter, currency`,
    [year],
  );
}

/** The reportable identity of each of the providers who gave their details. */
export function identityRows(db: Queryable, providerIds: string[]) {
  return db.query<ReportedIdentity & { provider_id: string }>(
    `SELECT d.provider_id, d.kind, d.first_name AS "firstName", d.last_name AS "lastName",
       d.legal_name AS "legalName", d.address, d.country, to_char(d.birth_date, 'YYYY-MM-DD') AS dob, d.nino,
       d.other_tax_id AS "taxId", d.company_number AS "companyNumber", d.utr, d.vat_number AS vat,
       pa.account_ref AS "financialAccount"
     FROM seller_tax_details d LEFT JOIN payout_accounts pa ON pa.provider_id = d.provider_id
     WHERE d.provider_id = ANY($1::text[])`,
    [providerIds],
  );
}

/** The latest record of each seller for the year, as reported. */
export function lastReportedRows(tx: Queryable, year: number) {
  return tx.query<{ provider_id: string; doc_ref_id: string; reported: ReportedSeller }>(
    `SELECT DISTINCT ON (s.provider_id) s.provider_id, s.doc_ref_id, s.reported
     FROM hmrc_report_sellers s JOIN hmrc_reports r ON r.id = s.report_id
     WHERE s.year = $1 ORDER BY s.provider_id, r.produced_at DESC, r.id DESC`,
    [year],
  );
}

/** Records a report produced now; returns when (ISO 8601), or null. */
export async function insertReport(
  tx: Queryable,
  report: { messageRefId: string; year: number; correcting: boolean; producedBy: string },
): Promise<string | null> {
  const [row] = await tx.query<{ produced: string }>(
    `INSERT INTO hmrc_reports (id, year, correcting, produced_by) VALUES ($1, $2, $3, $4)
       RETURNING ${isoTimestamp('produced_at')} AS produced`,
    [report.messageRefId, report.year, report.correcting, report.producedBy],
  );
  return row?.produced ?? null;
}

export async function insertReportSeller(
  tx: Queryable,
  reportId: string,
  year: number,
  record: ReportRecord,
): Promise<void> {
  await tx.query(
    `INSERT INTO hmrc_report_sellers (doc_ref_id, report_id, provider_id, year, corr_doc_ref_id, reported)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [record.docRefId, reportId, record.providerId, year, record.corrDocRefId, JSON.stringify(record.seller)],
  );
}

/** The newest report recorded for the year, or null. */
export async function latestReportRow(
  db: Queryable,
  year: number,
): Promise<{ id: string; correcting: boolean; produced: string } | null> {
  const [report] = await db.query<{ id: string; correcting: boolean; produced: string }>(
    `SELECT id, correcting, ${isoTimestamp('produced_at')} AS produced FROM hmrc_reports WHERE year = $1
     ORDER BY produced_at DESC, id DESC LIMIT 1`,
    [year],
  );
  return report ?? null;
}

/** The sellers' records of one report, in provider order. */
export function reportSellerRows(db: Queryable, reportId: string) {
  return db.query<{
    provider_id: string;
    doc_ref_id: string;
    corr_doc_ref_id: string | null;
    reported: ReportedSeller;
  }>(
    `SELECT provider_id, doc_ref_id, corr_doc_ref_id, reported FROM hmrc_report_sellers WHERE report_id = $1
     ORDER BY provider_id`,
    [reportId],
  );
}

/** What was last reported about one seller for the year: their statement. */
export async function statementOf(db: Queryable, providerId: string, year: number) {
  const [row] = await db.query<{
    doc_ref_id: string;
    corr_doc_ref_id: string | null;
    reported: ReportedSeller;
    produced: string;
  }>(
    `SELECT s.doc_ref_id, s.corr_doc_ref_id, s.reported, ${isoTimestamp('r.produced_at')} AS produced
     FROM hmrc_report_sellers s JOIN hmrc_reports r ON r.id = s.report_id
     WHERE s.provider_id = $1 AND s.year = $2 ORDER BY r.produced_at DESC, r.id DESC LIMIT 1`,
    [providerId, year],
  );
  return row ?? null;
}
