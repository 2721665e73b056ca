import { pageDraftCookie, pageSessionCookie } from '@callout/contracts/page-rendering';
import { readPageCookie, writePageCookie } from './page-cookies';
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

/**
 * Makes the page-rendering cookie (see @callout/contracts/page-rendering) say what storage says: the same
 * token, or none. A new token or none drops the draft cookie too, so another account signing in on this
 * browser never has a page rendered from the draft of the one before (the booking module writes it again
 * from its own draft).
 */
export function syncPageSessionCookie(): void {
  const token = readSession()?.token ?? null;
  if (token !== null && readPageCookie(pageSessionCookie) === token) return;
  writePageCookie(pageDraftCookie, null);
  // Tokens are URL-safe base64, fit for a cookie as they are; it lives as long as a session does.
  writePageCookie(pageSessionCookie, token, 30 * 24 * 3600);
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

/** Session expiry: the stored token is removed, and with it the account it belonged to. */
export function clearSessionToken(): void {
  write((storage) => {
    storage.removeItem(sessionTokenKey);
    storage.removeItem(accountKeyKey);
  });
}

/** A refused login: token and account type both go. */
export function clearSession(): void {
  write((storage) => {
    storage.removeItem(sessionTokenKey);
    storage.removeItem(accountTypeKey);
    storage.removeItem(accountKeyKey);
  });
}

/** Logout and account deletion clear everything the app stored, drafts included. */
export function clearAllStorage(): void {
  write((storage) => storage.clear());
}
