import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, safeNext } from './after-login';

describe('where login leads', () => {
  it('goes back to where the guard stopped the visitor', () => {
    expect(destinationAfterLogin('user', '/orders?search=x')).toBe('/orders?search=x');
  });

  it('otherwise to the dashboard of the account type', () => {
    expect(destinationAfterLogin('user', null)).toBe('/dashboard');
    expect(destinationAfterLogin('provider', null)).toBe('/provider');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    ' /orders',
    'orders',
    '',
  ])('never leaves the site for %j', (next) => {
    expect(safeNext(next, 'https://callout.test')).toBeNull();
    expect(destinationAfterLogin('provider', next)).toBe('/provider');
  });

  it('keeps a path of this site as the URL parser reads it', () => {
    const origin = 'https://callout.test';
    expect(safeNext('/orders?search=a b#top', origin)).toBe('/orders?search=a%20b#top');
    expect(safeNext('/%2F%2Fevil.example', origin)).toBe('/%2F%2Fevil.example');
    expect(safeNext('/%09/evil.example', origin)).toBe('/%09/evil.example');
    expect(safeNext('/a/../ops', origin)).toBe('/ops');
  });
});
