// The server's copy of this device's subscription: sent once per account when a page starts, and again
// when the worker says the browser renewed it.

import { fakePushBrowser, fakeSubscription, removeFakePushBrowser } from '@callout/module-kit/push/testing';
import { fakeApi, ok } from '@callout/module-kit/testing';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscriptionChangedMessage } from './constants';
import { syncPushSubscription } from './push-subscription-sync';

let workerMessages: EventTarget;

beforeEach(() => {
  localStorage.setItem('serve', 'token-1');
  localStorage.setItem('accountType', 'provider');
});
afterEach(() => {
  localStorage.clear();
  removeFakePushBrowser();
  vi.unstubAllGlobals();
});

function pushBrowserWithWorker(permission: NotificationPermission) {
  const browser = fakePushBrowser({ permission });
  workerMessages = new EventTarget();
  Object.assign(navigator.serviceWorker, {
    addEventListener: workerMessages.addEventListener.bind(workerMessages),
  });
  return browser;
}

const subscribeCalls = (api: ReturnType<typeof fakeApi>) => api.callsTo('provider/push/subscribe');

describe('keeping the push subscription on the server', () => {
  it('sends the device’s subscription once per account, not on every page start', async () => {
    const browser = pushBrowserWithWorker('granted');
    await browser.subscribe();
    const api = fakeApi({ 'POST /api/provider/push/subscribe': () => ok() });
    syncPushSubscription();
    await waitFor(() => expect(subscribeCalls(api)).toHaveLength(1));
    expect(subscribeCalls(api)[0]?.authorization).toBe('Bearer token-1');
    syncPushSubscription();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(subscribeCalls(api)).toHaveLength(1);
  });

  it('sends a subscription the browser renewed, as the worker hands it over', async () => {
    pushBrowserWithWorker('granted');
    const api = fakeApi({ 'POST /api/provider/push/subscribe': () => ok() });
    syncPushSubscription();
    const renewed = fakeSubscription('https://updates.push.services.mozilla.com/wpush/v2/renewed');
    workerMessages.dispatchEvent(
      Object.assign(new Event('message'), {
        data: { type: subscriptionChangedMessage, subscription: renewed.toJSON() },
      }),
    );
    await waitFor(() => expect(subscribeCalls(api)).toHaveLength(1));
  });

  it('does nothing without the permission or a session', async () => {
    const browser = pushBrowserWithWorker('default');
    await browser.subscribe();
    const api = fakeApi({});
    syncPushSubscription();
    browser.permission = 'granted';
    localStorage.removeItem('serve');
    syncPushSubscription();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(0);
  });
});
