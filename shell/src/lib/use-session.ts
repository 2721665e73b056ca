// The stored session as React state. Both the layout and the sign-in screens read it.
import { type AccountType, readSession, sessionChangeEvent } from '@callout/api-client/session-storage';
import { useSyncExternalStore } from 'react';
import { useRenderedSession } from './rendered-session';

// Other tabs sign in and out too; the storage event keeps this tab honest.
function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(sessionChangeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(sessionChangeEvent, onChange);
  };
}

// Every account whose session this page has held, so a sign-in can tell it replaces another's pages.
const accountsHeld = new Set<string>();
function noteAccount() {
  const account = readSession()?.account;
  if (account) accountsHeld.add(account);
}
if (typeof window !== 'undefined') {
  noteAccount();
  window.addEventListener(sessionChangeEvent, noteAccount);
  window.addEventListener('storage', noteAccount);
}

/** Whether this page has held the session of an account other than `account`. */
export function anotherAccountWasSignedInHere(account: string): boolean {
  return [...accountsHeld].some((held) => held !== account);
}

/** Tests only: a fresh page, which has held no session yet. */
export function forgetAccountsHeld(): void {
  accountsHeld.clear();
}

export type SessionRole = AccountType | 'signed-out';

const roleSnapshot = (): SessionRole => readSession()?.accountType ?? 'signed-out';
const tokenSnapshot = (): string | null => readSession()?.token ?? null;

export function useSessionRole(): SessionRole {
  const renderedFor = useRenderedSession();
  return useSyncExternalStore(subscribe, roleSnapshot, () => renderedFor ?? 'signed-out');
}

/** The token itself, so a check can run again when it changes (another login, an expiry). */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, tokenSnapshot, () => null);
}
