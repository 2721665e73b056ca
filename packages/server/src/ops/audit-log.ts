// The operators' audit log: who did what, when, to which record, before and after.
// Written in the same transaction as the change it describes, so a change is never without its entry.
import type { Queryable } from '../db/database';
import { isoTimestamp } from '../orders/order-store';

export interface AuditEntryInput {
  operatorId: string;
  /** A dotted name: kyc.review, service.review, case.reply, product.update, order.refund... */
  action: string;
  subjectType: string;
  subjectId: string;
  /** The account the subject belongs to, so that account's page lists the entry too. */
  accountId?: string | null;
  before?: unknown;
  after?: unknown;
  note?: string | null;
}

export interface AuditEntry {
  ID: string;
  At: string;
  OperatorID: string;
  OperatorEmail: string;
  Action: string;
  SubjectType: string;
  SubjectID: string;
  AccountID: string | null;
  Before: unknown;
  After: unknown;
  Note: string | null;
}

/** Adds one entry; the operator's email is copied in, so the entry still names them if they are deleted. */
export async function recordAudit(tx: Queryable, entry: AuditEntryInput): Promise<void> {
  await tx.query(
    `INSERT INTO ops_audit (operator_id, operator_email, action, subject_type, subject_id, account_id,
       before, after, note)
     SELECT $1, coalesce((SELECT email FROM accounts WHERE id = $1), $1), $2, $3, $4, $5, $6::jsonb,
       $7::jsonb, $8`,
    [
      entry.operatorId,
      entry.action,
      entry.subjectType,
      entry.subjectId,
      entry.accountId ?? null,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.note ?? null,
    ],
  );
}

export interface AuditFilter {
  /** Entries about this record (subject type and id) only. */
  subject?: { type: string; id: string };
  /** Entries about this account or anything of theirs. */
  accountId?: string;
  /** Matched, case-insensitively, against the action, the subject id, the operator's email and the note. */
  search?: string;
  /** Entries older than this id, for the next page. */
  before?: string;
  limit?: number;
}

interface AuditRow {
  id: string;
  at: string;
  operator_id: string;
  operator_email: string;
  action: string;
  subject_type: string;
  subject_id: string;
  account_id: string | null;
  before: unknown;
  after: unknown;
  note: string | null;
}

/** Newest first (by the bigint id: the text one selected would sort "9" after "10"). */
export async function listAudit(db: Queryable, filter: AuditFilter = {}): Promise<AuditEntry[]> {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db.query<AuditRow>(
    `SELECT id::text, ${isoTimestamp('at')} AS at, operator_id, operator_email, action, subject_type,
       subject_id, account_id, before, after, note
     FROM ops_audit
     WHERE ($1::text IS NULL OR (subject_type = $1 AND subject_id = $2))
       AND ($3::text IS NULL OR account_id = $3 OR (subject_type = 'account' AND subject_id = $3))
       AND ($4::text IS NULL OR action ILIKE $4 OR subject_id ILIKE $4 OR operator_email ILIKE $4
            OR note ILIKE $4)
       AND ($5::bigint IS NULL OR id < $5::bigint)
     ORDER BY ops_audit.id DESC
     LIMIT $6`,
    [
      filter.subject?.type ?? null,
      filter.subject?.id ?? null,
      filter.accountId ?? null,
      pattern,
      filter.before ?? null,
      Math.min(Math.max(filter.limit ?? 100, 1), 500),
    ],
  );
  return rows.map((row) => ({
    ID: row.id,
    At: row.at,
    OperatorID: row.operator_id,
    OperatorEmail: row.operator_email,
    Action: row.action,
    SubjectType: row.subject_type,
    SubjectID: row.subject_id,
    AccountID: row.account_id,
    Before: row.before,
    After: row.after,
    Note: row.note,
  }));
}
