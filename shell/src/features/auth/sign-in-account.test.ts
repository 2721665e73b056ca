import { accountKeyFor } from '@callout/api-client/account-key';
import { readSession, storeSession } from '@callout/api-client/session-storage';
import { describe, expect, it, vi } from 'vitest';
import '../../test/test-utils';
import { signInAccount } from './sign-in-account';

const claimDevice = vi.fn(async () => {});
vi.mock('@callout/offline/claim-device', () => ({ claimDevice }));

describe('signInAccount', () => {
  it("stores the session with its account and keeps only that account's device data", async () => {
    expect(await signInAccount('token-1', 'user', 'Alice@example.com')).toBe(false);
    const alice = accountKeyFor('user', 'alice@example.com');
    expect(readSession()).toEqual({ token: 'token-1', accountType: 'user', account: alice });
    expect(claimDevice).toHaveBeenCalledWith({ account: alice, token: 'token-1' });
  });

  it("asks for a fresh page load when this page has held another account's session", async () => {
    storeSession('token-a', 'user', accountKeyFor('user', 'alice@example.com'));
    expect(await signInAccount('token-a2', 'user', 'alice@example.com')).toBe(false);
    expect(await signInAccount('token-b', 'user', 'bob@example.com')).toBe(true);
  });
});
