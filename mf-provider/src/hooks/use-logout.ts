// The confirmed sign-out of spec section 2: ask, end the session, clear everything stored, go home with a
// full page load so no screen keeps this provider's data in memory.
import { clearAllStorage } from '@callout/api-client/session-storage';
import { useTranslation } from '@callout/i18n/react';
import { useCallback, useState } from 'react';
import { logout } from '../api/logout';
import { clearDataWaitMs } from '../config/constants';
import { paths } from '../config/paths';
import { confirmAction } from '../lib/dialogs';

export function useLogout(goTo: (href: string) => void = (href) => window.location.assign(href)) {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    if (!confirmAction(t('confirmProceed'))) return;
    setPending(true);
    await logout();
    // Device data (drafts, cached answers) belongs to this provider too. Another tab holding a database
    // open could block the deletion, so signing out does not wait for it for ever.
    await Promise.race([
      // Loaded here: it brings IndexedDB's library, which the pages showing this button do not need.
      import('@callout/offline/clear-offline-data')
        .then(({ clearOfflineData }) => clearOfflineData())
        .catch((error: unknown) => console.error('Could not clear offline data', error)),
      new Promise((resolve) => setTimeout(resolve, clearDataWaitMs)),
    ]);
    clearAllStorage();
    goTo(paths.site.getHref());
  }, [t, goTo]);

  return { logout: run, pending };
}
