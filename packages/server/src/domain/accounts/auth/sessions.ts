// Bearer sessions: the client holds a random token, the database only its hash (sessions-store.ts).
import type { AccountType } from '@callout/contracts/accounts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../../infra/db/database';
import { messages } from '../../../messages';
import type { AccountRow } from '../account-store';
import { rememberAccountLanguage } from './request-language';
import { sessionCacheOf } from './session-cache';
import { insertSession, liveAccount, sessionAccount } from './sessions-store';
import { newSessionToken, sha256 } from './tokens';

export const sessionLifetimeDays = 30;

export async function startSession(db: Queryable, accountId: string): Promise<string> {
  const token = newSessionToken();
  await insertSession(db, sha256(token), accountId, sessionLifetimeDays);
  return token;
}

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization?.trim() ?? '');
  return match?.[1] ?? null;
}

/** The stored hash of the request's session token (the session a signed-in call was made in), if any. */
export function sessionHashOf(request: FastifyRequest): string | null {
  const token = bearerToken(request);
  return token ? sha256(token) : null;
}

/** The account of a live session token, of this role, or null (unknown, expired, other role, deleted or
 * suspended: suspending deletes the sessions too, this also covers one started in the same instant).
 * A session found lately is remembered (session-cache.ts): then only the account's row is read. */
export async function accountForToken<R extends AccountType>(
  db: Queryable,
  token: string,
  role: R,
): Promise<(AccountRow & { role: R }) | null> {
  const tokenHash = sha256(token);
  const sessions = sessionCacheOf(db);
  const known = sessions?.find(tokenHash);
  if (known) {
    if (known.role !== role) return null;
    return liveAccount(db, known.accountId, role);
  }
  const mark = sessions?.mark();
  const row = await sessionAccount(db, tokenHash, role);
  if (!row) return null;
  const { session_expires_ms: expiresMs, ...account } = row;
  if (sessions && mark !== undefined) {
    sessions.keep(
      tokenHash,
      { accountId: account.id, role, expiresMs: Number(expiresMs), language: account.language },
      mark,
    );
  }
  return account as AccountRow & { role: R };
}

/** Whether `value` has the form of a session token (newSessionToken), before any lookup. */
export const looksLikeSessionToken = (value: string): boolean => /^[A-Za-z0-9_-]{20,100}$/.test(value);

/** The signed-in account of this role, or null (no token, unknown, expired, other role or deleted). */
export async function currentAccount<R extends AccountType>(
  db: Queryable,
  request: FastifyRequest,
  role: R,
): Promise<(AccountRow & { role: R }) | null> {
  const token = bearerToken(request);
  const account = token ? await accountForToken(db, token, role) : null;
  // The account's language words the answer's message from here on.
  rememberAccountLanguage(request, account?.language);
  return account;
}

export async function requireAccount<R extends AccountType>(
  db: Queryable,
  request: FastifyRequest,
  role: R,
): Promise<AccountRow & { role: R }> {
  const account = await currentAccount(db, request, role);
  if (!account) throw new ApiError(401, messages.sessionExpired);
  return account;
}

/**
 * The signed-in account's id, for the busiest calls (GET /orders, POST /newchat) that need nothing else of
 * the account: the same answer as `requireAccount`, but a session remembered lately (session-cache.ts) reads
 * no row at all. That is safe because an account is only ever refused by being deleted or suspended, and
 * both end its sessions and announce it on the change bus in the same call, before it answers: the session
 * is forgotten on every instance by then (a session read before that announcement is not kept).
 */
export async function requireAccountId<R extends AccountType>(
  db: Queryable,
  request: FastifyRequest,
  role: R,
): Promise<{ id: string; role: R }> {
  const token = bearerToken(request);
  const known = token ? sessionCacheOf(db)?.find(sha256(token)) : null;
  if (known) {
    if (known.role !== role) throw new ApiError(401, messages.sessionExpired);
    rememberAccountLanguage(request, known.language);
    return { id: known.accountId, role };
  }
  const account = token ? await accountForToken(db, token, role) : null;
  if (!account) throw new ApiError(401, messages.sessionExpired);
  rememberAccountLanguage(request, account.language);
  return { id: account.id, role };
}
