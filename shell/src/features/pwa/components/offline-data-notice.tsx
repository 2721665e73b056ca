// One notice for the whole app while the data on screen came from the worker's cache.

import { useTranslation } from '@callout/i18n/react';
import { useServedFromCache } from '@callout/offline/served-from-cache';
import './pwa.css';

export function OfflineDataNotice() {
  const { t } = useTranslation('pwa');
  const fromCache = useServedFromCache();
  return (
    // <output> is a status live region: screen readers announce the notice when it appears.
    <output className="pwa-offline-notice" hidden={!fromCache}>
      {fromCache ? t('offlineData') : null}
    </output>
  );
}
