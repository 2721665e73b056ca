// Bearer sessions as stored: the token's hash with its account and expiry (sessions.ts makes the token and
// checks it), and the account a live session belongs to.
import type { AccountType } from '@callout/contracts/accounts';
import type { Queryable } from '../../../infra/db/database';
import type { AccountRow } from '../account-store';

export async function insertSession(db: Queryable, tokenHash: string, accountId: string, days: number) {
  await db.query(
    `INSERT INTO sessions (token_hash, account_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3))`,
    [tokenHash, accountId, days],
  );
}

export async function endAllSessions(db: Queryable, accountId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE account_id = $1', [accountId]);
}

/** The account of this role, while not deleted or suspended; null otherwise. */
export async function liveAccount<R extends AccountType>(
  db: Queryable,
  accountId: string,
  role: R,
): Promise<(AccountRow & { role: R }) | null> {
  const [account] = await db.query<AccountRow & { role: R }>(
    `SELECT * FROM accounts WHERE id = $1 AND role = $2 AND deleted_at IS NULL AND suspended_at IS NULL`,
    [accountId, role],
  );
  return account ?? null;
}

/** The live account of this role that a live session's token hash belongs to, with when the session ends. */
export async function sessionAccount<R extends AccountType>(
  db: Queryable,
  tokenHash: string,
  role: R,
): Promise<(AccountRow & { role: R; session_expires_ms: number }) | null> {
  const [row] = await db.query<AccountRow & { role: R; session_expires_ms: number }>(
    `SELECT a.*, (extract(epoch FROM s.expires_at) * 1000)::float8 AS session_expires_ms
     FROM sessions s JOIN accounts a ON a.id = s.account_id
     WHERE s.token_hash = $1 AND s.expires_at > now() AND a.role = $2 AND a.deleted_at IS NULL
       AND a.suspended_at IS NULL`,
    [tokenHash, role],
  );
  return row ?? null;
}

export async function pruneSessions(db: Queryable): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= now()');
}
