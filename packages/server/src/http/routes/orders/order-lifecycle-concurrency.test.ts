import { paymentIntentResponseSchema } from '@callout/contracts/booking';
import { backends } from '@callout/server-testing/backends';
import {
  orderState,
  orderWorld,
  payoutsOf,
  sandboxIntents,
} from '@callout/server-testing/fixtures/order-lifecycle';
import { query } from '@callout/server-testing/fixtures/orders';
import { client } from '@callout/server-testing/harness';
import { type StripeStandIn, startStripeStandIn } from '@callout/server-testing/stripe-stand-in';
import { suiteServer } from '@callout/server-testing/suite-server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lifecycleMessages, transitionMessages } from '../../../domain/orders/messages';
import { createSandboxGateway } from '../../../domain/payments/sandbox-gateway';
import { capturePayment } from '../../../domain/payments/settlement';

describe.each(backends)('cancelling and racing orders on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  it('releases the hold when the customer cancels before the job', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    await w.pay(orderid);
    expect(await w.act('cancelorder', orderid)).toMatchObject({
      status: 200,
      body: { message: lifecycleMessages.cancelledReleased },
    });
    expect(await orderState(server.db, orderid)).toMatchObject({
      status: 'CANCELLED',
      payment_status: 'RELEASED',
    });
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([
      { status: 'canceled', amount_captured_minor: 0 },
    ]);
  });

  it('refunds a captured payment when the provider cancels a job in progress', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    await w.pay(orderid);
    await w.act('startorder', orderid);
    // What the sweeper does to a hold about to expire on a job in progress.
    expect(await capturePayment(server.db, server.siteLinks, createSandboxGateway(server.db), orderid)).toBe(
      true,
    );
    expect(await payoutsOf(server.db, orderid)).toEqual([]);
    expect(await w.act('provider/cancelorder', orderid, w.provider.token)).toMatchObject({
      status: 200,
      body: { message: lifecycleMessages.cancelled },
    });
    expect(await orderState(server.db, orderid)).toMatchObject({
      status: 'CANCELLED',
      payment_status: 'REFUNDED',
    });
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([
      { status: 'succeeded', amount_captured_minor: 8000, amount_refunded_minor: 8000 },
    ]);
    expect(await payoutsOf(server.db, orderid)).toEqual([]);
  });

  it('cancels an unpaid order without touching any card', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    expect((await w.act('cancelorder', orderid)).body.message).toBe(lifecycleMessages.cancelled);
    expect(await orderState(server.db, orderid)).toMatchObject({ payment_status: 'AWAITING PAYMENT' });
  });

  it('decides concurrent starts and ends one at a time and captures once', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    await w.pay(orderid);
    const starts = await Promise.all([1, 2, 3, 4].map(() => w.act('startorder', orderid)));
    expect(starts.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);

    // Two devices and a double click.
    const ends = await Promise.all([1, 2, 3, 4, 5].map(() => w.act('endorder', orderid)));
    expect(ends.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(ends.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(
      Array(4).fill(transitionMessages.closed),
    );
    expect(await sandboxIntents(server.db, orderid)).toEqual([
      { status: 'succeeded', amount_minor: 8000, amount_captured_minor: 8000, amount_refunded_minor: 0 },
    ]);
    expect(await payoutsOf(server.db, orderid)).toHaveLength(1);
  });

  it('races a cancel against an end: one wins, the money follows the winner', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    await w.pay(orderid);
    await w.act('startorder', orderid);
    const [end, cancel] = await Promise.all([
      w.act('endorder', orderid),
      w.act('provider/cancelorder', orderid, w.provider.token),
    ]);
    expect([end.status, cancel.status].sort()).toEqual([200, 409]);
    const [intent] = await sandboxIntents(server.db, orderid);
    if (end.status === 200) {
      expect(intent).toMatchObject({ status: 'succeeded', amount_refunded_minor: 0 });
      expect(await payoutsOf(server.db, orderid)).toHaveLength(1);
    } else {
      expect(intent).toMatchObject({ status: 'canceled', amount_captured_minor: 0 });
      expect(await payoutsOf(server.db, orderid)).toHaveLength(0);
    }
  });

  describe('in Stripe mode', () => {
    let standIn: StripeStandIn;
    let stripeApp: FastifyInstance;
    beforeAll(async () => {
      standIn = await startStripeStandIn();
      stripeApp = await server.variant({
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
        STRIPE_API_URL: standIn.url,
      });
    });
    afterAll(() => standIn?.close());

    it('sends one capture to Stripe however many end calls arrive at once', async () => {
      const sc = client(stripeApp);
      const w = await orderWorld(server.db, sc);
      const orderid = await w.book();
      const intent = paymentIntentResponseSchema.parse(
        (await sc.get(`/paymentintent${query({ orderid })}`, w.customer.token)).body,
      );
      const intentId = intent.data?.clientSecret.split('_secret_')[0] ?? '';
      standIn.confirm(intentId, 'hold');
      expect((await sc.get(`/confirmpayment${query({ orderid })}`, w.customer.token)).status).toBe(200);
      expect((await w.act('startorder', orderid)).status).toBe(200);

      const ends = await Promise.all([1, 2, 3, 4].map(() => w.act('endorder', orderid)));
      expect(ends.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      const captures = standIn.requests.filter((r) => r.path === `/v1/payment_intents/${intentId}/capture`);
      expect(captures).toHaveLength(1);
      expect(standIn.intents.get(intentId)).toMatchObject({ status: 'succeeded', amount_received: 8000 });
      expect(await payoutsOf(server.db, orderid)).toHaveLength(1);
    });
  });
});
