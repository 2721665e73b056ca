// Mailed one-time codes as stored: hashed, per account and purpose, with their expiry and wrong tries
// (one-time-codes.ts makes and checks them).
import type { Queryable } from '../../../infra/db/database';

/** Retires the account's live codes of this purpose (asking for a new code voids the last). */
export async function retireCodes(db: Queryable, accountId: string, purpose: string): Promise<void> {
  await db.query(
    'UPDATE one_time_codes SET used_at = now() WHERE account_id = $1 AND purpose = $2 AND used_at IS NULL',
    [accountId, purpose],
  );
}

export async function insertCode(
  db: Queryable,
  accountId: string,
  purpose: string,
  codeHash: string,
  lifetimeMinutes: number,
): Promise<void> {
  await db.query(
    `INSERT INTO one_time_codes (account_id, purpose, code_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [accountId, purpose, codeHash, lifetimeMinutes],
  );
}

/** The account's newest live code of this purpose (unused, unexpired, under `maxTries` wrong tries). */
export async function liveCode(
  db: Queryable,
  accountId: string,
  purpose: string,
  maxTries: number,
): Promise<{ id: number; code_hash: string } | undefined> {
  const [live] = await db.query<{ id: number; code_hash: string }>(
    `SELECT id, code_hash FROM one_time_codes
     WHERE account_id = $1 AND purpose = $3 AND used_at IS NULL AND expires_at > now() AND tries < $2
     ORDER BY id DESC LIMIT 1`,
    [accountId, maxTries, purpose],
  );
  return live;
}

export async function countWrongTry(db: Queryable, codeId: number): Promise<void> {
  await db.query('UPDATE one_time_codes SET tries = tries + 1 WHERE id = $1', [codeId]);
}

/**
 * Uses the code up; false when it was no longer live. The conditions are checked again so two concurrent
 * requests cannot both redeem the code.
 */
export async function useCode(db: Queryable, codeId: number, maxTries: number): Promise<boolean> {
  const used = await db.query(
    `UPDATE one_time_codes SET used_at = now()
     WHERE id = $1 AND used_at IS NULL AND expires_at > now() AND tries < $2 RETURNING id`,
    [codeId, maxTries],
  );
  return used.length === 1;
}

/** Used and expired codes prove nothing any more; a day's grace keeps them for looking into a complaint. */
export async function pruneCodes(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM one_time_codes WHERE expires_at < now() - interval '1 day'`);
}
