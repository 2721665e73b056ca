// Rescheduling by agreement through the API on the sandbox gateway: either side proposes one of the
// provider's free windows, the other accepts or declines; free more than 24 hours ahead, the cancellation
// policy's late fee for a customer inside them (quoted first, charged with the job); decided under the
// order's lock, also when two answers or an answer and a cancel race.
import { paymentIntentResponseSchema } from '@callout/contracts/booking';
import { receiptResponseSchema } from '@callout/contracts/receipts';
import {
  proposeRescheduleResponseSchema,
  rescheduleCostResponseSchema,
  reschedulesResponseSchema,
} from '@callout/contracts/reschedule';
import { backends } from '@callout/server-testing/backends';
import { orderState, orderWorld, sandboxIntents } from '@callout/server-testing/fixtures/order-lifecycle';
import { day, productId, query } from '@callout/server-testing/fixtures/orders';
import { type Client, client, mailbox } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { rescheduleReasons } from '../../../domain/orders/cancellation-policy';
import { rescheduleMessages } from '../../../domain/orders/reschedule-messages';
import { createSandboxGateway } from '../../../domain/payments/sandbox-gateway';
import { capturePayment } from '../../../domain/payments/settlement';

const week = (spans: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, spans]));

describe.each(backends)('rescheduling by agreement on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  const leakRepair = () => productId(server.db, 'Leak repair');

  /** A paid PER JOB order (£80) booked for `date` at 09:00–11:00, with a provider working 09:00–17:00. */
  async function bookedJob(date = day(5)) {
    // Each world signs up from an address of its own, as the sign-up limit is per address.
    const w = await orderWorld(server.db, client(server.app));
    await c.post('/provider/workinghours', week('09:00-17:00'), w.provider.token);
    const booked = await c.post(
      '/requestservice',
      {
        prodid: await leakRepair(),
        zipcode: 'SE1 7PB',
        address: '1 Waterloo Road',
        scheduled: date,
        provider: w.provider.id,
        window: '09:00',
      },
      w.customer.token,
    );
    expect(booked.status, booked.body.message).toBe(201);
    const orderid = booked.body.message;
    await w.pay(orderid);
    return { w, orderid };
  }

  /** Moves the booked window to start `hours` from now, as if the job were that close. */
  const bookedIn = (orderid: string, hours: number) =>
    server.db.query(
      `UPDATE order_shipping SET window_starts = now() + make_interval(hours => $2),
         window_ends = now() + make_interval(hours => $2 + 2), busy_until = now() + make_interval(hours => $2 + 3)
       WHERE order_id = $1`,
      [orderid, hours],
    );

  const propose = (token: string, orderid: string, date: string, window: string, prefix = '') =>
    c.post(`${prefix}/proposereschedule`, { orderid, date, window }, token);
  const answer = (token: string, orderid: string, proposal: string, reply: string, prefix = '') =>
    c.post(`${prefix}/answerreschedule`, { orderid, proposal, answer: reply }, token);
  const listed = async (client: Client, token: string, orderid: string, prefix = '') =>
    reschedulesResponseSchema.parse(
      (await client.get(`${prefix}/reschedules${query({ orderid })}`, token)).body,
    ).data;
  const shipping = async (orderid: string) =>
    (
      await server.db.query<{ day: string; starts: string | null }>(
        `SELECT to_char(scheduled_on, 'YYYY-MM-DD') AS day,
           to_char(window_starts AT TIME ZONE 'Europe/London', 'HH24:MI') AS starts
         FROM order_shipping WHERE order_id = $1`,
        [orderid],
      )
    )[0];

  it('tells a Polish provider of the proposed date in Polish, date and window included', async () => {
    const { w, orderid } = await bookedJob();
    expect((await c.post('/provider/language', { language: 'pl-PL' }, w.provider.token)).status).toBe(200);
    expect((await propose(w.customer.token, orderid, day(6), '13:00')).status).toBe(200);
    const polishDay = new Intl.DateTimeFormat('pl-PL', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${day(6)}T00:00:00Z`));
    const bell = JSON.stringify((await c.get('/provider/getnotifications', w.provider.token)).body.data);
    expect(bell).toContain(polishDay);
    expect(bell).toContain('13:00–15:00');
    expect(bell).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d/);
  });

  it('moves an order free more than 24 hours ahead once the other side accepts, keeping the hold', async () => {
    const { w, orderid } = await bookedJob();
    const quote = await c.get(`/reschedulecost${query({ orderid })}`, w.customer.token);
    expect(rescheduleCostResponseSchema.parse(quote.body)).toEqual({
      success: true,
      message: rescheduleMessages.costFree,
      data: { Cost: 0, Currency: 'GBP', Reason: rescheduleReasons.wellAhead },
    });

    const proposed = await propose(w.customer.token, orderid, day(6), '13:00');
    expect(proposed.status, proposed.body.message).toBe(200);
    const proposal = proposeRescheduleResponseSchema.parse(proposed.body).data;
    expect(proposal).toMatchObject({
      By: 'customer',
      From: { Date: day(5), Start: '09:00', End: '11:00' },
      To: { Date: day(6), Start: '13:00', End: '15:00' },
      Charge: 0,
      Status: 'PENDING',
    });
    // The order keeps its date until then; the provider sees the proposal and hears of it.
    expect(await shipping(orderid)).toEqual({ day: day(5), starts: '09:00' });
    expect((await listed(c, w.provider.token, orderid, '/provider'))?.Pending?.ID).toBe(proposal?.ID);
    const bell = await c.get('/provider/getnotifications', w.provider.token);
    expect(JSON.stringify(bell.body.data)).toContain('The customer proposes moving Leak repair');
    // A second proposal waits for the first; the proposer cannot accept their own.
    expect((await propose(w.provider.token, orderid, day(7), '10:00', '/provider')).status).toBe(409);
    const own = await answer(w.customer.token, orderid, proposal?.ID ?? '', 'ACCEPT');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(rescheduleMessages.notYoursToAccept);

    const accepted = await answer(w.provider.token, orderid, proposal?.ID ?? '', 'ACCEPT', '/provider');
    expect(accepted.status, accepted.body.message).toBe(200);
    expect(accepted.body.message).toBe(rescheduleMessages.accepted);
    expect(await shipping(orderid)).toEqual({ day: day(6), starts: '13:00' });
    const history = await listed(c, w.customer.token, orderid);
    expect(history?.Pending).toBeNull();
    expect(history?.Moves).toMatchObject([
      { From: { Date: day(5), Start: '09:00' }, To: { Date: day(6), Start: '13:00' }, Status: 'ACCEPTED' },
    ]);
    // The hold stays with the order, uncharged; the customer is mailed the new date.
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([
      { status: 'requires_capture', amount_minor: 8000 },
    ]);
    expect(await orderState(server.db, orderid)).toMatchObject({ payment_status: 'COMPLETED' });
    const mails = (await mailbox(server.app)).filter((m) => m.to === w.customer.email);
    expect(mails.some((m) => m.subject.startsWith('Order moved: Leak repair on'))).toBe(true);
    // The old window is free again, the new one taken.
    const windows = async (date: string) => {
      const found = await c.get(
        `/arrivalwindows${query({ provider: w.provider.id, prodid: await leakRepair(), date })}`,
      );
      return (found.body.data as Array<{ Start: string }>).map((slot) => slot.Start);
    };
    expect(await windows(day(5))).toContain('09:00');
    expect(await windows(day(6))).not.toContain('13:00');

    // The receipt carries the history once the payment is taken.
    await capturePayment(server.db, server.siteLinks, createSandboxGateway(server.db), orderid);
    const receipt = receiptResponseSchema.parse(
      (await c.get(`/receipt${query({ orderid })}`, w.customer.token)).body,
    ).data;
    expect(receipt?.Moves).toMatchObject([{ From: { Date: day(5) }, To: { Date: day(6), Start: '13:00' } }]);
  });

  it('inside 24 hours quotes the late fee to the customer, adds it to the job and asks for a new hold', async () => {
    const { w, orderid } = await bookedJob();
    await bookedIn(orderid, 20);
    const quote = rescheduleCostResponseSchema.parse(
      (await c.get(`/reschedulecost${query({ orderid })}`, w.customer.token)).body,
    );
    expect(quote).toMatchObject({
      message: 'Moving the order now costs £20.00',
      data: { Cost: 20, Reason: rescheduleReasons.late('25%') },
    });
    // The provider moving it costs the customer nothing.
    const providerQuote = await c.get(`/provider/reschedulecost${query({ orderid })}`, w.provider.token);
    expect(providerQuote.body).toMatchObject({ data: { Cost: 0, Reason: rescheduleReasons.providerMoves } });

    const proposed = await propose(w.customer.token, orderid, day(7), '10:00');
    expect(proposed.body.message).toBe(rescheduleMessages.proposedCosts('£20.00'));
    const id = proposeRescheduleResponseSchema.parse(proposed.body).data?.ID ?? '';
    expect((await answer(w.provider.token, orderid, id, 'ACCEPT', '/provider')).status).toBe(200);

    expect(await orderState(server.db, orderid)).toMatchObject({ payment_status: 'AWAITING PAYMENT' });
    const [charged] = await server.db.query<{ due: string; charge: number }>(
      'SELECT amount_due::text AS due, reschedule_charge_minor AS charge FROM orders WHERE id = $1',
      [orderid],
    );
    expect({ due: Number(charged?.due), charge: charged?.charge }).toEqual({ due: 100, charge: 2000 });
    expect((await sandboxIntents(server.db, orderid))[0]).toMatchObject({ status: 'canceled' });
    const mails = (await mailbox(server.app)).filter((m) => m.to === w.customer.email);
    expect(mails.find((m) => m.subject.startsWith('Payment needed'))?.text).toContain('late fee');
    // The customer pays the new total with a new hold for the new date.
    const intent = paymentIntentResponseSchema.parse(
      (await c.get(`/paymentintent${query({ orderid })}`, w.customer.token)).body,
    );
    expect(intent.data?.OrderTotal).toBe(100);
    await w.pay(orderid);
    expect(await orderState(server.db, orderid)).toMatchObject({ payment_status: 'COMPLETED' });
  });

  it("lets the customer decline the provider's proposal, and the proposer withdraw one", async () => {
    const { w, orderid } = await bookedJob();
    const first = await propose(w.provider.token, orderid, day(6), '11:00', '/provider');
    expect(first.status, first.body.message).toBe(200);
    const firstId = proposeRescheduleResponseSchema.parse(first.body).data?.ID ?? '';
    const customerMail = (await mailbox(server.app)).find(
      (m) => m.to === w.customer.email && m.subject.startsWith('New date proposed'),
    );
    expect(customerMail?.text).toContain('proposes moving Leak repair');
    const declined = await answer(w.customer.token, orderid, firstId, 'DECLINE');
    expect(declined.body.message).toBe(rescheduleMessages.declined);
    expect(await shipping(orderid)).toEqual({ day: day(5), starts: '09:00' });
    const bell = await c.get('/provider/getnotifications', w.provider.token);
    expect(JSON.stringify(bell.body.data)).toContain('The customer declined moving Leak repair');
    // Answered once only.
    expect((await answer(w.customer.token, orderid, firstId, 'ACCEPT')).status).toBe(409);

    const second = await propose(w.provider.token, orderid, day(6), '12:00', '/provider');
    const secondId = proposeRescheduleResponseSchema.parse(second.body).data?.ID ?? '';
    const withdrawn = await answer(w.provider.token, orderid, secondId, 'DECLINE', '/provider');
    expect(withdrawn.body.message).toBe(rescheduleMessages.withdrawn);
    expect(await listed(c, w.customer.token, orderid)).toMatchObject({ Pending: null, Moves: [] });
  });

  it('refuses a window that is not free, the same time, a started order and bad input with words', async () => {
    const { w, orderid } = await bookedJob();
    const other = await bookedJob(day(8));
    // Another provider's order: not found for this customer.
    expect((await propose(w.customer.token, other.orderid, day(6), '10:00')).status).toBe(404);
    expect((await propose(w.customer.token, orderid, day(5), '09:00')).body.message).toBe(
      rescheduleMessages.sameTime,
    );
    // Outside the working hours: refused, naming the first free window (the order's own 09:00 counts as free).
    const outside = await propose(w.customer.token, orderid, day(5), '18:00');
    expect(outside.status).toBe(409);
    expect(outside.body.message).toBe(
      'That arrival window is no longer free. The next free window that day is 09:00–11:00.',
    );
    const bad = await c.post(
      '/answerreschedule',
      { orderid, proposal: '1', answer: 'MAYBE' },
      w.customer.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Choose Accept or Decline.');
    const badWindow = await propose(w.customer.token, orderid, day(6), '25:00');
    expect(badWindow.status).toBe(400);
    expect((await answer(w.customer.token, orderid, '999999', 'DECLINE')).status).toBe(404);

    await server.db.query(`UPDATE order_shipping SET scheduled_on = $2::date WHERE order_id = $1`, [
      orderid,
      day(0),
    ]);
    await server.db.query(`UPDATE orders SET status = 'IN-PROGRESS', started_at = now() WHERE id = $1`, [
      orderid,
    ]);
    const started = await propose(w.customer.token, orderid, day(6), '10:00');
    expect(started.status).toBe(409);
    expect(started.body.message).toBe(rescheduleMessages.notMovable);
    expect((await c.get(`/reschedulecost${query({ orderid })}`, w.customer.token)).status).toBe(409);
  });

  it('sends a proposal once for one Idempotency-Key, and refuses the key for another', async () => {
    const { w, orderid } = await bookedJob();
    const send = (date: string, key: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/proposereschedule',
        headers: {
          authorization: `Bearer ${w.customer.token}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': key,
        },
        payload: new URLSearchParams({ orderid, date, window: '10:00' }).toString(),
      });
    const first = await send(day(6), 'move-1');
    const again = await send(day(6), 'move-1');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.ID).toBe(first.json().data.ID);
    expect((await send(day(7), 'move-1')).statusCode).toBe(422);
    const [{ n = 0 } = {}] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM order_reschedules WHERE order_id = $1',
      [orderid],
    );
    expect(n).toBe(1);
  });

  it('decides two accepts sent at once one after the other: one moves the order, the other is refused', async () => {
    const { w, orderid } = await bookedJob();
    const proposed = await propose(w.customer.token, orderid, day(6), '14:00');
    const id = proposeRescheduleResponseSchema.parse(proposed.body).data?.ID ?? '';
    const replies = await Promise.all([
      answer(w.provider.token, orderid, id, 'ACCEPT', '/provider'),
      answer(w.provider.token, orderid, id, 'ACCEPT', '/provider'),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)?.body.message).toBe(rescheduleMessages.answered);
    expect((await listed(c, w.customer.token, orderid))?.Moves).toHaveLength(1);
  });

  it('decides a proposal racing a cancel under the order lock: a cancelled order is never moved', async () => {
    const { w, orderid } = await bookedJob();
    const [proposed, cancelled] = await Promise.all([
      propose(w.customer.token, orderid, day(6), '12:00'),
      c.get(`/provider/cancelorder${query({ orderid })}`, w.provider.token),
    ]);
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect([200, 409]).toContain(proposed.status);
    if (proposed.status === 409) expect(proposed.body.message).toBe(rescheduleMessages.notMovable);
    // Whichever came first, nothing waits on the cancelled order and nothing can move it.
    expect((await listed(c, w.customer.token, orderid))?.Pending).toBeNull();
    const id =
      proposed.status === 200 ? (proposeRescheduleResponseSchema.parse(proposed.body).data?.ID ?? '') : '1';
    const late = await answer(w.provider.token, orderid, id, 'ACCEPT', '/provider');
    expect([404, 409]).toContain(late.status);
    expect(await shipping(orderid)).toEqual({ day: day(5), starts: '09:00' });

    // The order the proposal won the race for: cancelled after it, so the proposal can no longer be accepted.
    const later = await bookedJob();
    const waiting = await propose(later.w.customer.token, later.orderid, day(6), '12:00');
    const waitingId = proposeRescheduleResponseSchema.parse(waiting.body).data?.ID ?? '';
    expect((await later.w.act('cancelorder', later.orderid)).status).toBe(200);
    expect((await listed(c, later.w.provider.token, later.orderid, '/provider'))?.Pending).toBeNull();
    const refused = await answer(later.w.provider.token, later.orderid, waitingId, 'ACCEPT', '/provider');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(rescheduleMessages.notMovable);
  });

  it('never moves an order onto another job of its provider, also when that job was booked after the proposal', async () => {
    const { w, orderid } = await bookedJob();
    const proposed = await propose(w.customer.token, orderid, day(6), '10:00');
    const id = proposeRescheduleResponseSchema.parse(proposed.body).data?.ID ?? '';
    // Another customer books the provider at 11:00 the same day meanwhile (overlapping 10:00–11:00 + 1 h).
    const other = await orderWorld(server.db, client(server.app));
    const clash = await c.post(
      '/requestservice',
      {
        prodid: await leakRepair(),
        zipcode: 'SE1 7PB',
        address: '2 Waterloo Road',
        scheduled: day(6),
        provider: w.provider.id,
        window: '11:00',
      },
      other.customer.token,
    );
    expect(clash.status, clash.body.message).toBe(201);
    const accepted = await answer(w.provider.token, orderid, id, 'ACCEPT', '/provider');
    expect(accepted.status).toBe(409);
    expect(accepted.body.message).toContain('That arrival window is no longer free.');
    expect(await shipping(orderid)).toEqual({ day: day(5), starts: '09:00' });
  });
});
