// The operators' audit log: who did what, when, to which record, before and after.
// Written in the same transaction as the change it describes, so a change is never without its entry.
import type { Queryable } from '../../infra/db/database';
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
  // Only the conditions asked for, each statement planned for them: one statement for every combination
  // ("$1 IS NULL OR …") is planned once for all, and that plan reads the whole log past the search's index.
  const params: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.subject) {
    where.push(`subject_type = ${param(filter.subject.type)} AND subject_id = ${param(filter.subject.id)}`);
  }
  if (filter.accountId) {
    const account = param(filter.accountId);
    where.push(`(account_id = ${account} OR (subject_type = 'account' AND subject_id = ${account}))`);
  }
  if (filter.search) {
    const pattern = param(`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(action ILIKE ${pattern} OR subject_id ILIKE ${pattern} OR operator_email ILIKE ${pattern}
            OR note ILIKE ${pattern})`);
  }
  if (filter.before) where.push(`id < ${param(filter.before)}::bigint`);
  const limit = param(Math.min(Math.max(filter.limit ?? 100, 1), 500));
  const rows = await db.query<AuditRow>(
    `SELECT id::text, ${isoTimestamp('at')} AS at, operator_id, operator_email, action, subject_type,
       subject_id, account_id, before, after, note
     FROM ops_audit
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ops_audit.id DESC
     LIMIT ${limit}`,
    params,
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
