// The confirmed logout in a module: ask, end the session, clear everything stored, go
// home with a full page load so no screen keeps this account's data in memory.
import { clearAllStorage } from '@callout/api-client/session-storage';
import { useTranslation } from '@callout/i18n/react';
import { useCallback, useState } from 'react';

/** How long logging out waits for the device's databases to be deleted before it goes on. */
export const clearDataWaitMs = 2000;
/** How long logging out waits for this device's pushes to be switched off before it goes on. */
export const pushOffWaitMs = 1500;

const waitAtMost = (ms: number, work: Promise<unknown>) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))]);

export interface LogoutOptions {
  /** The module's call that ends the session on the server; it resolves whatever the server says. */
  endSession: () => Promise<void>;
  /** Where the signed-out visitor lands. */
  homeHref: string;
  goTo?: (href: string) => void;
}

export function useLogout({
  endSession,
  homeHref,
  goTo = (href) => window.location.assign(href),
}: LogoutOptions) {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    if (!window.confirm(t('confirmProceed'))) return;
    setPending(true);
    // This device must stop getting the account's pushes; done while the session still lets the server
    // hear it, and never holding logout up (loaded here: most pages never subscribe).
    await waitAtMost(
      pushOffWaitMs,
      import('./push/push-device')
        .then(({ forgetPushOnThisDevice }) => forgetPushOnThisDevice())
        .catch((error: unknown) => console.error('Could not turn pushes off on this device', error)),
    );
    await endSession();
    // Device data (drafts, saved lists, cached answers) belongs to this account too. Another tab holding a
    // database open could block the deletion, so logging out does not wait for it for ever.
    await waitAtMost(
      clearDataWaitMs,
      // Loaded here: it brings IndexedDB's library, which the pages showing this button do not need.
      import('@callout/offline/clear-offline-data')
        .then(({ clearOfflineData }) => clearOfflineData())
        .catch((error: unknown) => console.error('Could not clear offline data', error)),
    );
    clearAllStorage();
    goTo(homeHref);
  }, [t, endSession, homeHref, goTo]);

  return { logout: run, pending };
}
