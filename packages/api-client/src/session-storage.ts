import { pageDraftCookie, pageSessionCookie } from '@callout/contracts/page-rendering';
import {
  type AccountType,
  accountKeyKey,
  accountTypeKey,
  readSession,
  sessionTokenKey,
} from './session-read';

export {
  type AccountType,
  accountKeyKey,
  accountTypeKey,
  readSession,
  type StoredSession,
  sessionTokenKey,
} from './session-read';

/** Fired on `window` whenever this tab changes the session, so views reading storage can refresh. */
export const sessionChangeEvent = 'callout:session';

/**
 * Fired on `window` when the signed-in account changes on the server (its email verified): what the shell
 * draws from the account, the provider tabs, is asked for again.
 */
export const accountChangeEvent = 'callout:account';

export function announceAccountChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(accountChangeEvent));
}

/** Drops the booking draft's cookie: it is the signed-in account's, and goes when the session does. */
function dropPageDraftCookie(secure: string): void {
  if (!document.cookie.split('; ').some((pair) => pair.startsWith(`${pageDraftCookie}=`))) return;
  // biome-ignore lint/suspicious/noDocumentCookie: as in syncPageSessionCookie below
  document.cookie = `${pageDraftCookie}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
}

/**
 * Makes the page-rendering cookie (see @callout/contracts/page-rendering) say what storage says: the same
 * token, or none. SameSite=Strict: a page opened from another site is rendered in the browser. A new token
 * or none drops the draft cookie too, so another account signing in on this browser never has a page
 * rendered from the draft of the one before (the booking module writes it again from its own draft).
 */
export function syncPageSessionCookie(): void {
  if (typeof document === 'undefined') return;
  const token = readSession()?.token ?? null;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const current = document.cookie.split('; ').find((pair) => pair.startsWith(`${pageSessionCookie}=`));
  if (token === null) {
    dropPageDraftCookie(secure);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox; this runs beside synchronous storage writes
    if (current) document.cookie = `${pageSessionCookie}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
    return;
  }
  if (current === `${pageSessionCookie}=${token}`) return;
  dropPageDraftCookie(secure);
  // Tokens are URL-safe base64, fit for a cookie as they are; it lives as long as a session does.
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${pageSessionCookie}=${token}; Path=/; Max-Age=${30 * 24 * 3600}; SameSite=Strict${secure}`;
}

function announceSessionChange(): void {
  // The storage event only reaches other tabs; this tab learns through its own event.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(sessionChangeEvent));
}

function write(change: (storage: Storage) => void): void {
  try {
    change(localStorage);
  } catch {
    // Blocked or full storage: the app then behaves as signed out, which is the safe side.
  }
  syncPageSessionCookie();
  announceSessionChange();
}

/** `account` comes from accountKeyFor(); without it the session counts as an account of its own. */
export function storeSession(token: string, accountType: AccountType, account?: string): void {
  write((storage) => {
    storage.setItem(sessionTokenKey, token);
    storage.setItem(accountTypeKey, accountType);
    if (account) storage.setItem(accountKeyKey, account);
    else storage.removeItem(accountKeyKey);
  });
}

/** Session expiry: the token goes, as spec section 6 says, and with it the account it belonged to. */
export function clearSessionToken(): void {
  write((storage) => {
    storage.removeItem(sessionTokenKey);
    storage.removeItem(accountKeyKey);
  });
}

/** A refused login: token and account type both go (spec section 8). */
export function clearSession(): void {
  write((storage) => {
    storage.removeItem(sessionTokenKey);
    storage.removeItem(accountTypeKey);
    storage.removeItem(accountKeyKey);
  });
}

/** Logout and account deletion clear everything the app stored, drafts included (spec section 4). */
export function clearAllStorage(): void {
  write((storage) => storage.clear());
}
