// Data access requests: asked by the account, built by the export job (export-job.ts), downloaded once by the
// same account through the mailed link within 7 days. Rows stay as the record of each request; the archive
// is dropped once downloaded or expired.

import type { Queryable } from '../../../infra/db/database';
import { isoTimestamp } from '../../orders/order-store';
import { newSessionToken, sha256 } from '../auth/tokens';

export type DataRequestStatus = 'asked' | 'preparing' | 'ready' | 'downloaded' | 'expired' | 'failed';
export type DataRequestRole = 'user' | 'provider';
/** How a request came: in the app, or to an operator who recorded it. */
export type DataRequestChannel = 'app' | 'email' | 'post' | 'phone';

/** How long the mailed link works. */
export const downloadDays = 7;
/** How long one instance may hold a request it is building before another may take it over. */
export const claimSeconds = 5 * 60;
/** Tries before a request is marked failed for an operator to answer by hand. */
export const maxAttempts = 3;

export interface DataRequest {
  id: string;
  askedAt: string;
  dueOn: string;
  status: DataRequestStatus;
  readyAt: string | null;
  expiresAt: string | null;
  downloadedAt: string | null;
}

interface RequestRow {
  id: string;
  asked_at: string;
  due_on: string;
  status: DataRequestStatus;
  ready_at: string | null;
  expires_at: string | null;
  downloaded_at: string | null;
}

/** The columns a DataRequest is read from, of the table under the alias `t` when given. */
const columnsOf = (t = '') =>
  `${t}id::text AS id, ${isoTimestamp(`${t}asked_at`)} AS asked_at, ${isoTimestamp(`${t}due_on`)} AS due_on,
  ${t}status AS status, ${isoTimestamp(`${t}ready_at`)} AS ready_at,
  ${isoTimestamp(`${t}expires_at`)} AS expires_at, ${isoTimestamp(`${t}downloaded_at`)} AS downloaded_at`;
const columns = columnsOf();

const fromRow = (row: RequestRow): DataRequest => ({
  id: row.id,
  askedAt: row.asked_at,
  dueOn: row.due_on,
  status: row.status,
  readyAt: row.ready_at,
  expiresAt: row.expires_at,
  downloadedAt: row.downloaded_at,
});

/** Ends links past their 7 days: the archive goes, the row stays. */
export async function expireOldArchives(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE data_access_requests SET status = 'expired', archive_base64 = NULL
     WHERE status = 'ready' AND expires_at <= now()`,
  );
}

/** The account's newest request, or null. */
export async function latestRequest(db: Queryable, accountId: string): Promise<DataRequest | null> {
  await expireOldArchives(db);
  const [row] = await db.query<RequestRow>(
    `SELECT ${columns} FROM data_access_requests WHERE account_id = $1 ORDER BY id DESC LIMIT 1`,
    [accountId],
  );
  return row ? fromRow(row) : null;
}

/**
 * Records a request, or returns the one still open (asked, being prepared, or ready and unused): asking twice
 * never builds two archives. `created` says which.
 */
export async function askForData(
  db: Queryable,
  accountId: string,
  role: DataRequestRole,
): Promise<{ request: DataRequest; created: boolean }> {
  await expireOldArchives(db);
  const [inserted] = await db.query<RequestRow>(
    `INSERT INTO data_access_requests (account_id, role) VALUES ($1, $2)
     ON CONFLICT (account_id) WHERE status IN ('asked', 'preparing', 'ready') DO NOTHING
     RETURNING ${columns}`,
    [accountId, role],
  );
  if (inserted) return { request: fromRow(inserted), created: true };
  const open = await latestRequest(db, accountId);
  if (!open) throw new Error('A data request conflicted but none is open');
  return { request: open, created: false };
}

export interface OutsideRequest {
  accountId: string;
  role: DataRequestRole;
  channel: Exclude<DataRequestChannel, 'app'>;
  /** The London day it arrived, which starts the one-month clock; null: now. */
  receivedOn: string | null;
  operatorId: string;
  note: string | null;
}

/**
 * Records a request an operator received outside the app, for the export job to build like one asked in
 * the app; its clock runs from the day it arrived. The account's request still open is returned instead
 * (created false): it is already being answered, and sooner.
 */
export async function recordOutsideRequest(
  db: Queryable,
  outside: OutsideRequest,
): Promise<{ request: DataRequest; created: boolean }> {
  await expireOldArchives(db);
  const [inserted] = await db.query<RequestRow>(
    `WITH arrived AS (
       SELECT coalesce(($6::date)::timestamp AT TIME ZONE 'Europe/London', now()) AS at)
     INSERT INTO data_access_requests (account_id, role, channel, recorded_by, note, asked_at, due_on)
     SELECT $1, $2, $3, $4, $5, arrived.at, arrived.at + interval '1 month' FROM arrived
     ON CONFLICT (account_id) WHERE status IN ('asked', 'preparing', 'ready') DO NOTHING
     RETURNING ${columns}`,
    [outside.accountId, outside.role, outside.channel, outside.operatorId, outside.note, outside.receivedOn],
  );
  if (inserted) return { request: fromRow(inserted), created: true };
  const open = await latestRequest(db, outside.accountId);
  if (!open) throw new Error('A data request conflicted but none is open');
  return { request: open, created: false };
}

export interface ClaimedRequest {
  id: string;
  account_id: string;
  role: DataRequestRole;
  email: string | null;
  first_name: string | null;
  attempts: number;
}

/** Takes the oldest request waiting to be built (or abandoned by a stopped instance), for this instance only. */
export async function claimNextRequest(db: Queryable): Promise<ClaimedRequest | null> {
  const [row] = await db.query<ClaimedRequest>(
    `WITH claimed AS (
       UPDATE data_access_requests SET status = 'preparing', attempts = attempts + 1,
         claimed_until = now() + make_interval(secs => $1)
       WHERE id = (SELECT id FROM data_access_requests
                   WHERE status = 'asked' OR (status = 'preparing' AND claimed_until < now())
                   ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, account_id, role, attempts)
     SELECT c.id::text AS id, c.account_id, c.role, c.attempts, a.email, a.first_name
     FROM claimed c JOIN accounts a ON a.id = c.account_id`,
    [claimSeconds],
  );
  return row ?? null;
}

/**
 * Stores the built archive and returns the link's secret; null when this instance no longer holds the
 * request (its claim ran out and another took it).
 */
export async function storeArchive(tx: Queryable, id: string, archive: Buffer): Promise<string | null> {
  const token = newSessionToken();
  const [row] = await tx.query<{ id: string }>(
    `UPDATE data_access_requests SET status = 'ready', claimed_until = NULL, last_error = NULL,
       archive_base64 = $2, archive_bytes = $3, token_hash = $4, ready_at = now(),
       expires_at = now() + make_interval(days => $5)
     WHERE id = $1 AND status = 'preparing' RETURNING id::text AS id`,
    [id, archive.toString('base64'), archive.length, sha256(token), downloadDays],
  );
  return row ? token : null;
}

/** A failed build is tried again later, up to maxAttempts, then left failed for an operator. */
export async function recordFailure(db: Queryable, request: ClaimedRequest, error: unknown): Promise<void> {
  await db.query(
    `UPDATE data_access_requests SET claimed_until = NULL, last_error = $2,
       status = CASE WHEN attempts >= $3 THEN 'failed' ELSE 'asked' END
     WHERE id = $1 AND status = 'preparing'`,
    [request.id, String((error as Error)?.message ?? error).slice(0, 500), maxAttempts],
  );
}

export type DownloadOutcome =
  | { kind: 'archive'; archive: Buffer; askedAt: string }
  | { kind: 'unknown' | 'used' | 'expired' };

/**
 * Hands over the archive for the link's secret, once: only to the account that asked (another account, or
 * an unknown secret, learns nothing but "not valid"), only within its 7 days. The archive is deleted as it
 * is handed over.
 */
export async function takeArchive(
  db: Queryable & { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  accountId: string,
  token: string,
): Promise<DownloadOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      id: string;
      account_id: string;
      status: DataRequestStatus;
      live: boolean;
      archive_base64: string | null;
      asked_at: string;
    }>(
      `SELECT id::text AS id, account_id, status, expires_at > now() AS live, archive_base64,
         ${isoTimestamp('asked_at')} AS asked_at
       FROM data_access_requests WHERE token_hash = $1 FOR UPDATE`,
      [sha256(token)],
    );
    if (!row || row.account_id !== accountId) return { kind: 'unknown' };
    if (row.status === 'downloaded') return { kind: 'used' };
    if (row.status === 'expired' || !row.live || row.archive_base64 === null) {
      await tx.query(
        `UPDATE data_access_requests SET status = 'expired', archive_base64 = NULL WHERE id = $1 AND status = 'ready'`,
        [row.id],
      );
      return { kind: 'expired' };
    }
    await tx.query(
      `UPDATE data_access_requests SET status = 'downloaded', downloaded_at = now(), archive_base64 = NULL
       WHERE id = $1`,
      [row.id],
    );
    return { kind: 'archive', archive: Buffer.from(row.archive_base64, 'base64'), askedAt: row.asked_at };
  });
}

export interface OperatorDataRequest extends DataRequest {
  accountId: string;
  email: string | null;
  role: DataRequestRole;
  attempts: number;
  lastError: string | null;
  overdue: boolean;
  channel: DataRequestChannel;
  /** The email of the operator who recorded a request from outside the app. */
  recordedBy: string | null;
  note: string | null;
}

/**
 * Every request, open ones first and then newest, with its one-month clock, for operators; `only`: the one
 * request with that id (however far down the list it would be).
 */
export async function listRequestsForOperators(
  db: Queryable,
  limit = 200,
  only: string | null = null,
): Promise<OperatorDataRequest[]> {
  await expireOldArchives(db);
  const rows = await db.query<
    RequestRow & {
      account_id: string;
      email: string | null;
      role: DataRequestRole;
      attempts: number;
      last_error: string | null;
      overdue: boolean;
      channel: DataRequestChannel;
      recorded_by: string | null;
      note: string | null;
    }
  >(
    `SELECT ${columnsOf('r.')},
       r.account_id, a.email, r.role, r.attempts, r.last_error,
       r.status IN ('asked', 'preparing', 'failed') AND r.due_on < now() AS overdue,
       r.channel, coalesce(o.email, r.recorded_by) AS recorded_by, r.note
     FROM data_access_requests r LEFT JOIN accounts a ON a.id = r.account_id
       LEFT JOIN accounts o ON o.id = r.recorded_by
     WHERE $2::bigint IS NULL OR r.id = $2::bigint
     ORDER BY (r.status IN ('asked', 'preparing', 'failed')) DESC, r.id DESC
     LIMIT $1`,
    [limit, only],
  );
  return rows.map((row) => ({
    ...fromRow(row),
    accountId: row.account_id,
    email: row.email,
    role: row.role,
    attempts: row.attempts,
    lastError: row.last_error,
    overdue: row.overdue,
    channel: row.channel,
    recordedBy: row.recorded_by,
    note: row.note,
  }));
}

/** The customer or provider account an operator records a request for, unless unknown or deleted. */
export async function findRequestableAccount(
  db: Queryable,
  accountId: string,
): Promise<{ id: string; role: DataRequestRole } | undefined> {
  const [account] = await db.query<{ id: string; role: DataRequestRole }>(
    `SELECT id, role FROM accounts WHERE id = $1 AND role IN ('user', 'provider') AND deleted_at IS NULL`,
    [accountId],
  );
  return account;
}
