// Reads of the sessions table by their stored token hash: which sessions are still going (the live streams
// end with theirs) and whose a live session is (a private picture's viewer).
import type { AccountType } from '@callout/contracts/accounts';
import type { Queryable } from '../../../infra/db/database';

/** Of these sessions, the ones still going (not ended, not expired, their account neither suspended nor
 * deleted). */
export async function sessionsStillGoing(db: Queryable, sessionHashes: string[]): Promise<Set<string>> {
  if (sessionHashes.length === 0) return new Set();
  const rows = await db.query<{ token_hash: string }>(
    `SELECT s.token_hash FROM sessions s JOIN accounts a ON a.id = s.account_id
     WHERE s.token_hash = ANY($1::text[]) AND s.expires_at > now()
       AND a.deleted_at IS NULL AND a.suspended_at IS NULL`,
    [sessionHashes],
  );
  return new Set(rows.map((row) => row.token_hash));
}

/** The account of the live session of `sessionHash` (neither deleted nor suspended), or null. */
export async function liveSessionAccount(
  db: Queryable,
  sessionHash: string,
): Promise<{ id: string; role: AccountType } | null> {
  const [viewer] = await db.query<{ id: string; role: AccountType }>(
    `SELECT a.id, a.role FROM sessions s JOIN accounts a ON a.id = s.account_id
     WHERE s.token_hash = $1 AND s.expires_at > now() AND a.deleted_at IS NULL AND a.suspended_at IS NULL`,
    [sessionHash],
  );
  return viewer ?? null;
}
