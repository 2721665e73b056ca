// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refused } from '../testing';
import { fakePushBrowser, removeFakePushBrowser, testKey } from './fake-push-browser';
import { forgetPushOnThisDevice, keyBytes, needsHomeScreen, pushSupported, turnOnPush } from './push-device';

beforeEach(() => {
  localStorage.setItem('serve', 'token-1');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  localStorage.clear();
  removeFakePushBrowser();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const device = (userAgent: string, { touch = 0, standalone = false } = {}) => ({
  nav: { userAgent, maxTouchPoints: touch } as Navigator,
  win: { matchMedia: () => ({ matches: standalone }) } as unknown as Window,
});

describe('the push client', () => {
  it('says a browser without the Push API cannot get pushes', () => {
    expect(pushSupported()).toBe(false);
    fakePushBrowser();
    expect(pushSupported()).toBe(true);
  });

  it('turns the base64url VAPID key into the 65 bytes of a P-256 public key', () => {
    const bytes = keyBytes(testKey);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('tells iPhone and iPad Safari outside the Home Screen apart from an installed app and other phones', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile';
    const check = ({ nav, win }: ReturnType<typeof device>) => needsHomeScreen(nav, win);
    expect(check(device(iphone))).toBe(true);
    expect(check(device(iphone, { standalone: true }))).toBe(false);
    expect(check(device(ipad, { touch: 5 }))).toBe(true);
    expect(check(device(ipad))).toBe(false); // a Mac
    expect(check(device(android))).toBe(false);
  });

  it('asks the permission, subscribes with the server key and sends the subscription as JSON', async () => {
    const browser = fakePushBrowser();
    const api = fakeApi({
      'GET /api/push/key': () => ok({ publicKey: testKey }),
      'POST /api/push/subscribe': () => ok(),
    });
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      if (request.method === 'POST') bodies.push(await request.clone().json());
      return api.fetch(request);
    });
    expect(await turnOnPush()).toBe('subscribed');
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const options = browser.subscribe.mock.calls[0]?.[0] as PushSubscriptionOptionsInit;
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toEqual(keyBytes(testKey));
    const [sent] = api.callsTo('push/subscribe');
    expect(sent?.authorization).toBe('Bearer token-1');
    expect(sent?.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(bodies).toEqual([
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        expirationTime: null,
        keys: { p256dh: 'BPub-key', auth: 'auth-secret' },
      },
    ]);
  });

  it('subscribes nothing when the user blocks or dismisses the prompt', async () => {
    const browser = fakePushBrowser({ answer: 'denied' });
    const api = fakeApi({});
    expect(await turnOnPush()).toBe('denied');
    browser.answer = 'default';
    browser.permission = 'default';
    expect(await turnOnPush()).toBe('dismissed');
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it('on sign-out asks the server to forget the device and drops the subscription even if the server fails', async () => {
    const browser = fakePushBrowser({ permission: 'granted' });
    await browser.subscribe();
    const subscription = browser.subscription;
    const api = fakeApi({ 'POST /api/push/unsubscribe': () => refused('Something went wrong', 500) });
    await forgetPushOnThisDevice();
    expect(api.callsTo('push/unsubscribe')[0]?.params.get('endpoint')).toBe(subscription?.endpoint);
    expect(subscription?.unsubscribe).toHaveBeenCalledOnce();
  });
});
