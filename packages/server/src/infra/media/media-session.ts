// Who is asking for a private picture: the session of the request's Bearer token, or of its media cookie.
// The cookie is set beside every answer that lists private pictures (an <img> cannot send the token):
// HttpOnly, SameSite=Strict, scoped to the media path, living 15 to 30 minutes, and naming the session it
// was made for, so signing out (which ends the session) ends it too, whatever its age. How a session is
// found and checked is the accounts' rule, given by the caller as `MediaSessions` (http/private-media.ts).
import type { AccountType } from '@callout/contracts/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../env';
import type { Queryable } from '../db/database';
import { mediaSigner } from './signing-key';
import { unixNow } from './url-signer';

export const mediaCookie = 'callout-media';

export interface MediaViewer {
  id: string;
  role: AccountType;
}

/**
 * How a picture's viewer is found, given by the caller from the accounts' own session rules: the stored
 * hash of the request's session token (its Bearer token), and the account of a live session by that hash
 * (null when unknown, expired, deleted or suspended).
 */
export interface MediaSessions {
  sessionHashOf(request: FastifyRequest): string | null;
  viewerOf(db: Queryable, sessionHash: string): Promise<MediaViewer | null>;
}

type CookieEnv = Pick<Env, 'PUBLIC_API_BASE_URL'>;

/** The path the pictures are served under (`/api/media`), the only one the cookie is sent to. */
export function mediaCookiePath(env: CookieEnv): string {
  return `${new URL(env.PUBLIC_API_BASE_URL, 'http://callout.invalid').pathname.replace(/\/$/, '')}/media`;
}

function cookieHeader(request: FastifyRequest, env: CookieEnv, value: string, maxAge: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${mediaCookie}=${value}; Path=${mediaCookiePath(env)}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}

export type GrantEnv = Pick<Env, 'PUBLIC_API_BASE_URL' | 'MEDIA_URL_SECRET'>;

/**
 * The media cookie for the session of `sessionHash`: beside a page rendered on the server for that session,
 * whose pictures the browser loads before the app has asked the API for anything.
 */
export async function grantMediaAccessTo(
  db: Queryable,
  env: GrantEnv,
  request: FastifyRequest,
  reply: FastifyReply,
  sessionHash: string,
): Promise<void> {
  const now = unixNow();
  const { until, sig } = (await mediaSigner(db, env)).sign(sessionHash, now);
  reply.header('Set-Cookie', cookieHeader(request, env, `${sessionHash}.${until}.${sig}`, until - now));
}

/** Drops the media cookie (at logout; the ended session already makes it worthless). */
export function endMediaAccess(env: CookieEnv, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('Set-Cookie', cookieHeader(request, env, '', 0));
}

/** The media cookie's value (`<session hash>.<until>.<signature>`), as the cookie header carries it. */
const cookieValuePattern = /^([0-9a-f]{64})\.(\d{1,12})\.([\w-]{43})$/;

function mediaCookieValue(header: string): string | undefined {
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === mediaCookie) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** The session hash the request's media cookie was granted for, if it is genuine and unexpired. */
async function cookieSessionHash(
  db: Queryable,
  env: Pick<Env, 'MEDIA_URL_SECRET'>,
  request: FastifyRequest,
): Promise<string | null> {
  const value = mediaCookieValue(request.headers.cookie ?? '');
  const match = value === undefined || value.length > 200 ? null : cookieValuePattern.exec(value);
  if (!match) return null;
  const [, sessionHash = '', until = '', sig = ''] = match;
  const grant = { sessionHash, until: Number(until) };
  return (await mediaSigner(db, env)).verify(grant, sig) ? sessionHash : null;
}

/** The account whose live session the request proves (Bearer token first, then media cookie), or null. */
export async function mediaViewer(
  db: Queryable,
  env: Pick<Env, 'MEDIA_URL_SECRET'>,
  sessions: MediaSessions,
  request: FastifyRequest,
): Promise<MediaViewer | null> {
  const sessionHash = sessions.sessionHashOf(request) ?? (await cookieSessionHash(db, env, request));
  if (!sessionHash) return null;
  return sessions.viewerOf(db, sessionHash);
}
