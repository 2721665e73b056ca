// One notice for the whole app while the data on screen is saved data (the worker's cache or the data
// kept on the device), naming when it was fetched: "what you saw at 14:05".

import { dateTimeFormat } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { useShownDataAge } from '@callout/offline/served-from-cache';
import './pwa.css';

const sameLondonDay = (a: number, b: number) => {
  const day = dateTimeFormat('london-day', { timeZone: 'Europe/London', dateStyle: 'short' });
  return day.format(a) === day.format(b);
};

/** 14:05 today, or 23 Nov, 14:05 before today: in London time, whatever the device's zone. */
export function formatSavedAt(time: number, now = Date.now()): string {
  if (sameLondonDay(time, now)) {
    return dateTimeFormat('london-time', { timeZone: 'Europe/London', timeStyle: 'short' }).format(time);
  }
  return dateTimeFormat('london-day-time', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(time);
}

export function OfflineDataNotice() {
  const { t } = useTranslation('pwa');
  const { saved, since } = useShownDataAge();
  let text: string | null = null;
  if (saved)
    text = since === undefined ? t('offlineData') : t('offlineDataSince', { time: formatSavedAt(since) });
  return (
    // <output> is a status live region: screen readers announce the notice when it appears.
    <output className="pwa-offline-notice" hidden={!saved}>
      {text}
    </output>
  );
}
