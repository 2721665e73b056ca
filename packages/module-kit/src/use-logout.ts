// The confirmed logout of spec section 2 in a module: ask, end the session, clear everything stored, go
// home with a full page load so no screen keeps this account's data in memory.
import { clearAllStorage } from '@callout/api-client/session-storage';
import { useTranslation } from '@callout/i18n/react';
import { useCallback, useState } from 'react';

/** How long logging out waits for the device's databases to be deleted before it goes on. */
export const clearDataWaitMs = 2000;

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
    await endSession();
    // Device data (drafts, saved lists, cached answers) belongs to this account too. Another tab holding a
    // database open could block the deletion, so logging out does not wait for it for ever.
    await Promise.race([
      // Loaded here: it brings IndexedDB's library, which the pages showing this button do not need.
      import('@callout/offline/clear-offline-data')
        .then(({ clearOfflineData }) => clearOfflineData())
        .catch((error: unknown) => console.error('Could not clear offline data', error)),
      new Promise((resolve) => setTimeout(resolve, clearDataWaitMs)),
    ]);
    clearAllStorage();
    goTo(homeHref);
  }, [t, endSession, homeHref, goTo]);

  return { logout: run, pending };
}
