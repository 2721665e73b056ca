import { orderDetailsResponseSchema, ratingRequiredMessage } from '@callout/contracts/orders';
import { backends } from '@callout/server-testing/backends';
import { orderState, orderWorld, perHour } from '@callout/server-testing/fixtures/order-lifecycle';
import { makeCustomer, query } from '@callout/server-testing/fixtures/orders';
import type { Form } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { reviewMessages } from '../../../domain/catalogue/reviews/messages';

describe.each(backends)('reviews on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  /** POST like the offline outbox: form body, Bearer token and an Idempotency-Key. */
  const post = async (path: string, form: Form, token: string, key?: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });
    return {
      status: response.statusCode,
      body: response.json() as { success: boolean; message: string },
      replayed: response.headers['idempotent-replayed'] === 'true',
    };
  };
  const reviewsOf = async (orderId: string) =>
    server.db.query<{ reviewer_role: string; rating: number }>(
      'SELECT reviewer_role, rating FROM reviews WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
  const rating = async (accountId: string) =>
    (
      await server.db.query<{ rating: string | null }>('SELECT rating::text FROM accounts WHERE id = $1', [
        accountId,
      ])
    )[0]?.rating;

  /** An order of a fresh provider and customer, completed or cancelled. */
  const closedOrder = async (how: 'end' | 'cancel' = 'end') => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    if (how === 'cancel') await w.act('cancelorder', orderid);
    else {
      await w.pay(orderid);
      await w.act('startorder', orderid);
      await w.act('endorder', orderid);
    }
    const form = (rating: string, extra: Form = {}) => ({
      rating,
      product: '1',
      provider: w.provider.id,
      orderid,
      ...extra,
    });
    return { w, orderid, form };
  };

  it('needs a rating of 1 to 5 and a closed order of your own', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    const form = { product: '1', provider: w.provider.id, orderid };
    for (const bad of ['', '0', '6', '4.5']) {
      expect(await post('/newreview', { ...form, rating: bad }, w.customer.token)).toMatchObject({
        status: 400,
        body: { message: ratingRequiredMessage },
      });
    }
    expect(await post('/newreview', { ...form, rating: '5' }, w.customer.token)).toMatchObject({
      status: 409,
      body: { message: reviewMessages.notYet },
    });
    const stranger = await makeCustomer(c);
    expect((await post('/newreview', { ...form, rating: '5' }, stranger.token)).status).toBe(404);
    expect(
      await post('/newreview', { ...form, rating: '5' }, w.customer.token, 'x'.repeat(101)),
    ).toMatchObject({
      status: 400,
      body: { message: reviewMessages.badKey },
    });
  });

  it('takes one review per side, on cancelled orders too, and shows it on the order', async () => {
    const first = await closedOrder('cancel');
    expect((await post('/newreview', first.form('2'), first.w.customer.token)).status).toBe(201);
    expect(await post('/newreview', first.form('5'), first.w.customer.token)).toMatchObject({
      status: 409,
      body: { message: reviewMessages.alreadyReviewed },
    });
    expect((await post('/provider/newreview', first.form('3'), first.w.provider.token)).status).toBe(201);
    expect(await reviewsOf(first.orderid)).toEqual([
      { reviewer_role: 'user', rating: 2 },
      { reviewer_role: 'provider', rating: 3 },
    ]);
    const details = orderDetailsResponseSchema.parse(
      (await c.get(`/orderdetails${query({ orderid: first.orderid })}`, first.w.customer.token)).body,
    );
    expect(details.review).toEqual([{ Rating: 2, Review: null }]);
  });

  it('moves an average only with reviews of orders that were paid (or PER HOUR) and reached IN-PROGRESS', async () => {
    const { w, orderid: cancelledUnstarted, form } = await closedOrder('cancel');
    const review = (orderid: string, stars: string, token = w.customer.token) =>
      post('/newreview', { ...form(stars), orderid }, token);

    // Cancelled before it started: kept and shown, but nobody's average moves.
    expect((await review(cancelledUnstarted, '1')).status).toBe(201);
    expect((await post('/provider/newreview', form('1'), w.provider.token)).status).toBe(201);
    expect(await rating(w.provider.id)).toBeNull();
    expect(await rating(w.customer.id)).toBeNull();
    // Paid, then cancelled before it started: still not counted.
    const paidUnstarted = await w.book();
    await w.pay(paidUnstarted);
    await w.act('cancelorder', paidUnstarted);
    expect((await review(paidUnstarted, '1')).status).toBe(201);
    expect(await rating(w.provider.id)).toBeNull();

    // Paid and done: counted, alone.
    const done = await w.book();
    await w.pay(done);
    await w.act('startorder', done);
    await w.act('endorder', done);
    expect((await review(done, '4')).status).toBe(201);
    expect(await rating(w.provider.id)).toBe('4.0');
    expect(
      (await post('/provider/newreview', { ...form('5'), orderid: done }, w.provider.token)).status,
    ).toBe(201);
    expect(await rating(w.customer.id)).toBe('5.0');

    // PER HOUR is paid for its time once it ends, so starting is enough: cancelled while IN-PROGRESS counts.
    const hourly = await w.book(perHour);
    await w.act('startorder', hourly);
    await w.act('cancelorder', hourly);
    expect(await orderState(server.db, hourly)).toMatchObject({ status: 'CANCELLED' });
    expect((await review(hourly, '2')).status).toBe(201);
    expect(await rating(w.provider.id)).toBe('3.0');

    // A later uncounted review leaves the average where it was; every review still shows on its order.
    const unstarted = await w.book();
    await w.act('cancelorder', unstarted);
    expect((await review(unstarted, '5')).status).toBe(201);
    expect(await rating(w.provider.id)).toBe('3.0');
    expect(await reviewsOf(cancelledUnstarted)).toHaveLength(2);
  });

  it('answers a repeated Idempotency-Key like the first time and stores one review', async () => {
    const { w, orderid, form } = await closedOrder();
    const first = await post('/newreview', form('4', { review: 'Great' }), w.customer.token, 'key-1');
    const again = await post('/newreview', form('4', { review: 'Great' }), w.customer.token, 'key-1');
    expect(first).toMatchObject({ status: 201, replayed: false });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await reviewsOf(orderid)).toHaveLength(1);
    const details = orderDetailsResponseSchema.parse(
      (await c.get(`/orderdetails${query({ orderid })}`, w.customer.token)).body,
    );
    expect(details.review).toEqual([{ Rating: 4, Review: 'Great' }]);
  });

  it('stores one review and answers 201 to every concurrent duplicate', async () => {
    const { w, orderid, form } = await closedOrder();
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map(() => post('/provider/newreview', form('5'), w.provider.token, 'outbox-7f3a')),
    );
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(replies.map((r) => r.body.message))).toEqual(new Set([reviewMessages.thankYou]));
    expect(replies.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await reviewsOf(orderid)).toEqual([{ reviewer_role: 'provider', rating: 5 }]);
    expect(await rating(w.customer.id)).toBe('5.0');
  });

  it('refuses a key already used by the same account for another order', async () => {
    const a = await closedOrder('cancel');
    const orderid = await a.w.book();
    await a.w.act('cancelorder', orderid);
    expect((await post('/newreview', a.form('3'), a.w.customer.token, 'same-key')).status).toBe(201);
    expect(
      await post('/newreview', { ...a.form('3'), orderid }, a.w.customer.token, 'same-key'),
    ).toMatchObject({
      status: 422,
      body: { message: reviewMessages.keyReused },
    });
  });
});
