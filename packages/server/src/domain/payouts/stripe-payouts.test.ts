// Providers' money in Stripe mode, against the Stripe stand-in over real HTTP: separate charges and
// transfers (each Connect call with its idempotency key, transfer_group and source_transaction), the fee
// split, refunds reversing the provider's share, a transfer whose answer was lost finished without paying
// twice, and the signed webhooks transfer.reversed, payout.failed and account.updated.
import { notificationsResponseSchema } from '@callout/contracts/provider-jobs';
import { backends } from '@callout/server-testing/backends';
import { orderWorld, payoutLedgerOf } from '@callout/server-testing/fixtures/order-lifecycle';
import { query } from '@callout/server-testing/fixtures/orders';
import { type Client, client } from '@callout/server-testing/harness';
import {
  type StripeStandIn,
  startStripeStandIn,
  stripeSignature,
} from '@callout/server-testing/stripe-stand-in';
import { suiteServer } from '@callout/server-testing/suite-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../payments/gateway';
import { reconcilePayments } from '../payments/reconcile';
import { refundPayment } from '../payments/refunds';
import { createStripeGateway } from '../payments/stripe-gateway';
import { sweepPayouts } from './payout-sweep';
import { payOutOrder, settlePayout } from './payout-transfers';

const platformSecret = 'whsec_platform_standin';
const connectSecret = 'whsec_connect_standin';

describe.each(backends)('payouts through Stripe on $name', (backend) => {
  let standIn: StripeStandIn;
  const env: Record<string, string> = {
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_WEBHOOK_SECRET: platformSecret,
    STRIPE_CONNECT_WEBHOOK_SECRET: connectSecret,
    PLATFORM_FEE_PERCENT: '12.5',
  };
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    env.STRIPE_API_URL = standIn.url;
  });
  afterAll(() => standIn?.close());
  const { server } = suiteServer(backend, { env });
  let gateway: PaymentGateway;
  beforeAll(() => {
    gateway = createStripeGateway({
      secretKey: 'sk_test_standin',
      publishableKey: 'pk_test_standin',
      apiUrl: standIn.url,
      feeBasisPoints: 1250,
    });
  });

  const posts = (path: string) => standIn.requests.filter((r) => r.method === 'POST' && r.path === path);
  const webhook = (payload: string, secret = platformSecret) =>
    server.app.inject({
      method: 'POST',
      url: '/api/payments/stripe-webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, secret) },
      payload,
    });
  const bell = async (c: Client, token: string) =>
    (
      notificationsResponseSchema.parse((await c.get('/provider/getnotifications', token)).body).data ?? []
    ).map((n) => n.Notification);

  /** A provider with a Connect account (onboarded unless told otherwise) and a PER JOB order at £80, ended. */
  const settled = async (schedule: 'INSTANT' | 'WEEKLY', onboarded = true) => {
    const c = client(server.app);
    const w = await orderWorld(server.db, c, { payoutAccount: false });
    await c.post('/provider/payoutschedule', { value: schedule }, w.provider.token);
    await c.get('/provider/profile', w.provider.token); // opens the Express account
    const account = [...standIn.accounts.values()].find((a) => a.metadata.provider_id === w.provider.id);
    if (!account) throw new Error('no Connect account opened');
    if (onboarded) {
      standIn.completeOnboarding(account.id);
      await c.get('/provider/profile', w.provider.token); // sees it ready
    }
    const orderid = await w.book();
    const intent = await c.get(`/paymentintent${query({ orderid })}`, w.customer.token);
    const secret = (intent.body.data as { clientSecret: string }).clientSecret;
    standIn.confirm(secret.split('_secret_')[0] ?? '', 'hold'); // Stripe.js in the browser
    expect((await c.get(`/confirmpayment${query({ orderid })}`, w.customer.token)).status).toBe(200);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    expect((await w.act('endorder', orderid)).status).toBe(200);
    return { w, c, orderid, account: account.id };
  };
  const transfersOf = (orderid: string) =>
    [...standIn.transfers.values()].filter((t) => t.transfer_group === orderid);

  it('transfers an INSTANT payout from the order’s charge, less the fee, with the payout’s key', async () => {
    const { w, c, orderid, account } = await settled('INSTANT');
    const payout = await payoutLedgerOf(server.db, orderid);
    expect(payout).toMatchObject({ gross_minor: 8000, fee_minor: 1000, amount_minor: 7000, status: 'paid' });
    const [request] = posts('/v1/transfers').filter((r) => r.form.get('transfer_group') === orderid);
    const intent = [...standIn.intents.values()].find((i) => i.amount === 8000 && i.latest_charge);
    expect(request?.headers['idempotency-key']).toBe(`callout-payout-${payout?.id}-transfer-1`);
    expect(request?.headers.authorization).toBe('Bearer sk_test_standin');
    expect(Object.fromEntries(request?.form ?? [])).toMatchObject({
      amount: '7000',
      currency: 'gbp',
      destination: account,
      transfer_group: orderid,
      'metadata[payout_id]': String(payout?.id),
    });
    expect(request?.form.get('source_transaction')).toMatch(/^ch_standin_/);
    expect(standIn.charges.get(request?.form.get('source_transaction') ?? '')?.payment_intent).toBeDefined();
    expect(intent).toBeDefined();
    expect(transfersOf(orderid)).toHaveLength(1);
    expect(await bell(c, w.provider.token)).toContain(`Payout of £70.00 sent for Leak repair (${orderid}).`);
    expect(await reconcilePayments(server.db, gateway, { orderId: orderid })).toEqual({
      checked: 1,
      differing: [],
    });
  });

  it('refunds through Stripe and reverses the provider’s share of the transfer', async () => {
    const { orderid } = await settled('INSTANT');
    const done = await refundPayment(server.db, server.siteLinks, gateway, orderid, {
      amountMinor: 4000,
      reason: 'Half the job',
    });
    expect(done.kind).toBe('done');
    const refund = posts('/v1/refunds').at(-1);
    expect(refund?.headers['idempotency-key']).toBe(
      `callout-refund-${done.kind === 'done' ? done.refundId : ''}`,
    );
    expect(refund?.form.get('amount')).toBe('4000');
    const payout = await payoutLedgerOf(server.db, orderid);
    const reversal = standIn.requests.findLast(
      (r) => r.path === `/v1/transfers/${payout?.transfer_id}/reversals`,
    );
    expect(reversal?.form.get('amount')).toBe('3500');
    expect(reversal?.headers['idempotency-key']).toBe(`callout-payout-${payout?.id}-reversal-1`);
    expect(payout).toMatchObject({
      amount_minor: 3500,
      fee_minor: 500,
      transferred_minor: 3500,
      refunded_minor: 4000,
    });
    expect(transfersOf(orderid)).toMatchObject([{ amount: 7000, amount_reversed: 3500 }]);
    expect(await reconcilePayments(server.db, gateway, { orderId: orderid })).toEqual({
      checked: 1,
      differing: [],
    });
  });

  it('finishes a transfer whose answers were lost from the gateway’s record, never paying twice', async () => {
    const { orderid } = await settled('WEEKLY');
    const payoutId = (await payoutLedgerOf(server.db, orderid))?.id ?? 0;
    standIn.loseAnswers(3); // the transfer is made, and every answer (with the SDK's two retries) is lost
    expect(await settlePayout(server.db, server.siteLinks, gateway, payoutId, { weekly: true })).toBe(
      'deferred',
    );
    expect(transfersOf(orderid)).toHaveLength(1);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      status: 'pending',
      transferred_minor: 0,
    });
    expect(
      (await reconcilePayments(server.db, gateway, { orderId: orderid })).differing[0]?.problems,
    ).toContain(`a gateway call is in flight (callout-payout-${payoutId}-transfer-1)`);
    // The sweeper finishes it: the order's transfers at Stripe already hold it, so none is made again.
    const before = posts('/v1/transfers').length;
    expect((await sweepPayouts(server.db, server.siteLinks, gateway, { graceSeconds: 0 })).moved).toContain(
      payoutId,
    );
    expect(posts('/v1/transfers').length).toBe(before);
    expect(standIn.requests.at(-1)?.query.get('transfer_group')).toBe(orderid);
    expect(transfersOf(orderid)).toHaveLength(1);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      status: 'paid',
      transferred_minor: 7000,
    });
  });

  it('counts a reversal made at Stripe before a transfer whose answer was lost is recorded', async () => {
    const { orderid } = await settled('WEEKLY');
    const payoutId = (await payoutLedgerOf(server.db, orderid))?.id ?? 0;
    standIn.loseAnswers(3);
    expect(await settlePayout(server.db, server.siteLinks, gateway, payoutId, { weekly: true })).toBe(
      'deferred',
    );
    const transfer = standIn.reverseOutside(transfersOf(orderid)[0]?.id ?? '', 1000);
    // Its webhook comes while we do not know the transfer yet: nothing to apply it to.
    expect((await webhook(standIn.event('transfer.reversed', transfer))).statusCode).toBe(200);
    await server.db.query(
      `UPDATE payouts SET transfer_started_at = now() - interval '10 minutes' WHERE id = $1`,
      [payoutId],
    );
    expect((await sweepPayouts(server.db, server.siteLinks, gateway, { graceSeconds: 0 })).moved).toContain(
      payoutId,
    );
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      status: 'reversed',
      transferred_minor: 6000,
      reversed_minor: 1000,
    });
    expect(await reconcilePayments(server.db, gateway, { orderId: orderid })).toEqual({
      checked: 1,
      differing: [],
    });
  });

  it('applies transfer.reversed once, from a signed event only', async () => {
    const { w, c, orderid } = await settled('INSTANT');
    const payout = await payoutLedgerOf(server.db, orderid);
    const transfer = standIn.reverseOutside(payout?.transfer_id ?? '', 3000);
    const event = standIn.event('transfer.reversed', transfer);
    expect((await webhook(event, 'whsec_forged')).statusCode).toBe(400);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({ transferred_minor: 7000 });
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await webhook(event)).statusCode).toBe(200); // replayed
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      status: 'reversed',
      transferred_minor: 4000,
      reversed_minor: 3000,
      amount_minor: 7000,
    });
    const told = (await bell(c, w.provider.token)).filter((n) => n.includes('was taken back'));
    expect(told).toEqual([`£30.00 of your payout for Leak repair (${orderid}) was taken back.`]);
    // Held for an operator, never sent again by itself; the order still adds up.
    expect(await sweepPayouts(server.db, server.siteLinks, gateway, { graceSeconds: 0 })).toMatchObject({
      moved: [],
    });
    expect(await reconcilePayments(server.db, gateway, { orderId: orderid })).toEqual({
      checked: 1,
      differing: [],
    });
  });

  it('marks the payouts a failed bank payout carried, and clears them when the account is fixed', async () => {
    const { w, c, orderid, account } = await settled('INSTANT');
    const bankPayout = standIn.failPayout(standIn.payOut(account).id, 'The bank account is closed.');
    // A connected account's event: signed by the Connect endpoint's secret, naming the account.
    const event = standIn.event('payout.failed', bankPayout, account);
    expect((await webhook(event, connectSecret)).statusCode).toBe(200);
    expect((await webhook(event, connectSecret)).statusCode).toBe(200);
    const lookup = standIn.requests.findLast((r) => r.path === '/v1/balance_transactions');
    expect(lookup?.headers['stripe-account']).toBe(account);
    expect(lookup?.query.get('payout')).toBe(bankPayout.id);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      status: 'failed',
      failure_reason: 'The bank account is closed.',
      transferred_minor: 7000,
    });
    const told = (await bell(c, w.provider.token)).filter((n) => n.startsWith('Your bank did not accept'));
    expect(told).toHaveLength(1);

    // Stripe stops payouts until the provider fixes the details, then tells us the account is ready again.
    standIn.restrict(account);
    expect(
      (await webhook(standIn.event('account.updated', standIn.accounts.get(account), account), connectSecret))
        .statusCode,
    ).toBe(200);
    const [paused] = await server.db.query<{ ready: boolean }>(
      'SELECT ready FROM payout_accounts WHERE account_ref = $1',
      [account],
    );
    expect(paused?.ready).toBe(false);
    standIn.completeOnboarding(account);
    expect(
      (await webhook(standIn.event('account.updated', standIn.accounts.get(account), account), connectSecret))
        .statusCode,
    ).toBe(200);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({ status: 'paid', failure_reason: null });
    expect(await bell(c, w.provider.token)).toContain(
      'Your payout account is ready: payouts for your completed jobs will be sent to it.',
    );
  });

  it('sends an INSTANT payout refused by Stripe once account.updated says the account can take it', async () => {
    const { w, c, orderid, account } = await settled('INSTANT', false);
    // Not onboarded: nothing is sent, the payout waits.
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      status: 'pending',
      transferred_minor: 0,
    });
    expect(transfersOf(orderid)).toEqual([]);
    // Our record says ready, but Stripe has switched transfers off: the transfer is refused.
    await server.db.query('UPDATE payout_accounts SET ready = true WHERE account_ref = $1', [account]);
    expect(await payOutOrder(server.db, server.siteLinks, gateway, orderid)).toBe('refused');
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({ status: 'failed' });
    expect((await bell(c, w.provider.token)).some((n) => n.includes('could not be sent'))).toBe(true);

    standIn.completeOnboarding(account);
    const event = standIn.event('account.updated', standIn.accounts.get(account), account);
    expect((await webhook(event, connectSecret)).statusCode).toBe(200);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      status: 'paid',
      transferred_minor: 7000,
    });
    expect(transfersOf(orderid)).toHaveLength(1);
    expect((await webhook(event, connectSecret)).statusCode).toBe(200); // replayed: nothing more
    expect(transfersOf(orderid)).toHaveLength(1);
  });
});
