// The 14-day right to cancel for jobs booked through the API alone, and for jobs priced per hour. POST
// /requestservice takes an optional `startnow` (the customer's express request to start inside the 14
// days); without it, a customer who cancels inside the 14 days after the work began owes nothing, and the
// card hold is released. With it, a PER HOUR job cancelled after it began costs the time worked, shown
// beforehand on GET /cancelcost and afterwards on the receipt. Exempt products and cancels after the 14 days
// follow the cancellation policy alone.
import { cancelCostResponseSchema } from '@callout/contracts/cancel-cost';
import { receiptResponseSchema } from '@callout/contracts/receipts';
import { backends } from '@callout/server-testing/backends';
import {
  backdate,
  orderWorld,
  perHour,
  perJob,
  sandboxIntents,
} from '@callout/server-testing/fixtures/order-lifecycle';
import { day, productId, query } from '@callout/server-testing/fixtures/orders';
import { type Client, mailbox } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { cancelReasons } from '../../../domain/orders/cancellation-policy';
import { lifecycleMessages } from '../../../domain/orders/messages';

const quoteOf = async (c: Client, orderid: string, token: string) =>
  cancelCostResponseSchema.parse((await c.get(`/cancelcost${query({ orderid })}`, token)).body).data;

describe.each(backends)('the right to cancel through the API on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  const requestedAt = async (orderId: string) =>
    (
      await server.db.query<{ at: Date | string | null }>(
        'SELECT start_requested_at AS at FROM orders WHERE id = $1',
        [orderId],
      )
    )[0]?.at ?? null;
  const basisOf = async (orderId: string) =>
    (
      await server.db.query<{ basis: string | null }>(
        'SELECT cancel_basis AS basis FROM orders WHERE id = $1',
        [orderId],
      )
    )[0]?.basis;

  it('keeps the express request given with the booking, and the confirmation mail confirms it', async () => {
    const w = await orderWorld(server.db, c, { expressRequest: true });
    const orderid = await w.book(perJob, w.customer.token, day(2));
    expect(await requestedAt(orderid)).not.toBeNull();
    expect((await w.pay(orderid)).status).toBe(200);
    const mail = (await mailbox(server.app)).find(
      (m) => m.to === w.customer.email && m.subject.startsWith('Booking confirmed'),
    );
    expect(mail?.text).toContain('You asked for the work to start within those 14 days');
  });

  it('books as before without startnow, records nothing, and the mail says cancelling then costs nothing', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book(perJob, w.customer.token, day(2));
    expect(orderid).toMatch(/^ORD/);
    expect(await requestedAt(orderid)).toBeNull();
    await w.pay(orderid);
    const mail = (await mailbox(server.app)).find(
      (m) => m.to === w.customer.email && m.subject.startsWith('Booking confirmed'),
    );
    expect(mail?.text).toContain('You have not asked for the work to start within those 14 days');
  });

  it('refuses a startnow that is not true or false with words, and books nothing', async () => {
    const w = await orderWorld(server.db, c);
    const bad = await c.post(
      '/requestservice',
      {
        prodid: await productId(server.db, perJob),
        zipcode: 'SE1 7PB',
        address: '1 Waterloo Road',
        scheduled: day(1),
        provider: w.provider.id,
        startnow: 'yes',
      },
      w.customer.token,
    );
    expect(bad).toMatchObject({ status: 400, body: { success: false } });
    expect(bad.body.message).toContain('startnow must be true or false.');
  });

  it('without the express request, a PER JOB job started inside the 14 days is cancelled for nothing', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book(perJob);
    await w.pay(orderid);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    expect(await quoteOf(c, orderid, w.customer.token)).toMatchObject({
      Cost: 0,
      Reason: cancelReasons.noExpressRequest,
      Basis: 'no-express-request',
      WithinRight: true,
      StartRequested: false,
      Paid: 80,
      Refund: 80,
    });
    expect((await w.act('cancelorder', orderid)).body.message).toBe(lifecycleMessages.cancelledReleased);
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([
      { status: 'canceled', amount_captured_minor: 0 },
    ]);
    expect(await basisOf(orderid)).toBe('no-express-request');
  });

  it('without the express request, a PER HOUR job started inside the 14 days owes nothing for the time worked', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book(perHour);
    await w.act('startorder', orderid);
    await backdate(server.db, orderid, 'started_at', 50);
    expect(await quoteOf(c, orderid, w.customer.token)).toMatchObject({
      Cost: 0,
      Basis: 'no-express-request',
      Paid: 0,
      Refund: 0,
    });
    expect((await w.act('cancelorder', orderid)).body.message).toBe(lifecycleMessages.cancelled);
    const [row] = await server.db.query<{ charge: number | null }>(
      'SELECT cancel_charge_minor AS charge FROM orders WHERE id = $1',
      [orderid],
    );
    expect(row?.charge).toBeNull();
  });

  it('with the express request, a PER HOUR job cancelled in the 14 days costs the time worked, quoted and on the receipt', async () => {
    const w = await orderWorld(server.db, c, { expressRequest: true });
    const orderid = await w.book(perHour);
    await w.act('startorder', orderid);
    // 1 h 10 min worked: five quarters at £40.00 an hour (asked for when booked, before the start).
    await backdate(server.db, orderid, 'started_at', 70);
    expect(await quoteOf(c, orderid, w.customer.token)).toMatchObject({
      Cost: 50,
      Basis: 'time-worked',
      Quarters: 5,
      WithinRight: true,
      StartRequested: true,
      Paid: 0,
      Refund: 0,
    });
    expect((await w.act('cancelorder', orderid)).body.message).toBe(
      lifecycleMessages.cancelledPayForTime('1 h 15 min', '£50.00'),
    );
    expect(await basisOf(orderid)).toBe('time-worked');
    // The customer pays what is owed through Make Payment; the receipt then says why.
    expect((await w.pay(orderid)).status).toBe(200);
    const receipt = receiptResponseSchema.parse(
      (await c.get(`/receipt${query({ orderid })}`, w.customer.token)).body,
    ).data;
    expect(receipt).toMatchObject({
      Amount: 50,
      Cancellation: { Basis: 'time-worked', Charge: 50, WithinRight: true },
    });
    // The mailed receipt says it too, on its Cancellation line.
    const mail = (await mailbox(server.app)).find(
      (m) => m.to === w.customer.email && m.subject === `Your Callout receipt for order ${orderid}`,
    );
    expect(mail?.text).toContain(
      'Cancellation: £50.00 for the part done, cancelled within the 14 days after the work began at your request.',
    );
  });

  it("mails the receipt of a cancellation charge in the reader's language, its Cancellation line included", async () => {
    const w = await orderWorld(server.db, c, { expressRequest: true });
    expect((await c.post('/language', { language: 'pl-PL' }, w.customer.token)).status).toBe(200);
    const orderid = await w.book(perHour);
    await w.act('startorder', orderid);
    await backdate(server.db, orderid, 'started_at', 70);
    await w.act('cancelorder', orderid);
    expect((await w.pay(orderid)).status).toBe(200);
    const mail = (await mailbox(server.app)).find(
      (m) => m.to === w.customer.email && m.subject.includes(orderid) && m.text.includes('Anulowanie:'),
    );
    expect(mail?.subject).not.toContain('Your Callout receipt');
    expect(mail?.text).toMatch(
      /^Anulowanie: 50,00\s£ za wykonaną część, anulowano w ciągu 14 dni po rozpoczęciu pracy na Twoją prośbę\.$/m,
    );
    expect(mail?.text).toMatch(/^Prawo odstąpienia: 14 dni, do /m);
  });

  it('a request made after the work began does not count', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book(perHour);
    await w.act('startorder', orderid);
    await server.db.query(
      `UPDATE orders SET start_requested_at = now() + interval '1 minute' WHERE id = $1`,
      [orderid],
    );
    expect(await quoteOf(c, orderid, w.customer.token)).toMatchObject({
      Cost: 0,
      Basis: 'no-express-request',
      StartRequested: false,
    });
  });

  it('after the 14 days the cancellation policy applies, with or without the request', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book(perHour);
    await w.act('startorder', orderid);
    await server.db.query(`UPDATE orders SET created_at = now() - interval '15 days' WHERE id = $1`, [
      orderid,
    ]);
    expect(await quoteOf(c, orderid, w.customer.token)).toMatchObject({
      Cost: 10,
      Basis: 'time-worked',
      WithinRight: false,
    });
  });
});
