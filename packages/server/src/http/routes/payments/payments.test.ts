import { paymentIntentResponseSchema } from '@callout/contracts/booking';
import { backends } from '@callout/server-testing/backends';
import { day, makeCustomer, productId, query } from '@callout/server-testing/fixtures/orders';
import { client } from '@callout/server-testing/harness';
import { type StripeStandIn, startStripeStandIn } from '@callout/server-testing/stripe-stand-in';
import { suiteServer } from '@callout/server-testing/suite-server';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProviders } from '../../../domain/ops/demo/demo-accounts';
import { paymentMessages } from '../../../domain/payments/messages';
import { createSandboxGateway } from '../../../domain/payments/sandbox-gateway';
import { capturePayment, releasePayment } from '../../../domain/payments/settlement';

const james = demoProviders[1]?.id ?? '';
const webhookSecret = 'whsec_standin';

describe.each(backends)('payments on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const book = async (token: string, product: string, app: FastifyInstance = server.app) => {
    const reply = await client(app).post(
      '/requestservice',
      {
        prodid: await productId(server.db, product),
        zipcode: 'SE1 7PB',
        address: '1 Waterloo Road',
        scheduled: day(2),
        provider: james,
      },
      token,
    );
    expect(reply.status, reply.body.message).toBe(201);
    return reply.body.message;
  };
  const intentFor = async (orderid: string, token: string, app: FastifyInstance = server.app) =>
    paymentIntentResponseSchema.parse(
      (await client(app).get(`/paymentintent${query({ orderid })}`, token)).body,
    );
  const pay = (clientSecret: string) =>
    c.post('/sandbox-gateway/confirm', {
      clientSecret,
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
  const paymentStatus = async (orderId: string) =>
    (
      await server.db.query<{ payment_status: string }>('SELECT payment_status FROM orders WHERE id = $1', [
        orderId,
      ])
    )[0]?.payment_status;
  const sandboxIntent = async (orderId: string) =>
    (
      await server.db.query<{ status: string; amount_captured_minor: number; amount_refunded_minor: number }>(
        'SELECT status, amount_captured_minor, amount_refunded_minor FROM sandbox_payment_intents WHERE order_id = $1',
        [orderId],
      )
    )[0];

  it('defers an hourly order to after completion, then prices, secures and captures it', async () => {
    const { token } = await makeCustomer(c);
    const orderid = await book(token, 'Tap or toilet fitting');
    expect(await intentFor(orderid, token)).toEqual({ success: true, message: 'PENDING ORDER' });
    expect(await c.get(`/confirmpayment${query({ orderid })}`, token)).toMatchObject({
      status: 409,
      body: { message: paymentMessages.payAfterCompletion },
    });
    // What ending the order will do: 1.5 hours at £45.
    await server.db.query(`UPDATE orders SET status = 'COMPLETED', amount_due = 67.5 WHERE id = $1`, [
      orderid,
    ]);
    const intent = await intentFor(orderid, token);
    expect(intent.data?.OrderTotal).toBe(67.5);
    await pay(intent.data?.clientSecret ?? '');
    expect((await c.get(`/confirmpayment${query({ orderid })}`, token)).body.message).toBe(
      paymentMessages.captured,
    );
    expect(await sandboxIntent(orderid)).toMatchObject({ status: 'succeeded', amount_captured_minor: 6750 });
    expect(await intentFor(orderid, token)).toEqual({ success: true, message: 'Payment Completed' });
  });

  it('makes one intent however many pages ask at once, and none for a cancelled order', async () => {
    const { token } = await makeCustomer(c);
    const orderid = await book(token, 'Leak repair');
    const replies = await Promise.all([1, 2, 3, 4].map(() => intentFor(orderid, token)));
    // Every page gets the intent (a refusal would name itself here), and the same one.
    expect(replies.map((r) => r.message)).toEqual(replies.map(() => replies[0]?.message));
    expect(replies.every((r) => r.data?.clientSecret)).toBe(true);
    expect(new Set(replies.map((r) => r.data?.clientSecret)).size).toBe(1);
    expect(await server.db.query('SELECT id FROM payments WHERE order_id = $1', [orderid])).toHaveLength(1);

    await server.db.query(`UPDATE orders SET status = 'CANCELLED' WHERE id = $1`, [orderid]);
    expect(await c.get(`/paymentintent${query({ orderid })}`, token)).toMatchObject({
      status: 409,
      body: { message: paymentMessages.orderCancelled },
    });
  });

  it('captures once and refunds once, however often settlement is asked', async () => {
    const gateway = createSandboxGateway(server.db);
    const { token } = await makeCustomer(c);
    const captured = await book(token, 'Leak repair');
    await pay((await intentFor(captured, token)).data?.clientSecret ?? '');
    await c.get(`/confirmpayment${query({ orderid: captured })}`, token);
    expect(
      await Promise.all([1, 2, 3].map(() => capturePayment(server.db, server.siteLinks, gateway, captured))),
    ).toEqual([true, true, true]);
    expect(await sandboxIntent(captured)).toMatchObject({ status: 'succeeded', amount_captured_minor: 8500 });
    await Promise.all([1, 2].map(() => releasePayment(server.db, gateway, captured)));
    expect(await sandboxIntent(captured)).toMatchObject({ amount_refunded_minor: 8500 });
    expect(await paymentStatus(captured)).toBe('REFUNDED');

    const held = await book(token, 'Leak repair');
    await pay((await intentFor(held, token)).data?.clientSecret ?? '');
    await c.get(`/confirmpayment${query({ orderid: held })}`, token);
    expect(await releasePayment(server.db, gateway, held)).toBe('released');
    expect(await sandboxIntent(held)).toMatchObject({ status: 'canceled', amount_captured_minor: 0 });
    expect(await paymentStatus(held)).toBe('RELEASED');
    expect(await releasePayment(server.db, gateway, held)).toBe('nothing-held');
  });

  describe('in Stripe mode', () => {
    let standIn: StripeStandIn;
    let stripeApp: FastifyInstance;
    beforeAll(async () => {
      standIn = await startStripeStandIn();
      stripeApp = await server.variant({
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: standIn.url,
      });
    });
    afterAll(() => standIn?.close());

    const webhook = (intentId: string, signature?: string) => {
      const payload = JSON.stringify({
        id: 'evt_test',
        object: 'event',
        type: 'payment_intent.amount_capturable_updated',
        data: { object: standIn.intents.get(intentId) },
      });
      return stripeApp.inject({
        method: 'POST',
        url: '/api/payments/stripe-webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature':
            signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
        },
        payload,
      });
    };

    it('pays through Stripe with manual capture; card details never reach the server', async () => {
      const { token } = await makeCustomer(client(stripeApp));
      const orderid = await book(token, 'Leak repair', stripeApp);
      const intent = await intentFor(orderid, token, stripeApp);
      expect(intent.data).toMatchObject({ publicKey: 'pk_test_standin', OrderTotal: 85 });
      const create = standIn.requests.find((r) => r.path === '/v1/payment_intents');
      expect(create?.form.get('capture_method')).toBe('manual');
      expect(create?.headers['idempotency-key']).toBe(`callout-${orderid}-intent-1`);

      const sandbox = await client(stripeApp).post('/sandbox-gateway/confirm', {
        clientSecret: 'x',
        number: '4242',
        expiry: '1/30',
        cvc: '1',
      });
      expect(sandbox).toMatchObject({ status: 404, body: { message: paymentMessages.sandboxOff } });
      const confirm = () => client(stripeApp).get(`/confirmpayment${query({ orderid })}`, token);
      expect(await confirm()).toMatchObject({
        status: 402,
        body: { message: 'Payment status: requires_payment_method' },
      });

      const intentId = intent.data?.clientSecret.split('_secret_')[0] ?? '';
      standIn.confirm(intentId, 'hold'); // Stripe.js in the browser
      expect(await confirm()).toMatchObject({ status: 200, body: { message: paymentMessages.secured } });
    });

    it('applies signed webhooks and refuses unsigned ones', async () => {
      const { token } = await makeCustomer(client(stripeApp));
      const orderid = await book(token, 'Leak repair', stripeApp);
      const intentId =
        (await intentFor(orderid, token, stripeApp)).data?.clientSecret.split('_secret_')[0] ?? '';
      standIn.confirm(intentId, 'hold');
      expect((await webhook(intentId, 't=1,v1=forged')).statusCode).toBe(400);
      const [before] = await server.db.query('SELECT payment_status FROM orders WHERE id = $1', [orderid]);
      expect(before).toEqual({ payment_status: 'AWAITING PAYMENT' });
      expect((await webhook(intentId)).statusCode).toBe(200);
      expect((await webhook(intentId)).statusCode).toBe(200);
      const [after] = await server.db.query('SELECT status, payment_status FROM orders WHERE id = $1', [
        orderid,
      ]);
      expect(after).toEqual({ status: 'SCHEDULED', payment_status: 'COMPLETED' });
      // The sandbox-mode app has no webhook to offer.
      const off = await server.app.inject({
        method: 'POST',
        url: '/api/payments/stripe-webhook',
        payload: '{}',
      });
      expect(off.statusCode).toBe(404);
    });
  });
});
