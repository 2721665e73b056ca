// Tests only: a browser's Notification permission and Push API, as far as the push client reads them.
import { pagePushCookie } from '@callout/contracts/page-rendering';
import { type Mock, vi } from 'vitest';

export const testKey =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

export interface FakePushBrowser {
  permission: NotificationPermission;
  /** What the user answers to the browser's prompt. */
  answer: NotificationPermission;
  subscription: FakeSubscription | null;
  requestPermission: Mock<() => Promise<NotificationPermission>>;
  subscribe: Mock<(options?: PushSubscriptionOptionsInit) => Promise<FakeSubscription>>;
}

type FakeSubscription = PushSubscription & { unsubscribe: Mock<() => Promise<boolean>> };

export function fakeSubscription(endpoint = 'https://fcm.googleapis.com/fcm/send/abc') {
  const json = { endpoint, expirationTime: null, keys: { p256dh: 'BPub-key', auth: 'auth-secret' } };
  return {
    endpoint,
    options: { applicationServerKey: null, userVisibleOnly: true },
    toJSON: () => json,
    unsubscribe: vi.fn(async () => true),
  } as unknown as FakeSubscription;
}

/** Installs the fakes on window and navigator; vi.unstubAllGlobals() and the returned undo remove them. */
export function fakePushBrowser(initial: Partial<Pick<FakePushBrowser, 'permission' | 'answer'>> = {}) {
  const browser: FakePushBrowser = {
    permission: initial.permission ?? 'default',
    answer: initial.answer ?? 'granted',
    subscription: null,
    requestPermission: vi.fn(async () => {
      browser.permission = browser.answer;
      return browser.permission;
    }),
    subscribe: vi.fn(async () => {
      browser.subscription = fakeSubscription();
      return browser.subscription;
    }),
  };
  const registration = {
    pushManager: { getSubscription: async () => browser.subscription, subscribe: browser.subscribe },
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: browser.requestPermission,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return browser;
}

/** Takes the fake away, and what the page remembered of it (the device cookie, device-state.ts). */
export function removeFakePushBrowser(): void {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the code under test writes this way
  document.cookie = `${pagePushCookie}=; Path=/; Max-Age=0`;
}
