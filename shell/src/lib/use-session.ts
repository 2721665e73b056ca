// The stored session as React state. Both the layout and the sign-in screens read it.
import { type AccountType, readSession, sessionChangeEvent } from '@callout/api-client/session-storage';
import { useSyncExternalStore } from 'react';
import { useDrawnSession } from './drawn-session';

// Other tabs sign in and out too; the storage event keeps this tab honest.
function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(sessionChangeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(sessionChangeEvent, onChange);
  };
}

export type SessionRole = AccountType | 'signed-out';

const roleSnapshot = (): SessionRole => readSession()?.accountType ?? 'signed-out';
const tokenSnapshot = (): string | null => readSession()?.token ?? null;

export function useSessionRole(): SessionRole {
  const drawnFor = useDrawnSession();
  return useSyncExternalStore(subscribe, roleSnapshot, () => drawnFor ?? 'signed-out');
}

/** The token itself, so a check can run again when it changes (another login, an expiry). */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, tokenSnapshot, () => null);
}
