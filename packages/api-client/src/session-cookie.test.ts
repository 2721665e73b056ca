// @vitest-environment jsdom
import { pageDraftCookie, pageSessionCookie } from '@callout/contracts/page-rendering';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAllStorage, clearSessionToken, storeSession, syncPageSessionCookie } from './session-storage';

const cookieValue = (name = pageSessionCookie) =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? null;

/** What the booking module writes beside the session (mf-booking/src/data/draft-cookie.ts). */
const writeDraftCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test writes the cookie as the booking module does
  document.cookie = `${pageDraftCookie}=%7B%7D; Path=/; SameSite=Strict`;
};

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

  it("drops the booking draft's cookie with the session it was written under, and keeps it for the same", () => {
    storeSession('a'.repeat(43), 'user');
    writeDraftCookie();
    storeSession('a'.repeat(43), 'user');
    expect(cookieValue(pageDraftCookie)).toBe('%7B%7D');
    storeSession('b'.repeat(43), 'user');
    expect(cookieValue(pageDraftCookie)).toBeNull();
    writeDraftCookie();
    clearSessionToken();
    expect(cookieValue(pageDraftCookie)).toBeNull();
    storeSession('c'.repeat(43), 'user');
    writeDraftCookie();
    clearAllStorage();
    expect(cookieValue(pageDraftCookie)).toBeNull();
  });
});
