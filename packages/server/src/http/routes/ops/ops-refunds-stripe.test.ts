// Operators' refunds against the Stripe stand-in over real HTTP: the refund at
// /v1/refunds under the key callout-refund-<id>, the provider's share reversed at
// /v1/transfers/<id>/reversals under the payout's reversal key, a retried request sending nothing more,
// and the order still adding up at the gateway.
import { backends } from '@callout/server-testing/backends';
import { orderWorld, payoutLedgerOf } from '@callout/server-testing/fixtures/order-lifecycle';
import { query } from '@callout/server-testing/fixtures/orders';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { client, mailbox } from '@callout/server-testing/harness';
import { type StripeStandIn, startStripeStandIn } from '@callout/server-testing/stripe-stand-in';
import { suiteServer } from '@callout/server-testing/suite-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../../domain/payments/gateway';
import { reconcilePayments } from '../../../domain/payments/reconcile';
import { createStripeGateway } from '../../../domain/payments/stripe-gateway';
import { sweepPayouts } from '../../../domain/payouts/payout-sweep';
import { opsMessages } from '../../../domain/provider/messages';
import { createMailer } from '../../../infra/mail/mailer';

describe.each(backends)('operator refunds through Stripe on $name', (backend) => {
  let standIn: StripeStandIn;
  const env: Record<string, string> = {
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    PLATFORM_FEE_PERCENT: '10',
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
      feeBasisPoints: 1000,
    });
  });
  const posts = (path: string) => standIn.requests.filter((r) => r.method === 'POST' && r.path === path);

  it('answers 202 when Stripe’s answer is lost, and the sweeper finishes the refund and mails the customer once', async () => {
    const c = client(server.app);
    const w = await orderWorld(server.db, c, { payoutAccount: false });
    const orderid = await w.book();
    const intent = await c.get(`/paymentintent${query({ orderid })}`, w.customer.token);
    standIn.confirm(
      (intent.body.data as { clientSecret: string }).clientSecret.split('_secret_')[0] ?? '',
      'hold',
    );
    await c.get(`/confirmpayment${query({ orderid })}`, w.customer.token);
    await w.act('startorder', orderid);
    await w.act('endorder', orderid);
    const operator = await signInOperator(server, c);
    standIn.loseAnswers(3); // the refund is made at Stripe; every answer (with the SDK's retries) is lost
    const noted = await server.app.inject({
      method: 'POST',
      url: `/api/ops/orders/${orderid}/refund`,
      headers: {
        authorization: `Bearer ${operator.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'amount=8&reason=Lost+in+the+post',
    });
    expect(noted.statusCode).toBe(202);
    const { data, message } = noted.json() as { message: string; data: { RefundID: string; Status: string } };
    expect(data.Status).toBe('PENDING');
    expect(message).toBe(opsMessages.refundPending('£8.00', orderid));
    const refundMails = async () =>
      (await mailbox(server.app)).filter((m) => m.to === w.customer.email && m.subject.includes('refunded'));
    expect(await refundMails()).toEqual([]);

    const mailer = createMailer(server.env, server.db, { log: server.app.log });
    await server.db.query(`UPDATE payment_refunds SET created_at = now() - interval '10 minutes'`);
    const refundsAtStripe = posts('/v1/refunds').length;
    for (let round = 0; round < 2; round += 1)
      await sweepPayouts(server.db, server.siteLinks, gateway, { graceSeconds: 0, mailer });
    // Found at Stripe by its key, so not asked for again; counted and mailed once.
    expect(posts('/v1/refunds').length).toBe(refundsAtStripe);
    expect((await refundMails()).map((m) => m.subject)).toEqual([
      `Callout: £8.00 refunded for order ${orderid}`,
    ]);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({ refunded_minor: 800 });
    expect(await reconcilePayments(server.db, gateway, { orderId: orderid })).toEqual({
      checked: 1,
      differing: [],
    });
  });

  it('refunds at Stripe and reverses the provider’s share of the transfer, each under its key, once', async () => {
    const c = client(server.app);
    const w = await orderWorld(server.db, c, { payoutAccount: false });
    await c.post('/provider/payoutschedule', { value: 'INSTANT' }, w.provider.token);
    await c.get('/provider/profile', w.provider.token); // opens the Express account
    const account = [...standIn.accounts.values()].find((a) => a.metadata.provider_id === w.provider.id);
    standIn.completeOnboarding(account?.id ?? '');
    await c.get('/provider/profile', w.provider.token);
    const orderid = await w.book();
    const intent = await c.get(`/paymentintent${query({ orderid })}`, w.customer.token);
    const secret = (intent.body.data as { clientSecret: string }).clientSecret;
    standIn.confirm(secret.split('_secret_')[0] ?? '', 'hold');
    await c.get(`/confirmpayment${query({ orderid })}`, w.customer.token);
    await w.act('startorder', orderid);
    await w.act('endorder', orderid);
    // £80 less 10%: £72 transferred.
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      status: 'paid',
      transferred_minor: 7200,
    });

    const operator = await signInOperator(server, c);
    const send = () =>
      server.app.inject({
        method: 'POST',
        url: `/api/ops/orders/${orderid}/refund`,
        headers: {
          authorization: `Bearer ${operator.token}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': 'stripe-refund-1',
        },
        payload: 'amount=20.00&reason=Scratched+the+sink',
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    const refundId = (first.json() as { data: { RefundID: string } }).data.RefundID;
    const refunds = posts('/v1/refunds');
    expect(refunds.at(-1)?.headers['idempotency-key']).toBe(`callout-refund-${refundId}`);
    expect(refunds.at(-1)?.form.get('amount')).toBe('2000');
    const payout = await payoutLedgerOf(server.db, orderid);
    const reversals = posts(`/v1/transfers/${payout?.transfer_id}/reversals`);
    // A quarter of £80 back: a quarter of the provider's £72.
    expect(reversals.map((r) => [r.form.get('amount'), r.headers['idempotency-key']])).toEqual([
      ['1800', `callout-payout-${payout?.id}-reversal-1`],
    ]);
    expect(payout).toMatchObject({ amount_minor: 5400, transferred_minor: 5400, reversed_minor: 1800 });

    // The retry: answered as the first, and Stripe is asked nothing more.
    const before = standIn.requests.length;
    const retry = await send();
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((retry.json() as { data: { RefundID: string } }).data.RefundID).toBe(refundId);
    expect(posts('/v1/refunds').length).toBe(refunds.length);
    expect(posts(`/v1/transfers/${payout?.transfer_id}/reversals`)).toHaveLength(1);
    expect(standIn.requests.slice(before).filter((r) => r.method === 'POST')).toEqual([]);
    expect(await reconcilePayments(server.db, gateway, { orderId: orderid })).toEqual({
      checked: 1,
      differing: [],
    });
  });
});
