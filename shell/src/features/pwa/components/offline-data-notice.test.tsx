import { addNamespace, initI18n } from '@callout/i18n/i18n';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

initI18n();
addNamespace('pwa', pwaResources);

describe('OfflineDataNotice', () => {
  it('says the data is saved, and since when, while cached or unconfirmed data is on screen', async () => {
    // jsdom has no service workers: stand in for navigator.serviceWorker before the store subscribes.
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    const { OfflineDataNotice } = await import('./offline-data-notice');
    const { reportUnconfirmedData } = await import('@callout/offline/served-from-cache');
    const tell = (fromCache: boolean, savedAt?: number) =>
      act(() => {
        worker.dispatchEvent(
          new MessageEvent('message', {
            data: { type: 'callout:api-source', fromCache, url: '/api/orders', savedAt },
          }),
        );
      });

    render(<OfflineDataNotice />);
    expect(screen.queryByRole('status')?.textContent).toBeFalsy();
    tell(true);
    expect(screen.getByRole('status').textContent).toBe("You're offline, showing saved data.");
    tell(false);
    expect(screen.queryByRole('status')?.textContent).toBeFalsy();

    // 14:05 in London on a summer day is 13:05 UTC; the oldest of the two sources is named.
    tell(true, Date.UTC(2026, 6, 1, 13, 30));
    act(() => reportUnconfirmedData(Date.UTC(2026, 6, 1, 13, 5)));
    expect(screen.getByRole('status').textContent).toMatch(
      /^You're offline, showing what you saw at 1 Jul(,| at) 14:05\.$/,
    );
    tell(false);
    act(() => reportUnconfirmedData(undefined));
    expect(screen.queryByRole('status')?.textContent).toBeFalsy();
  });
});

describe('formatSavedAt', () => {
  it('gives the London time of day for today, and the day too before', async () => {
    const { formatSavedAt } = await import('./offline-data-notice');
    const winterNoon = Date.UTC(2026, 11, 1, 12, 0);
    expect(formatSavedAt(winterNoon - 3_600_000, winterNoon)).toBe('11:00');
    expect(formatSavedAt(Date.UTC(2026, 6, 1, 23, 30), Date.UTC(2026, 6, 2, 8, 0))).toBe('00:30');
    expect(formatSavedAt(Date.UTC(2026, 6, 1, 22, 30), Date.UTC(2026, 6, 2, 8, 0))).toMatch(/^1 Jul/);
  });
});
