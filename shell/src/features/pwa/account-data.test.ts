import 'fake-indexeddb/auto';
import { storeSession } from '@callout/api-client/session-storage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepDeviceDataForSignedInAccount } from './account-data';

const persist = vi.fn<() => Promise<boolean>>();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  persist.mockReset().mockResolvedValue(false);
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { persisted: async () => false, persist },
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

describe('a signed-in user coming back', () => {
  it('is asked once in the browser session to let device data last; a visitor is not asked', async () => {
    keepDeviceDataForSignedInAccount();
    expect(persist).not.toHaveBeenCalled();

    storeSession('token-1', 'user', 'user:ada@example.com');
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    // More session changes and page loads in the same browser session ask no more.
    storeSession('token-2', 'user', 'user:ada@example.com');
    keepDeviceDataForSignedInAccount();
    window.dispatchEvent(new StorageEvent('storage'));
    await new Promise((settled) => setTimeout(settled)); // lets any request started above reach persist()
    expect(persist).toHaveBeenCalledTimes(1);
  });
});
