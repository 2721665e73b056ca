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

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'orders', ''])(
    'never leaves the site for %j',
    (next) => {
      expect(safeNext(next)).toBeNull();
    },
  );
});
