// Who a signed-in page is rendered for: the session cookie (@callout/contracts/page-rendering) of a
// navigation to a module route that needs a session, checked like any API call's token, of the route's
// account type.
// The module then reads its data through the API in-process (in-process-api.ts), as that account; the
// answers it read go into the page for the service worker's offline read cache.

import type { AccountType } from '@callout/contracts/accounts';
import { type RenderedAnswer, sessionPartition } from '@callout/contracts/offline-reads';
import { type PageCookies, pageCookiePrefix, pageSessionCookie } from '@callout/contracts/page-rendering';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { accountTypeFor } from '@callout/contracts/route-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiAs, apiBaseUrl } from './in-process-api';
import { routeAt } from './module-preload';
import type { SignedInPage, SignedInShellPage } from './page-render';

/** The request's cookies as name and raw value, in the order sent. */
function* cookiesOf(request: FastifyRequest): Generator<[string, string]> {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at >= 0) yield [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
  }
}

/** Longest device cookie given to a module: what a browser keeps of one cookie at most. */
const pageCookieLimit = 4096;

/** The request's device cookies (pageCookiePrefix), the session's aside: the module renderer reads them. */
export function pageCookies(request: FastifyRequest): PageCookies {
  const cookies: Record<string, string> = {};
  for (const [name, value] of cookiesOf(request)) {
    if (!name.startsWith(pageCookiePrefix) || name === pageSessionCookie) continue;
    if (value.length <= pageCookieLimit) cookies[name] = value;
  }
  return cookies;
}

/** The value of the request's cookie `name`, if it carries one. */
export function cookieValue(request: FastifyRequest, name: string): string | null {
  for (const [given, value] of cookiesOf(request)) if (given === name) return value;
  return null;
}

/**
 * How a page's session cookie is checked, given by the caller (http/static-site.ts, from the accounts' own
 * session rules): whether a value has a session token's form, and the account of a live token of
 * `accountType` (null when unknown, expired, of another type, deleted or suspended).
 */
export interface PageSessions {
  looksLikeToken(value: string): boolean;
  accountFor(token: string, accountType: AccountType): Promise<{ email_verified: boolean } | null>;
}

/** The value of the page session cookie, if the request carries a well-formed one. */
export function pageSessionToken(sessions: PageSessions, request: FastifyRequest): string | null {
  for (const [name, value] of cookiesOf(request)) {
    if (name === pageSessionCookie) return sessions.looksLikeToken(value) ? value : null;
  }
  return null;
}

/**
 * The account of the request's session cookie when it is a live one of `accountType` (whose a signed-in
 * page of the shell's own is, or whom a route that only leads elsewhere sends on), else null: the browser
 * renders the page, and its guard sends the visitor to sign in.
 */
export async function liveSessionAccount(
  sessions: PageSessions,
  request: FastifyRequest,
  accountType: AccountType,
): Promise<SignedInShellPage | null> {
  const token = pageSessionToken(sessions, request);
  const account = token === null ? null : await sessions.accountFor(token, accountType);
  return account === null ? null : { accountType, emailVerified: account.email_verified };
}

/**
 * The signed-in page `path` is, for the account of the request's session cookie; null when the path is no
 * module route that needs a session, there is no such cookie, or its session is not a live one of the
 * route's account type (the browser then renders the page, and its guard sends the visitor to sign in).
 */
export async function signedInPageFor(
  app: FastifyInstance,
  sessions: PageSessions,
  request: FastifyRequest,
  manifest: RemotesManifest,
  path: string,
): Promise<Omit<SignedInPage, 'language'> | null> {
  const at = routeAt(manifest, path);
  if (!at || at.route.access === 'public') return null;
  const accountType = accountTypeFor(at.route.access);
  const token = pageSessionToken(sessions, request);
  const account = token === null ? null : await sessions.accountFor(token, accountType);
  if (token === null || account === null) return null;
  // The answers the page is read with go into it for the worker, named by the session as the worker names
  // the browser's own calls (their Authorization header), so the page reads offline once it has arrived.
  const answers: RenderedAnswer[] = [];
  return {
    accountType,
    emailVerified: account.email_verified,
    remote: at.remote,
    apiBaseUrl,
    fetch: apiAs(app, token, (answer) => answers.push(answer)),
    cookies: pageCookies(request),
    answers: { partition: await sessionPartition(`Bearer ${token}`), answers },
  };
}
