import { clearAllStorage, readSession } from '@callout/api-client/session-storage';
import { useTranslation } from '@callout/i18n/react';
import { useNavigate } from '@callout/router';
import { useCallback, useState } from 'react';
import { paths } from '../../../app/paths';

/** The confirmed logout of spec section 2: ask, end the session, clear everything stored, go home. */
export function useLogout() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    if (!window.confirm(t('confirmProceed'))) return;
    setPending(true);
    // Loaded on click: the API client and the offline stores stay off the first render of every page.
    const [{ logout }, { clearOfflineData }] = await Promise.all([
      import('../api/logout'),
      import('@callout/offline/clear-offline-data'),
    ]);
    const session = readSession();
    if (session) await logout(session.accountType);
    // Render home first (flushSync, not in a transition): clearing storage while a guarded page is still
    // on screen would make its guard send the visitor to the login screen instead.
    await navigate(paths.home.getHref(), { replace: true, flushSync: true });
    clearAllStorage();
    await clearOfflineData().catch((error: unknown) => console.error('Could not clear offline data', error));
    setPending(false);
  }, [navigate, t]);

  return { logout: run, pending };
}
