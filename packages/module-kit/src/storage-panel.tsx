// "Storage on this device" in Settings (customers) and on the profile (providers): how much the device
// holds for Callout and how much it may, whether the browser keeps it, and "Clear offline data", which
// deletes what can be fetched again and the modules' drafts and copies, never the posts not sent yet.
import { readStorageUsage, type StorageUsage } from '@callout/db/storage-usage';
import { formatBytes } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { clearKeptData } from '@callout/offline/clear-offline-data';
import { useOutbox } from '@callout/offline/use-outbox';
import { Button } from '@callout/ui/button';
import { useCallback, useEffect, useId, useState } from 'react';

type Reading = StorageUsage | 'unknown' | 'reading';

function useStorageUsage(): { usage: Reading; reread: () => Promise<void> } {
  const [usage, setUsage] = useState<Reading>('reading');
  const reread = useCallback(async () => {
    try {
      setUsage((await readStorageUsage()) ?? 'unknown');
    } catch (error) {
      console.error('Could not read storage usage', error);
      setUsage('unknown');
    }
  }, []);
  useEffect(() => void reread(), [reread]);
  return { usage, reread };
}

export function StoragePanel() {
  const { t } = useTranslation('pwa');
  const titleId = useId();
  const { usage, reread } = useStorageUsage();
  // Every post of this account not sent yet, refused ones included: clearing keeps them all.
  const waiting = useOutbox().length;
  const [clearing, setClearing] = useState(false);
  const [outcome, setOutcome] = useState<'cleared' | 'failed' | null>(null);

  async function clear() {
    if (!window.confirm(t('storage.confirm'))) return;
    setClearing(true);
    setOutcome(null);
    try {
      await clearKeptData();
      setOutcome('cleared');
    } catch (error) {
      console.error('Could not clear offline data', error);
      setOutcome('failed');
    }
    await reread();
    setClearing(false);
  }

  return (
    <section className="card storage-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('storage.title')}</h2>
      {usage === 'reading' ? null : (
        <>
          <p>
            {usage === 'unknown'
              ? t('storage.unknown')
              : t('storage.used', { used: formatBytes(usage.used), available: formatBytes(usage.available) })}
          </p>
          {usage === 'unknown' ? null : (
            <p>{usage.persistent ? t('storage.persistent') : t('storage.bestEffort')}</p>
          )}
        </>
      )}
      {waiting > 0 ? <p>{t('storage.waiting', { count: waiting })}</p> : null}
      <Button variant="secondary" loading={clearing} onClick={() => void clear()}>
        {t('storage.clear')}
      </Button>
      <p>
        <output>
          {outcome === 'cleared' ? t('storage.cleared') : null}
          {outcome === 'failed' ? t('storage.clearFailed') : null}
        </output>
      </p>
    </section>
  );
}
