// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { accountKeyFor, accountKeyOfToken } from './account-key';
import { clearSessionToken, readSession, storeSession } from './session-storage';

afterEach(() => localStorage.clear());

describe('the account a stored session belongs to', () => {
  it('is the same for every sign-in of one account, and differs between accounts and roles', () => {
    const alice = accountKeyFor('user', 'alice@example.com');
    expect(accountKeyFor('user', ' Alice@Example.com ')).toBe(alice);
    expect(accountKeyFor('user', 'bob@example.com')).not.toBe(alice);
    expect(accountKeyFor('provider', 'alice@example.com')).not.toBe(alice);
    expect(alice).not.toContain('alice');

    storeSession('token-1', 'user', alice);
    expect(readSession()).toEqual({ token: 'token-1', accountType: 'user', account: alice });
    storeSession('token-2', 'user', alice);
    expect(readSession()?.account).toBe(alice);
  });

  it('is the session itself when stored without one, and goes with the token when it expires', () => {
    storeSession('token-1', 'user', accountKeyFor('user', 'alice@example.com'));
    storeSession('token-3', 'user');
    expect(readSession()?.account).toBe(accountKeyOfToken('token-3'));
    expect(accountKeyOfToken('token-4')).not.toBe(accountKeyOfToken('token-3'));

    storeSession('token-5', 'user', accountKeyFor('user', 'alice@example.com'));
    clearSessionToken();
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('account')).toBeNull();
  });
});
