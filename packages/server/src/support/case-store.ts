// Support cases: opened by customers and providers, answered, opened and closed by operators.
import { randomBytes } from 'node:crypto';
import { type SupportCase, supportCaseIdAlphabet } from '@callout/contracts/support';
import type { Queryable } from '../db/database';
import type { Row } from '../db/row';
import type { Tables } from '../db/schema.generated';
import { containsPattern, isoTime } from './sql';

export const caseStatuses = ['NEW', 'OPEN', 'CLOSED'] as const;
export type CaseStatus = (typeof caseStatuses)[number];

export type CaseRow = Row<Tables['support_cases'], 'id' | 'account_id' | 'subject', { status: CaseStatus }>;

/** CS- and 8 random characters (40 bits): easy to read out on the phone, not guessable in sequence. */
export function newCaseId(): string {
  return `CS-${Array.from(randomBytes(8), (byte) => supportCaseIdAlphabet[byte % 32]).join('')}`;
}

export interface NewCase {
  id: string;
  accountId: string;
  subject: string;
  idempotencyKey: string | null;
}

/** Stores the case; false when its id, or the account's Idempotency-Key, is taken already. */
export async function insertCase(db: Queryable, newCase: NewCase): Promise<boolean> {
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO support_cases (id, account_id, subject, idempotency_key) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [newCase.id, newCase.accountId, newCase.subject, newCase.idempotencyKey],
  );
  return inserted.length === 1;
}

/** The id of the case the account opened with this Idempotency-Key, if any. */
export async function findCaseIdByKey(db: Queryable, accountId: string, key: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM support_cases WHERE account_id = $1 AND idempotency_key = $2',
    [accountId, key],
  );
  return row?.id ?? null;
}

/** The account's own cases, newest first; the search matches the subject, the case id or the status. */
export function listOwnCases(db: Queryable, accountId: string, search: string): Promise<SupportCase[]> {
  return db.query<SupportCase>(
    `SELECT id AS "CaseID", subject AS "Subject", status AS "Status", ${isoTime('created_at')} AS "Created"
     FROM support_cases
     WHERE account_id = $1 AND ($2 = '' OR subject ILIKE $3 OR id ILIKE $3 OR status ILIKE $3)
     ORDER BY created_at DESC, id`,
    [accountId, search, containsPattern(search)],
  );
}

export async function findCase(db: Queryable, caseId: string): Promise<CaseRow | null> {
  const [row] = await db.query<CaseRow>(
    'SELECT id, account_id, subject, status FROM support_cases WHERE id = $1',
    [caseId.toUpperCase()],
  );
  return row ?? null;
}

export async function setCaseStatus(db: Queryable, caseId: string, status: CaseStatus): Promise<void> {
  await db.query('UPDATE support_cases SET status = $2, updated_at = now() WHERE id = $1', [caseId, status]);
}

export interface OperatorCaseRow {
  CaseID: string;
  Subject: string;
  Status: CaseStatus;
  Created: string;
  OwnerRole: string;
  OwnerID: string;
  OwnerEmail: string | null;
  OwnerName: string | null;
  OwnerPhone: string | null;
  Messages: number;
  LastMessage: string | null;
}

/** The operators' queue (or one case of it): oldest first, so the case waiting longest is answered first. */
export function listCasesForOperators(
  db: Queryable,
  filter: { statuses: readonly CaseStatus[] } | { caseId: string },
): Promise<OperatorCaseRow[]> {
  const byId = 'caseId' in filter;
  return db.query<OperatorCaseRow>(
    `SELECT c.id AS "CaseID", c.subject AS "Subject", c.status AS "Status",
       ${isoTime('c.created_at')} AS "Created", a.role AS "OwnerRole", a.id AS "OwnerID",
       a.email AS "OwnerEmail", NULLIF(trim(concat_ws(' ', a.first_name, a.last_name)), '') AS "OwnerName",
       a.phone AS "OwnerPhone",
       (SELECT count(*)::int FROM chat_messages m
        WHERE m.category = 'SUPPORT' AND m.chat_ref = c.id AND m.deleted_at IS NULL) AS "Messages",
       (SELECT ${isoTime('max(m.created_at)')} FROM chat_messages m
        WHERE m.category = 'SUPPORT' AND m.chat_ref = c.id) AS "LastMessage"
     FROM support_cases c JOIN accounts a ON a.id = c.account_id
     WHERE ${byId ? 'c.id = $1' : 'c.status = ANY($1::text[])'}
     ORDER BY c.created_at, c.id`,
    [byId ? filter.caseId.toUpperCase() : [...filter.statuses]],
  );
}
