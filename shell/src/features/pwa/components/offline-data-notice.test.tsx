import { addNamespace, initI18n } from '@callout/i18n/i18n';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

initI18n();
addNamespace('pwa', pwaResources);

describe('OfflineDataNotice', () => {
  it('says the data is saved while the worker answers from cache, and clears on a fresh answer', async () => {
    // jsdom has no service workers: stand in for navigator.serviceWorker before the store subscribes.
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    const { OfflineDataNotice } = await import('./offline-data-notice');
    const tell = (fromCache: boolean) =>
      act(() => {
        worker.dispatchEvent(
          new MessageEvent('message', {
            data: { type: 'callout:api-source', fromCache, url: '/api/orders' },
          }),
        );
      });

    render(<OfflineDataNotice />);
    expect(screen.queryByText("You're offline, showing saved data.")).toBeNull();
    tell(true);
    expect(screen.getByRole('status').textContent).toBe("You're offline, showing saved data.");
    tell(false);
    expect(screen.queryByText("You're offline, showing saved data.")).toBeNull();
  });
});
