// The 14-day right to cancel through the API: the payment intent tells the payment page what to state and
// whether to ask for the express request; GET /confirmpayment keeps that request (startnow=true) with its
// time; cancelling before the work started costs nothing without it; once started with it, the
// cancellation policy charges; the confirmation mail tells the right; operators mark products exempt.
import { paymentIntentResponseSchema } from '@callout/contracts/booking';
import { cancelCostResponseSchema } from '@callout/contracts/cancel-cost';
import { receiptResponseSchema } from '@callout/contracts/receipts';
import { backends } from '@callout/server-testing/backends';
import { orderWorld, perJob, sandboxIntents } from '@callout/server-testing/fixtures/order-lifecycle';
import { day, productId, query } from '@callout/server-testing/fixtures/orders';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { type Client, mailbox } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { cancelReasons } from '../../../domain/orders/cancellation-policy';
import { lifecycleMessages } from '../../../domain/orders/messages';

const intentOf = async (c: Client, orderid: string, token: string) =>
  paymentIntentResponseSchema.parse((await c.get(`/paymentintent${query({ orderid })}`, token)).body).data;

const payWithCard = (c: Client, clientSecret: string) =>
  c.post('/sandbox-gateway/confirm', {
    clientSecret,
    number: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });

describe.each(backends)('the right to cancel on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  const startRequestedAt = async (orderId: string) =>
    (
      await server.db.query<{ at: Date | string | null }>(
        'SELECT start_requested_at AS at FROM orders WHERE id = $1',
        [orderId],
      )
    )[0]?.at ?? null;

  it('asks for the express request inside 14 days, keeps it with its time and mails it in the confirmation', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book(perJob, w.customer.token, day(3));
    const intent = await intentOf(c, orderid, w.customer.token);
    expect(intent?.CancelRight).toMatchObject({
      Exempt: false,
      StartsWithinPeriod: true,
      StartRequestedAt: null,
    });
    const until = Date.parse(intent?.CancelRight?.CancelUntil ?? '');
    expect(until - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    expect(until - Date.now()).toBeLessThan(14.1 * 86_400_000);

    await payWithCard(c, intent?.clientSecret ?? '');
    const before = Date.now();
    const confirmed = await c.get(`/confirmpayment${query({ orderid, startnow: 'true' })}`, w.customer.token);
    expect(confirmed.status, confirmed.body.message).toBe(200);
    const at = await startRequestedAt(orderid);
    expect(at).not.toBeNull();
    expect(Math.abs(new Date(at ?? 0).getTime() - before)).toBeLessThan(60_000);

    const mail = (await mailbox(server.app)).find(
      (m) => m.to === w.customer.email && m.subject.startsWith('Booking confirmed'),
    );
    expect(mail?.text).toContain('You may cancel this booking within 14 days, until');
    expect(mail?.text).toContain('You asked for the work to start within those 14 days');
  });

  it('records nothing without startnow, and cancelling before the work started is free', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book(perJob, w.customer.token, day(2));
    expect((await w.pay(orderid)).status).toBe(200);
    expect(await startRequestedAt(orderid)).toBeNull();
    const mail = (await mailbox(server.app)).find(
      (m) => m.to === w.customer.email && m.subject.startsWith('Booking confirmed'),
    );
    expect(mail?.text).toContain('You may cancel this booking within 14 days');
    expect(mail?.text).not.toContain('You asked for the work to start');

    const quote = cancelCostResponseSchema.parse(
      (await c.get(`/cancelcost${query({ orderid })}`, w.customer.token)).body,
    );
    expect(quote.data).toMatchObject({ Cost: 0, Reason: cancelReasons.notStarted });
    expect((await w.act('cancelorder', orderid)).body.message).toBe(lifecycleMessages.cancelledReleased);
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([
      { status: 'canceled', amount_captured_minor: 0 },
    ]);
  });

  it('with the express request, a cancel once the work started follows the cancellation policy', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book(perJob, w.customer.token, day(0));
    const intent = await intentOf(c, orderid, w.customer.token);
    await payWithCard(c, intent?.clientSecret ?? '');
    await c.get(`/confirmpayment${query({ orderid, startnow: 'true' })}`, w.customer.token);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    const quote = cancelCostResponseSchema.parse(
      (await c.get(`/cancelcost${query({ orderid })}`, w.customer.token)).body,
    );
    expect(quote.data).toMatchObject({ Cost: 20, Reason: cancelReasons.lateFee('25%') });
  });

  it('puts the right and the express request on the receipt, mailed and read', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book(perJob, w.customer.token, day(0));
    const intent = await intentOf(c, orderid, w.customer.token);
    await payWithCard(c, intent?.clientSecret ?? '');
    await c.get(`/confirmpayment${query({ orderid, startnow: 'true' })}`, w.customer.token);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    expect((await w.act('endorder', orderid)).status).toBe(200);

    const receipt = receiptResponseSchema.parse(
      (await c.get(`/receipt${query({ orderid })}`, w.customer.token)).body,
    ).data;
    expect(receipt?.CancelRight).toMatchObject({ Exempt: false });
    expect(receipt?.CancelRight?.StartRequestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const mail = (await mailbox(server.app)).find(
      (m) => m.to === w.customer.email && m.subject.startsWith('Your Callout receipt'),
    );
    expect(mail?.text).toMatch(
      /Right to cancel: 14 days, until \d{1,2} \w+ \d{4} at \d{2}:\d{2}, free before the work starts\. You asked for the work to start within them on /,
    );
  });

  it('does not ask when the job begins after the 14 days', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book(perJob, w.customer.token, day(20));
    expect((await intentOf(c, orderid, w.customer.token))?.CancelRight).toMatchObject({
      Exempt: false,
      StartsWithinPeriod: false,
    });
  });

  it('refuses a startnow that is not true or false, and an order of another customer, with words', async () => {
    const w = await orderWorld(server.db, c);
    const other = await orderWorld(server.db, c);
    const orderid = await w.book();
    const bad = await c.get(`/confirmpayment${query({ orderid, startnow: 'yes' })}`, w.customer.token);
    expect(bad).toMatchObject({ status: 400, body: { success: false } });
    expect(bad.body.message).toContain('startnow must be true or false.');
    const foreign = await c.get(
      `/confirmpayment${query({ orderid, startnow: 'true' })}`,
      other.customer.token,
    );
    expect(foreign.status).toBe(404);
    expect(await startRequestedAt(orderid)).toBeNull();
  });

  it('lets an operator mark a product exempt: the payment page then says so and asks nothing', async () => {
    const { token } = await signInOperator(server, c);
    const exemptCarHire = await server.db.query<{ name: string }>(
      `SELECT name FROM products WHERE category = 'Car Hires' AND cancel_exempt ORDER BY name`,
    );
    expect(exemptCarHire.map((row) => row.name).sort()).toEqual([
      'Man and van',
      'SUV with driver',
      'Saloon with driver',
    ]);

    const product = String(await productId(server.db, perJob));
    const path = `/ops/products/${product}/cancelexempt`;
    expect((await c.post(path, { exempt: 'maybe' }, token)).status).toBe(400);
    expect((await c.post('/ops/products/999999/cancelexempt', { exempt: 'true' }, token)).status).toBe(404);
    const customer = await orderWorld(server.db, c);
    expect((await c.post(path, { exempt: 'true' }, customer.customer.token)).status).toBe(401);
    // The catalogue tells the booking flow, which then asks a job per hour for no express request.
    const [where] = await server.db.query<{ category: string; specific: string }>(
      'SELECT category, specific FROM products WHERE id = $1',
      [product],
    );
    const listedExempt = async () =>
      (
        ((await c.post('/products', { category: where?.category ?? '', specifics: where?.specific ?? '' }))
          .body.data ?? []) as Array<{ Id: string; CancelExempt?: boolean }>
      ).find((listed) => listed.Id === product)?.CancelExempt;
    expect(await listedExempt()).toBe(false);
    try {
      expect(await c.post(path, { exempt: 'true' }, token)).toMatchObject({
        status: 200,
        body: { success: true },
      });
      expect(await listedExempt()).toBe(true);
      const orderid = await customer.book(perJob, customer.customer.token, day(1));
      expect((await intentOf(c, orderid, customer.customer.token))?.CancelRight).toMatchObject({
        Exempt: true,
        StartsWithinPeriod: false,
      });
      await customer.pay(orderid);
      const mail = (await mailbox(server.app)).find(
        (m) => m.to === customer.customer.email && m.subject.startsWith('Booking confirmed'),
      );
      expect(mail?.text).toContain('so it has no 14-day right to cancel');
    } finally {
      await c.post(path, { exempt: 'false' }, token);
    }
  });
});
