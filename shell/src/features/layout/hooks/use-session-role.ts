import { type AccountType, readSession } from '@callout/api-client/session-storage';
import { useSyncExternalStore } from 'react';

// Other tabs sign in and out too; the storage event keeps this tab's top bar honest.
function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener('callout:session', onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener('callout:session', onChange);
  };
}

const snapshot = (): AccountType | 'signed-out' => readSession()?.accountType ?? 'signed-out';

export function useSessionRole(): AccountType | 'signed-out' {
  return useSyncExternalStore(subscribe, snapshot, () => 'signed-out');
}
