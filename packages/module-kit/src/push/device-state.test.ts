// @vitest-environment jsdom
// What the device knows of its pushes at once, and the cookie that carries it to the pages the server draws.
import { pagePushCookie } from '@callout/contracts/page-rendering';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../testing';
import {
  formatPushDeviceCookie,
  knownPushDeviceHere,
  notNowKey,
  parsePushDeviceCookie,
  pushDeviceStateAtOnce,
  readPushDeviceState,
  rememberPushDevice,
} from './device-state';
import { fakePushBrowser, fakeSubscription, removeFakePushBrowser } from './fake-push-browser';
import { forgetPushOnThisDevice } from './push-device';
import { rememberNotNow } from './push-offer';

afterEach(() => {
  removeFakePushBrowser();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const cookieNow = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${pagePushCookie}=`))
    ?.slice(pagePushCookie.length + 1);

describe('the push device cookie', () => {
  it('reads back what it wrote, and nothing else', () => {
    expect(parsePushDeviceCookie(formatPushDeviceCookie({ state: 'on', notNowAt: null }))).toEqual({
      state: 'on',
      notNowAt: null,
    });
    expect(parsePushDeviceCookie('off.1764000000000')).toEqual({ state: 'off', notNowAt: 1764000000000 });
    for (const junk of [
      undefined,
      '',
      'checking.0',
      'on',
      'on.x',
      'constructor.0',
      'off.0.0',
      `on.${'9'.repeat(16)}`,
    ]) {
      expect(parsePushDeviceCookie(junk)).toBeNull();
    }
  });

  it("keeps the worker's answer, so the next page the server draws shows it", async () => {
    const browser = fakePushBrowser({ permission: 'granted' });
    browser.subscription = fakeSubscription();
    expect(await readPushDeviceState()).toBe('on');
    expect(cookieNow()).toBe('on.0');
    browser.subscription = null;
    expect(await readPushDeviceState()).toBe('off');
    expect(cookieNow()).toBe('off.0');
  });

  it('keeps "Not now" with it, and the state it had', async () => {
    fakePushBrowser({ permission: 'default' });
    await readPushDeviceState();
    rememberNotNow(1764000000000);
    expect(localStorage.getItem(notNowKey)).toBe('1764000000000');
    expect(knownPushDeviceHere()).toEqual({ state: 'off', notNowAt: 1764000000000 });
  });

  it('is off once signing out has dropped the subscription', async () => {
    const browser = fakePushBrowser({ permission: 'granted' });
    browser.subscription = fakeSubscription();
    localStorage.setItem('serve', 'token-1');
    fakeApi({ 'POST /api/push/unsubscribe': () => ok() });
    await readPushDeviceState();
    await forgetPushOnThisDevice();
    expect(cookieNow()).toBe('off.0');
  });
});

describe('the state drawn at once', () => {
  it('is what the browser tells, whatever the cookie says', () => {
    fakePushBrowser({ permission: 'denied' });
    rememberPushDevice('on');
    expect(pushDeviceStateAtOnce()).toBe('denied');
  });

  it("is the device's last known answer where only the worker knows, else held", () => {
    fakePushBrowser({ permission: 'granted' });
    expect(pushDeviceStateAtOnce()).toBe('checking');
    rememberPushDevice('on');
    expect(pushDeviceStateAtOnce()).toBe('on');
  });
});
