// Six-digit codes sent by mail: valid 10 minutes, single use, stored hashed, dead after 5 wrong tries.
// Each code is bound to what it was mailed for: a registration code never resets a password or deletes an
// account. An account has at most one live code per purpose; asking for a new one retires the previous, but
// never a code of another purpose (someone asking to recover an account cannot void the owner's other codes).
import type { Queryable } from '../../../infra/db/database';
import { countWrongTry, insertCode, liveCode, retireCodes, useCode } from './one-time-codes-store';
import { newSixDigitCode, sameHash, sha256 } from './tokens';

export const codeLifetimeMinutes = 10;
export const maxWrongTries = 5;

/** 'verify' confirms the email (mailed on registration or asked for while signed in), 'delete' confirms
 * deleting the account, 'recover' resets the password. 'signed-in' is a code the owner asked for while
 * signed in without naming a purpose (the documented /otp call, `value` alone): it does either job a
 * session may ask for, verifying the email or deleting the account, but never resets a password. */
export const codePurposes = ['verify', 'delete', 'recover', 'signed-in'] as const;
export type CodePurpose = (typeof codePurposes)[number];

/** Which codes each code-taking call redeems, the most specific first. */
export const redeemableBy = {
  verifyEmail: ['verify', 'signed-in'],
  deleteAccount: ['delete', 'signed-in'],
  recover: ['recover'],
} as const satisfies Record<string, readonly CodePurpose[]>;

// Salting with the account id means equal codes of two accounts never share a hash.
const hashCode = (accountId: string, code: string) => sha256(`${accountId}:${code}`);

export async function issueCode(db: Queryable, accountId: string, purpose: CodePurpose): Promise<string> {
  const code = newSixDigitCode();
  await retireCodes(db, accountId, purpose);
  await insertCode(db, accountId, purpose, hashCode(accountId, code), codeLifetimeMinutes);
  return code;
}

/**
 * True when the code is the account's live code for this purpose; the code is then used up. A wrong code
 * costs a try. A code mailed for another purpose is simply not looked at.
 */
export async function redeemCode(
  db: Queryable,
  accountId: string,
  code: string,
  purpose: CodePurpose,
): Promise<boolean> {
  const live = await liveCode(db, accountId, purpose, maxWrongTries);
  if (!live) return false;
  if (!sameHash(live.code_hash, hashCode(accountId, code.trim()))) {
    await countWrongTry(db, live.id);
    return false;
  }
  return useCode(db, live.id, maxWrongTries);
}

/** True when the code is the account's live code for one of `purposes` (tried in order), then used up. */
export async function redeemCodeFor(
  db: Queryable,
  accountId: string,
  code: string,
  purposes: readonly CodePurpose[],
): Promise<boolean> {
  for (const purpose of purposes) {
    if (await redeemCode(db, accountId, code, purpose)) return true;
  }
  return false;
}
