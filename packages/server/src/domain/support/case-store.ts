// Support cases: opened by customers and providers, answered, opened and closed by operators.
import { randomBytes } from 'node:crypto';
import { type SupportCase, supportCaseIdAlphabet, supportCasesPageSize } from '@callout/contracts/support';
import type { Queryable } from '../../infra/db/database';
import { microsOf, timeOfMicros } from '../../infra/db/keyset';
import type { Row } from '../../infra/db/row';
import type { Tables } from '../../infra/db/schema.generated';
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

/** A page of cases and the cursor of the page after it, null on the last. */
export interface CasePage<T> {
  rows: T[];
  next: string | null;
}

/** Splits the one extra row a page reads off into the cursor of the next page. */
function casePage<T extends { CaseID: string; opened_micros: string }>(
  rows: T[],
  size: number,
): CasePage<Omit<T, 'opened_micros'>> {
  const shown = rows.slice(0, size).map(({ opened_micros: _, ...row }) => row);
  const last = rows.length > size ? rows[size - 1] : undefined;
  return { rows: shown, next: last ? `${last.opened_micros}~${last.CaseID}` : null };
}

/**
 * The SQL of a page of the account's own cases, newest first, and its parameters (also read by the test
 * that the plan pages off the index): the search matches the subject, the case id or the status; `before`
 * is the `Next` of the page before.
 */
export function ownCasesQuery(
  accountId: string,
  filter: { search: string; before?: string | undefined; size: number },
): [string, unknown[]] {
  const params: unknown[] = [accountId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = ['account_id = $1'];
  if (filter.search) {
    const pattern = param(containsPattern(filter.search));
    where.push(`(subject ILIKE ${pattern} OR id ILIKE ${pattern} OR status ILIKE ${pattern})`);
  }
  const [micros, beforeId] = filter.before ? filter.before.split('~') : [];
  if (micros) {
    // `created_at <= the cursor's time` bounds the scan of support_cases_account_newest; the rest drops
    // what the last page showed.
    const at = timeOfMicros(param(micros));
    where.push(`created_at <= ${at} AND (created_at < ${at} OR id < ${param(beforeId)})`);
  }
  return [
    `SELECT id AS "CaseID", subject AS "Subject", status AS "Status", ${isoTime('created_at')} AS "Created",
       ${microsOf('created_at')} AS opened_micros
     FROM support_cases
     WHERE ${where.join(' AND ')}
     ORDER BY created_at DESC, id DESC
     LIMIT ${filter.size + 1}`,
    params,
  ];
}

/** A page of the account's own cases, newest first, from where `before` left off. */
export async function listOwnCases(
  db: Queryable,
  accountId: string,
  filter: { search: string; before?: string | undefined },
): Promise<CasePage<SupportCase>> {
  const size = supportCasesPageSize;
  const rows = await db.query<SupportCase & { opened_micros: string }>(
    ...ownCasesQuery(accountId, { ...filter, size }),
  );
  return casePage(rows, size);
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

/** The statuses of a queue as SQL, from the fixed list: literal, so each queue's own index serves it. */
function statusFilter(statuses: readonly CaseStatus[]): string {
  const known = caseStatuses.filter((status) => statuses.includes(status));
  if (known.length === caseStatuses.length) return 'TRUE';
  return `c.status IN (${known.map((status) => `'${status}'`).join(', ')})`;
}

/**
 * The SQL of the operators' queue (or one case of it) and its parameters: oldest first, so the case waiting
 * longest is answered first, a page at a time from `before` (the `Next` of the page before). The cases
 * waiting (NEW, OPEN) page off support_cases_waiting, the closed ones off support_cases_status_opened and all of
 * them off support_cases_opened. Each case's count of messages is kept on it and its last message's time is
 * the last entry of chat_messages_chat_time (migrations/1911-support-case-message-counts.sql), so a long chat
 * costs what a short one does.
 */
export function operatorCasesQuery(
  filter: { statuses: readonly CaseStatus[]; before?: string | undefined; size: number } | { caseId: string },
): [string, unknown[]] {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  let limit = '';
  if ('caseId' in filter) where.push(`c.id = ${param(filter.caseId.toUpperCase())}`);
  else {
    where.push(statusFilter(filter.statuses));
    const [micros, afterId] = filter.before ? filter.before.split('~') : [];
    if (micros) {
      // `created_at >= the cursor's time` bounds the index scan; the rest drops what the last page showed.
      const at = timeOfMicros(param(micros));
      where.push(`c.created_at >= ${at} AND (c.created_at > ${at} OR c.id > ${param(afterId)})`);
    }
    limit = `LIMIT ${filter.size + 1}`;
  }
  return [
    `SELECT c.id AS "CaseID", c.subject AS "Subject", c.status AS "Status",
       ${isoTime('c.created_at')} AS "Created", a.role AS "OwnerRole", a.id AS "OwnerID",
       a.email AS "OwnerEmail", NULLIF(trim(concat_ws(' ', a.first_name, a.last_name)), '') AS "OwnerName",
       a.phone AS "OwnerPhone",
       c.messages AS "Messages",
       (SELECT ${isoTime('max(m.created_at)')} FROM chat_messages m
        WHERE m.category = 'SUPPORT' AND m.chat_ref = c.id) AS "LastMessage",
       ${microsOf('c.created_at')} AS opened_micros
     FROM support_cases c JOIN accounts a ON a.id = c.account_id
     WHERE ${where.join(' AND ')}
     ORDER BY c.created_at, c.id
     ${limit}`,
    params,
  ];
}

/** One case as the operators see it, or null. */
export async function findOperatorCase(db: Queryable, caseId: string): Promise<OperatorCaseRow | null> {
  const [row] = await db.query<OperatorCaseRow & { opened_micros?: string }>(
    ...operatorCasesQuery({ caseId }),
  );
  if (!row) return null;
  const { opened_micros: _, ...found } = row;
  return found;
}

/** A page of the operators' queue, oldest first, from where `before` left off. */
export async function listCasesForOperators(
  db: Queryable,
  filter: { statuses: readonly CaseStatus[]; before?: string | undefined },
): Promise<CasePage<OperatorCaseRow>> {
  const size = supportCasesPageSize;
  const rows = await db.query<OperatorCaseRow & { opened_micros: string }>(
    ...operatorCasesQuery({ ...filter, size }),
  );
  return casePage(rows, size);
}
