// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPageCookie, writePageCookie } from './page-cookies';

afterEach(() => {
  writePageCookie('callout-page-test', null);
  vi.restoreAllMocks();
});

describe('the page-rendering cookies', () => {
  it('reads back what was written, and nothing once dropped', () => {
    expect(readPageCookie('callout-page-test')).toBeUndefined();
    writePageCookie('callout-page-test', 'on.0', 3600);
    expect(readPageCookie('callout-page-test')).toBe('on.0');
    // A cookie whose name starts the same is another cookie.
    writePageCookie('callout-page-testing', 'x');
    expect(readPageCookie('callout-page-test')).toBe('on.0');
    writePageCookie('callout-page-testing', null);
    writePageCookie('callout-page-test', null);
    expect(readPageCookie('callout-page-test')).toBeUndefined();
  });

  it('writes only a change, with the attributes the server relies on', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor?.set?.call(document, value);
    });
    writePageCookie('callout-page-test', 'a', 60);
    writePageCookie('callout-page-test', 'a', 60);
    writePageCookie('callout-page-test', null);
    writePageCookie('callout-page-test', null);
    expect(written).toEqual([
      'callout-page-test=a; Path=/; SameSite=Strict; Max-Age=60',
      'callout-page-test=; Path=/; SameSite=Strict; Max-Age=0',
    ]);
  });
});
