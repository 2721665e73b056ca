import { providerProfileResponseSchema } from '@callout/contracts/accounts';
import { geolocationResponseSchema, orderDetailsResponseSchema } from '@callout/contracts/orders';
import { backends } from '@callout/server-testing/backends';
import {
  backdate,
  orderState,
  orderWorld,
  payoutsOf,
  perHour,
  sandboxIntents,
} from '@callout/server-testing/fixtures/order-lifecycle';
import { day, makeCustomer, makeProvider, productId, query } from '@callout/server-testing/fixtures/orders';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { lifecycleMessages, orderMessages, transitionMessages } from '../../../domain/orders/messages';
import { createSandboxGateway } from '../../../domain/payments/sandbox-gateway';
import { runWeeklyPayouts } from '../../../domain/payouts/weekly-payouts';

describe.each(backends)('order lifecycle on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  it('runs a PER JOB order from request to payment, start, tracking, end, payout and both reviews', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    expect(await w.act('startorder', orderid)).toMatchObject({
      status: 409,
      body: { success: false, message: transitionMessages.payFirst },
    });
    expect((await w.pay(orderid)).status).toBe(200);
    expect(await orderState(server.db, orderid)).toMatchObject({
      status: 'SCHEDULED',
      payment_status: 'COMPLETED',
    });

    expect(await w.act('startorder', orderid)).toMatchObject({
      status: 200,
      body: { success: true, message: lifecycleMessages.started },
    });
    // The provider's device reports its position; the customer's live map sees it with the status.
    const report = await c.get(
      `/provider/geolocation${query({ orderid, lat: '51.5033', lng: '-0.1196' })}`,
      w.provider.token,
    );
    expect(geolocationResponseSchema.parse(report.body)).toMatchObject({
      message: lifecycleMessages.locationShared,
      geoMimes: [{ LastLat: 51.5033, LastLong: -0.1196 }],
      OrderStatus: 'IN-PROGRESS',
    });
    const seen = geolocationResponseSchema.parse(
      (await c.get(`/geolocation${query({ orderid })}`, w.customer.token)).body,
    );
    expect(seen).toMatchObject({ geoMimes: [{ LastLat: 51.5033 }], OrderStatus: 'IN-PROGRESS' });

    expect(await w.act('endorder', orderid)).toMatchObject({
      status: 200,
      body: { message: lifecycleMessages.ended },
    });
    expect(await orderState(server.db, orderid)).toMatchObject({
      status: 'COMPLETED',
      payment_status: 'COMPLETED',
    });
    expect(await sandboxIntents(server.db, orderid)).toEqual([
      { status: 'succeeded', amount_minor: 8000, amount_captured_minor: 8000, amount_refunded_minor: 0 },
    ]);
    expect(await payoutsOf(server.db, orderid)).toEqual([
      { amount_minor: 8000, schedule: 'WEEKLY', status: 'pending' },
    ]);
    // Once closed the position is no longer shared, and the status tells both pages to stop.
    const after = (await c.get(`/geolocation${query({ orderid })}`, w.customer.token)).body;
    expect(after).toMatchObject({ geoMimes: [], OrderStatus: 'COMPLETED' });
    const late = await c.get(
      `/provider/geolocation${query({ orderid, lat: '51', lng: '0' })}`,
      w.provider.token,
    );
    expect(late.body).toMatchObject({ message: lifecycleMessages.notTracking, OrderStatus: 'COMPLETED' });

    // Both reviews; the provider's rating becomes the average of real reviews.
    const review = { product: '1', provider: w.provider.id, orderid };
    expect(
      await c.post('/newreview', { ...review, rating: '4', review: 'Quick and tidy' }, w.customer.token),
    ).toMatchObject({ status: 201, body: { success: true, message: 'Thank you for your feedback!' } });
    expect((await c.post('/provider/newreview', { ...review, rating: '5' }, w.provider.token)).status).toBe(
      201,
    );
    const profile = providerProfileResponseSchema.parse(
      (await c.get('/provider/profile', w.provider.token)).body,
    );
    expect(profile.data).toMatchObject({ rating: 4, completed: 1, total: 1, orders: [] });
    const details = (who: string, token: string) =>
      c
        .get(`${who}/orderdetails${query({ orderid })}`, token)
        .then((r) => orderDetailsResponseSchema.parse(r.body));
    expect((await details('', w.customer.token)).review).toEqual([{ Rating: 4, Review: 'Quick and tidy' }]);
    expect((await details('/provider', w.provider.token)).review).toEqual([{ Rating: 5, Review: null }]);

    // The weekly batch pays the payout once.
    const gateway = createSandboxGateway(server.db);
    const cutoff = new Date(Date.now() + 1000);
    const batch = await runWeeklyPayouts(server.db, server.siteLinks, gateway, { cutoff });
    expect(batch?.totals[`${w.provider.id} gbp`]).toBe(8000);
    expect(await payoutsOf(server.db, orderid)).toMatchObject([{ status: 'paid' }]);
    expect((await runWeeklyPayouts(server.db, server.siteLinks, gateway, { cutoff }))?.totals).toEqual({});
  });

  it('prices a PER HOUR order by the time taken, then takes the payment after the end', async () => {
    const w = await orderWorld(server.db, c);
    await server.db.query(`UPDATE accounts SET payout_schedule = 'INSTANT' WHERE id = $1`, [w.provider.id]);
    const orderid = await w.book(perHour);
    expect((await c.get(`/paymentintent${query({ orderid })}`, w.customer.token)).body.message).toBe(
      'PENDING ORDER',
    );
    expect((await w.act('startorder', orderid)).status).toBe(200);
    // 1 h 31 min at £40 an hour: seven quarters, £70.
    await backdate(server.db, orderid, 'started_at', 91);
    expect(await w.act('endorder', orderid)).toMatchObject({
      status: 200,
      body: { message: lifecycleMessages.endedPayForTime('1 h 45 min', '£70.00') },
    });
    expect(await orderState(server.db, orderid)).toMatchObject({
      status: 'COMPLETED',
      payment_status: 'PENDING ORDER',
      amount_due: '70.00',
    });
    const paid = await w.pay(orderid);
    expect(paid.body.message).toBe('Payment completed. Thank you!');
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([
      { status: 'succeeded', amount_captured_minor: 7000 },
    ]);
    expect(await payoutsOf(server.db, orderid)).toEqual([
      { amount_minor: 7000, schedule: 'INSTANT', status: 'paid' },
    ]);
  });

  it('bills one quarter for a PER HOUR job ended at once', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book(perHour);
    await w.act('startorder', orderid);
    expect((await w.act('endorder', orderid)).body.message).toBe(
      lifecycleMessages.endedPayForTime('15 min', '£10.00'),
    );
  });

  it('refuses every illegal move with a 4xx and a clear message', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    const stranger = await makeCustomer(c);
    const otherProvider = await makeProvider(server.db, c);

    expect(await w.act('endorder', orderid)).toMatchObject({
      status: 409,
      body: { message: transitionMessages.notEndable },
    });
    for (const action of ['startorder', 'endorder', 'cancelorder', 'orderdetails']) {
      expect(await w.act(action, orderid, stranger.token)).toMatchObject({
        status: 404,
        body: { message: orderMessages.orderNotFound },
      });
    }
    for (const action of ['cancelorder', 'orderdetails', 'startorder']) {
      expect((await w.act(`provider/${action}`, orderid, otherProvider.token)).status).toBe(404);
    }
    await w.pay(orderid);
    for (const action of ['startorder', 'endorder']) {
      expect(await w.act(`provider/${action}`, orderid, w.provider.token)).toMatchObject({
        status: 403,
        body: { message: transitionMessages.customerOnly },
      });
    }
    // A provider token on a customer call is not a customer session.
    expect((await w.act('startorder', orderid, w.provider.token)).status).toBe(401);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    expect(await w.act('startorder', orderid)).toMatchObject({
      status: 409,
      body: { message: transitionMessages.notStartable },
    });
    expect((await w.act('endorder', orderid)).status).toBe(200);
    for (const action of ['startorder', 'endorder', 'cancelorder', 'provider/cancelorder']) {
      const token = action.startsWith('provider') ? w.provider.token : w.customer.token;
      expect(await w.act(action, orderid, token)).toMatchObject({
        status: 409,
        body: { message: transitionMessages.closed },
      });
    }
    expect((await w.act('startorder', 'ORD-NOPE!')).status).toBe(400);
  });

  it("refuses to start a paid order before its job's day, in words that say when it can", async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book(undefined, undefined, day(3));
    expect((await w.pay(orderid)).status).toBe(200);
    const refused = await w.act('startorder', orderid);
    expect(refused).toMatchObject({
      status: 409,
      body: { success: false, message: transitionMessages.notYourDay(day(3)) },
    });
    expect(refused.body.message).toMatch(
      /^You can start this order on \d{1,2} [A-Z][a-z]+ \d{4}, the day of the job\.$/,
    );
    expect(await orderState(server.db, orderid)).toMatchObject({ status: 'SCHEDULED' });
    // Nothing started, so nothing can be ended and captured two seconds later.
    expect((await w.act('endorder', orderid)).status).toBe(409);
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([{ status: 'requires_capture' }]);
  });

  it('refuses to start a published job before a provider is engaged', async () => {
    const w = await orderWorld(server.db, c);
    const reply = await c.post(
      '/requestservice',
      {
        prodid: await productId(server.db, perHour),
        zipcode: 'SE1 7PB',
        address: '1 Waterloo Road',
        scheduled: day(1),
        provider: 'BID',
      },
      w.customer.token,
    );
    expect(await w.act('startorder', reply.body.message)).toMatchObject({
      status: 409,
      body: { message: transitionMessages.noProvider },
    });
    // Either side may cancel; a published job has no provider yet to cancel it.
    expect((await w.act('cancelorder', reply.body.message)).body.message).toBe(lifecycleMessages.cancelled);
  });
});
