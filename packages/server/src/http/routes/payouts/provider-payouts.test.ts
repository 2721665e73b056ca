// Payout onboarding through the profile's StripeLink: the sandbox's own onboarding page without Stripe keys,
// Stripe Connect (against a local stand-in) with them; and the provider's instant or weekly choice.
import { providerProfileResponseSchema } from '@callout/contracts/accounts';
import { backends } from '@callout/server-testing/backends';
import { orderWorld, payoutsOf } from '@callout/server-testing/fixtures/order-lifecycle';
import { makeProvider } from '@callout/server-testing/fixtures/orders';
import { type Client, client, signUp } from '@callout/server-testing/harness';
import { type ConnectStandIn, startConnectStandIn } from '@callout/server-testing/stripe-connect-stand-in';
import { suiteServer } from '@callout/server-testing/suite-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expressLoginUrl } from '../../../domain/payouts/stripe-connect';
import { providerMessages } from '../../../domain/provider/messages';

describe.each(backends)('provider payouts on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let standIn: ConnectStandIn;
  let stripe: Client;
  beforeAll(async () => {
    standIn = await startConnectStandIn();
    stripe = client(
      await server.variant({
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
        STRIPE_API_URL: standIn.url,
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await standIn?.close();
  });

  const payoutFields = async (api: Client, token: string) => {
    const reply = await api.get('/provider/profile', token);
    expect(reply.status).toBe(200);
    const { isStripeConfigured, isStripeReady, StripeLink } =
      providerProfileResponseSchema.parse(reply.body).data ?? {};
    return { isStripeConfigured, isStripeReady, StripeLink };
  };

  it('onboards in the sandbox once KYC is verified', async () => {
    const unverified = await signUp(c, 'provider');
    expect(await payoutFields(c, unverified.token)).toEqual({
      isStripeConfigured: false,
      isStripeReady: false,
      StripeLink: null,
    });

    const provider = await makeProvider(server.db, c);
    const before = await payoutFields(c, provider.token);
    expect(before).toEqual({
      isStripeConfigured: true,
      isStripeReady: false,
      StripeLink: expect.stringMatching(/^\/api\/payouts\/sandbox-onboarding\?key=[\w-]+$/),
    });
    expect((await payoutFields(c, provider.token)).StripeLink).toBe(before.StripeLink);

    const link = before.StripeLink ?? '';
    const key = new URL(link, 'http://x').searchParams.get('key') ?? '';
    const page = await server.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Complete onboarding');
    expect(
      (await server.app.inject({ url: '/api/payouts/sandbox-onboarding?key=not-a-real-key' })).statusCode,
    ).toBe(404);

    const submit = (form: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/payouts/sandbox-onboarding',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
    const wrong = await submit({ key, holder: 'Pat Tester', sortCode: '12-34', accountNumber: '00012345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('The sort code has 6 digits.');
    expect(
      (await submit({ key: 'x'.repeat(20), holder: 'P', sortCode: '108800', accountNumber: '00012345' }))
        .statusCode,
    ).toBe(404);
    const done = await submit({ key, holder: 'Pat Tester', sortCode: '10-88-00', accountNumber: '00012345' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/provider/profile');
    expect(await payoutFields(c, provider.token)).toEqual({ ...before, isStripeReady: true });
    expect((await server.app.inject({ url: link })).body).toContain('Your payout account is ready.');
  });

  it('stores the instant or weekly choice and pays by it', async () => {
    const world = await orderWorld(server.db, c);
    const token = world.provider.token;
    expect((await c.get('/provider/payoutschedule', token)).body).toMatchObject({
      data: { Schedule: 'WEEKLY' },
    });
    expect((await c.post('/provider/payoutschedule', { value: 'monthly' }, token)).body).toEqual({
      success: false,
      message: providerMessages.payoutScheduleValue,
      field: 'value',
    });
    expect((await c.post('/provider/payoutschedule', {}, token)).status).toBe(400);
    expect((await c.post('/provider/payoutschedule', { value: 'instant' }, token)).body).toMatchObject({
      success: true,
      message: providerMessages.payoutScheduleSaved('INSTANT'),
      data: { Schedule: 'INSTANT' },
    });
    expect((await c.get('/provider/payoutschedule', token)).body).toMatchObject({
      data: { Schedule: 'INSTANT' },
    });
    expect((await c.get('/provider/payoutschedule', world.customer.token)).status).toBe(401);

    const orderId = await world.book();
    await world.pay(orderId);
    await world.act('startorder', orderId);
    await world.act('endorder', orderId);
    expect(await payoutsOf(server.db, orderId)).toEqual([
      { amount_minor: 8000, schedule: 'INSTANT', status: 'paid' },
    ]);
  });

  it('onboards through Stripe Connect when Stripe keys are set', async () => {
    const provider = await makeProvider(server.db, stripe);
    const before = await payoutFields(stripe, provider.token);
    expect(before).toEqual({
      isStripeConfigured: true,
      isStripeReady: false,
      StripeLink: expect.stringMatching(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_standin_\d+\//),
    });
    const [account] = [...standIn.accounts.values()].filter((a) => a.metadata.provider_id === provider.id);
    expect(account).toMatchObject({ type: 'express', email: provider.email });
    const linkRequest = standIn.requests.findLast((r) => r.path === '/v1/account_links');
    expect(linkRequest?.form.get('return_url')).toMatch(/^http:\/\/[^/]+\/provider\/profile$/);
    expect(linkRequest?.form.get('refresh_url')).toBe(linkRequest?.form.get('return_url'));

    // A sandbox account opened before the keys were set is replaced by a Stripe one.
    const switched = await makeProvider(server.db, c);
    await payoutFields(c, switched.token);
    expect((await payoutFields(stripe, switched.token)).StripeLink).toMatch(
      /^https:\/\/connect\.stripe\.test\//,
    );
    const [row] = await server.db.query<{ gateway: string }>(
      'SELECT gateway FROM payout_accounts WHERE provider_id = $1',
      [switched.id],
    );
    expect(row?.gateway).toBe('stripe');

    // Stripe being down leaves the dashboard working, without a link this time.
    standIn.fail(true);
    try {
      expect(await payoutFields(stripe, provider.token)).toEqual({ ...before, StripeLink: null });
    } finally {
      standIn.fail(false);
    }

    standIn.completeOnboarding(account?.id ?? '');
    expect(await payoutFields(stripe, provider.token)).toEqual({
      isStripeConfigured: true,
      isStripeReady: true,
      StripeLink: expressLoginUrl,
    });
    // Once ready, the profile no longer calls Stripe.
    const calls = standIn.requests.length;
    await payoutFields(stripe, provider.token);
    expect(standIn.requests.length).toBe(calls);
    expect((await stripe.get('/payouts/sandbox-onboarding?key=whatever-key-value')).status).toBe(404);
  }, 30_000);
});
