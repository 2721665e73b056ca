// @vitest-environment jsdom
import { pageSessionCookie } from '@callout/contracts/page-rendering';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAllStorage, clearSessionToken, storeSession, syncPageSessionCookie } from './session-storage';

const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${pageSessionCookie}=`))
    ?.slice(pageSessionCookie.length + 1) ?? null;

afterEach(() => {
  localStorage.clear();
  syncPageSessionCookie();
});

describe('the page-rendering session cookie', () => {
  it('follows the stored session: set at sign-in, changed with the token, gone at expiry and logout', () => {
    storeSession('a'.repeat(43), 'user');
    expect(cookieValue()).toBe('a'.repeat(43));
    storeSession('b'.repeat(43), 'provider');
    expect(cookieValue()).toBe('b'.repeat(43));
    clearSessionToken();
    expect(cookieValue()).toBeNull();
    storeSession('c'.repeat(43), 'user');
    clearAllStorage();
    expect(cookieValue()).toBeNull();
  });

  it('is written for a session stored before the cookie existed, and dropped when storage has none', () => {
    localStorage.setItem('serve', 'd'.repeat(43));
    expect(cookieValue()).toBeNull();
    syncPageSessionCookie();
    expect(cookieValue()).toBe('d'.repeat(43));
    localStorage.clear();
    syncPageSessionCookie();
    expect(cookieValue()).toBeNull();
  });
});
