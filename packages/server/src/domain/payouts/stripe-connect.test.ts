// The Stripe Connect payout rail against a local HTTP stand-in for Stripe's API: one Express account per
// provider (idempotent), readiness from the account's capabilities, single-use onboarding links back to
// /provider/profile, and outages reported as gateway errors.

import { type ConnectStandIn, startConnectStandIn } from '@callout/server-testing/stripe-connect-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../payments/gateway';
import type { PayoutRail } from './payout-rail';
import { createStripeConnectRail, expressLoginUrl } from './stripe-connect';

describe('Stripe Connect payout rail', () => {
  let standIn: ConnectStandIn;
  let rail: PayoutRail;
  beforeAll(async () => {
    standIn = await startConnectStandIn();
    rail = createStripeConnectRail({ secretKey: 'sk_test_standin', apiUrl: standIn.url });
  });
  afterAll(() => standIn?.close());

  it('opens one Express account per provider', async () => {
    const owner = { id: 'PRV-RAIL1', email: 'rail@example.org' };
    const first = await rail.createAccount(owner);
    expect(first).toEqual({ ref: expect.stringMatching(/^acct_/), onboardingKey: null });
    const request = standIn.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/accounts' });
    expect(request?.headers.authorization).toBe('Bearer sk_test_standin');
    expect(request?.headers['idempotency-key']).toBe('callout-payout-account-PRV-RAIL1');
    expect(request?.form.get('type')).toBe('express');
    expect(request?.form.get('country')).toBe('GB');
    expect(request?.form.get('capabilities[transfers][requested]')).toBe('true');
    expect(request?.form.get('metadata[provider_id]')).toBe('PRV-RAIL1');
    // The same provider again (two profile loads at once) is the same account.
    expect((await rail.createAccount(owner)).ref).toBe(first.ref);
  });

  it('links to onboarding until the account is ready, then to the Express dashboard', async () => {
    const { ref } = await rail.createAccount({ id: 'PRV-RAIL2', email: null });
    expect(await rail.isReady(ref)).toBe(false);
    const link = await rail.link({ ref, ready: false, onboardingKey: null }, 'https://callout.test');
    expect(link).toMatch(/^https:\/\/connect\.stripe\.test\/setup\//);
    const request = standIn.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/account_links' });
    expect(Object.fromEntries(request?.form ?? [])).toMatchObject({
      account: ref,
      type: 'account_onboarding',
      refresh_url: 'https://callout.test/provider/profile',
      return_url: 'https://callout.test/provider/profile',
    });
    // Links are single-use: each call makes a new one.
    expect(await rail.link({ ref, ready: false, onboardingKey: null }, 'https://callout.test')).not.toBe(
      link,
    );

    standIn.completeOnboarding(ref);
    expect(await rail.isReady(ref)).toBe(true);
    expect(await rail.link({ ref, ready: true, onboardingKey: null }, 'https://callout.test')).toBe(
      expressLoginUrl,
    );
  });

  it('reports refusals and outages as gateway errors', async () => {
    const missing = await rail.isReady('acct_nobody').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(GatewayError);
    expect(missing).toMatchObject({ unreachable: false });
    standIn.fail(true);
    try {
      const down = await rail.isReady('acct_standin_1').catch((error: unknown) => error);
      expect(down).toMatchObject({ unreachable: true });
    } finally {
      standIn.fail(false);
    }
  }, 20_000);
});
