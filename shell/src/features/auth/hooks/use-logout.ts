import { clearAllStorage, readSession } from '@callout/api-client/session-storage';
import { useTranslation } from '@callout/i18n/react';
import { pushOffWaitMs } from '@callout/module-kit/use-logout';
import { useCallback, useState } from 'react';
import { paths } from '../../../config/paths';
import { useReplaceAndArrive } from '../../../lib/route-table';

/** The confirmed logout: ask, end the session, clear everything stored, go home. */
export function useLogout() {
  const { t } = useTranslation('common');
  const replaceAndArrive = useReplaceAndArrive();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    if (!window.confirm(t('confirmProceed'))) return;
    setPending(true);
    // Loaded on click: the API client and the offline stores stay off the first render of every page.
    const [{ logout }, { clearOfflineData }, { forgetPushOnThisDevice }] = await Promise.all([
      import('../api/logout'),
      import('@callout/offline/clear-offline-data'),
      import('@callout/module-kit/push/push-device'),
    ]);
    const session = readSession();
    // This device stops getting the account's pushes while the session still lets the server hear it;
    // never holding logout up.
    await Promise.race([
      forgetPushOnThisDevice().catch((error: unknown) => console.error('Could not turn pushes off', error)),
      new Promise((resolve) => setTimeout(resolve, pushOffWaitMs)),
    ]);
    // Draw home first: ending the session while a guarded page is still on screen would send the visitor
    // to the login screen instead (its guard on cleared storage, or any call of its own refused with 401
    // once the server has ended the session).
    await replaceAndArrive(paths.home.getHref());
    if (session) await logout(session.accountType);
    clearAllStorage();
    await clearOfflineData().catch((error: unknown) => console.error('Could not clear offline data', error));
    setPending(false);
  }, [replaceAndArrive, t]);

  return { logout: run, pending };
}
