// An account's suspension as operators set it (accounts.suspended_at and suspension_note), and the sessions
// that end with it.
import type { Queryable } from '../../infra/db/database';
import { isoTimestamp } from '../orders/order-store';

/** The account as a suspension or reinstatement reads it. */
export interface SuspensionTarget {
  id: string;
  role: string;
  email: string | null;
  first_name: string | null;
  language: string | null;
  suspended_at: string | null;
  suspension_note: string | null;
}

/** Whether the account is suspended now (a missing account is not). */
export async function isSuspended(db: Queryable, accountId: string): Promise<boolean> {
  const [row] = await db.query<{ suspended: boolean }>(
    'SELECT suspended_at IS NOT NULL AS suspended FROM accounts WHERE id = $1',
    [accountId],
  );
  return row?.suspended ?? false;
}

/** The account (not deleted), locked until the transaction ends; null without it. */
export async function lockSuspensionTarget(
  tx: Queryable,
  accountId: string,
): Promise<SuspensionTarget | null> {
  const [row] = await tx.query<SuspensionTarget>(
    `SELECT id, role, email, first_name, language, ${isoTimestamp('suspended_at')} AS suspended_at, suspension_note
     FROM accounts
     WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
    [accountId],
  );
  return row ?? null;
}

/** Suspends the account with the operator's note; returns when (ISO 8601), or null. */
export async function markSuspended(tx: Queryable, accountId: string, note: string): Promise<string | null> {
  const [updated] = await tx.query<{ at: string }>(
    `UPDATE accounts SET suspended_at = now(), suspension_note = $2, updated_at = now() WHERE id = $1
       RETURNING ${isoTimestamp('suspended_at')} AS at`,
    [accountId, note],
  );
  return updated?.at ?? null;
}

/** Ends every session of the account at once. */
export async function endSessions(tx: Queryable, accountId: string): Promise<void> {
  await tx.query('DELETE FROM sessions WHERE account_id = $1', [accountId]);
}

export async function markReinstated(tx: Queryable, accountId: string): Promise<void> {
  await tx.query(
    `UPDATE accounts SET suspended_at = NULL, suspension_note = NULL, updated_at = now() WHERE id = $1`,
    [accountId],
  );
}
