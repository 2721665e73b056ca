// A provider's position belongs to one job. The live position of an IN-PROGRESS order is seen by
// that order's customer only and goes when the order closes; a bid's position shows, as a distance, to the
// job's customer only while the job is open.
import { findBidsResponseSchema } from '@callout/contracts/booking';
import { geolocationResponseSchema } from '@callout/contracts/orders';
import { backends } from '@callout/server-testing/backends';
import { orderWorld, perJob } from '@callout/server-testing/fixtures/order-lifecycle';
import { day, makeCustomer, makeProvider, productId, query } from '@callout/server-testing/fixtures/orders';
import { latestCode } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { lifecycleMessages, orderMessages } from '../../../domain/orders/messages';

describe.each(backends)('order location on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const seenBy = async (orderid: string, token: string) =>
    geolocationResponseSchema.parse((await c.get(`/geolocation${query({ orderid })}`, token)).body);
  const report = (orderid: string, token: string, lat = '51.5033', lng = '-0.1196') =>
    c.get(`/provider/geolocation${query({ orderid, lat, lng })}`, token);
  const kept = async (orderid: string) =>
    server.db.query('SELECT lat, lng FROM order_positions WHERE order_id = $1', [orderid]);

  /** A paid order of the world's customer, started by them: IN-PROGRESS. */
  const startedOrder = async (w: Awaited<ReturnType<typeof orderWorld>>) => {
    const orderid = await w.book();
    await w.pay(orderid);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    return orderid;
  };

  it("shows a provider's live position only to the customer of the IN-PROGRESS order it was reported for", async () => {
    const w = await orderWorld(server.db, c);
    const live = await startedOrder(w);
    // Another customer has a new order to the same provider.
    const other = await makeCustomer(c);
    const waiting = await w.book(undefined, other.token);

    expect(await report(live, w.provider.token)).toMatchObject({
      status: 200,
      body: {
        message: lifecycleMessages.locationShared,
        geoMimes: [{ LastLat: 51.5033, LastLong: -0.1196 }],
      },
    });
    expect(await seenBy(live, w.customer.token)).toMatchObject({
      geoMimes: [{ LastLat: 51.5033, LastLong: -0.1196 }],
      OrderStatus: 'IN-PROGRESS',
    });
    expect(await seenBy(waiting, other.token)).toEqual({
      success: true,
      message: lifecycleMessages.notTracking,
      geoMimes: [],
      OrderStatus: 'NEW ORDER',
    });
    expect((await c.get(`/geolocation${query({ orderid: live })}`, other.token)).status).toBe(404);

    // A report on an order that is not IN-PROGRESS is refused: nothing kept, the status said.
    expect(await report(waiting, w.provider.token, '52', '-1')).toMatchObject({
      status: 200,
      body: { message: lifecycleMessages.notTracking, geoMimes: [], OrderStatus: 'NEW ORDER' },
    });
    expect(await kept(waiting)).toEqual([]);
    expect((await seenBy(waiting, other.token)).geoMimes).toEqual([]);

    // Another provider cannot report on it, nor move it.
    const stranger = await makeProvider(server.db, c, { services: [[perJob, 80]] });
    expect((await report(live, stranger.token, '55.95', '-3.19')).status).toBe(404);
    expect((await seenBy(live, w.customer.token)).geoMimes).toEqual([
      { LastLat: 51.5033, LastLong: -0.1196 },
    ]);
  });

  it('forgets the position when the order ends, or is cancelled by either side', async () => {
    const w = await orderWorld(server.db, c);
    const closings: Array<[string, (orderid: string) => Promise<unknown>, string]> = [
      ['end', (orderid) => w.act('endorder', orderid), 'COMPLETED'],
      ['customer cancel', (orderid) => w.act('cancelorder', orderid), 'CANCELLED'],
      ['provider cancel', (orderid) => w.act('provider/cancelorder', orderid, w.provider.token), 'CANCELLED'],
    ];
    for (const [how, close, status] of closings) {
      const orderid = await startedOrder(w);
      expect((await report(orderid, w.provider.token)).status, how).toBe(200);
      expect(await kept(orderid), how).toHaveLength(1);
      await close(orderid);
      expect(await kept(orderid), how).toEqual([]);
      expect(await seenBy(orderid, w.customer.token), how).toMatchObject({
        message: lifecycleMessages.trackingEnded,
        geoMimes: [],
        OrderStatus: status,
      });
      expect((await report(orderid, w.provider.token)).body, how).toMatchObject({
        message: lifecycleMessages.notTracking,
        geoMimes: [],
      });
      expect(await kept(orderid), how).toEqual([]);
    }
  });

  it("forgets the position of a job in progress when its provider's account is deleted", async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await startedOrder(w);
    await report(orderid, w.provider.token);
    await c.post('/provider/otp', { value: w.provider.email, purpose: 'delete' }, w.provider.token);
    const code = await latestCode(server.app, w.provider.email);
    expect((await c.post('/provider/deleteAccount', { value: code }, w.provider.token)).status).toBe(200);
    expect(await kept(orderid)).toEqual([]);
    expect((await seenBy(orderid, w.customer.token)).geoMimes).toEqual([]);
  });

  it("shows a bid's position, as its distance, to the job's customer only while the job is open", async () => {
    const w = await orderWorld(server.db, c);
    const publish = async (token: string) => {
      const reply = await c.post(
        '/requestservice',
        {
          prodid: await productId(server.db, perJob),
          zipcode: 'M1 1AE',
          address: 'Piccadilly',
          scheduled: day(3),
          provider: 'BID',
        },
        token,
      );
      expect(reply.status).toBe(201);
      return reply.body.message;
    };
    const bidsOn = async (orderid: string, token: string) =>
      findBidsResponseSchema.parse((await c.get(`/findbids${query({ orderid })}`, token)).body);

    const job = await publish(w.customer.token);
    const bid = await c.get(
      `/provider/bidrequest${query({ orderid: job, lat: '53.4808', lng: '-2.2426' })}`,
      w.provider.token,
    );
    expect(bid.body.message).toBe(orderMessages.bidPlaced);
    const offers = (await bidsOn(job, w.customer.token)).data ?? [];
    expect(offers.map((o) => o.PersonnelID)).toEqual([w.provider.id]);
    expect(offers[0]?.Distance).toBeLessThan(2);

    // Nobody else sees it: not another customer, neither through that job nor through an order of their own
    // to the same provider (the bid once wrote the provider's one global position).
    const other = await makeCustomer(c);
    expect((await c.get(`/findbids${query({ orderid: job })}`, other.token)).status).toBe(404);
    expect((await c.get(`/geolocation${query({ orderid: job })}`, other.token)).status).toBe(404);
    const direct = await w.book(undefined, other.token);
    expect((await seenBy(direct, other.token)).geoMimes).toEqual([]);
    const theirJob = await publish(other.token);
    expect((await bidsOn(theirJob, other.token)).data).toEqual([]);
    // Nor the job's own customer as a live position.
    expect((await seenBy(job, w.customer.token)).geoMimes).toEqual([]);

    // Once the job is closed the bids, and where the bidders were, are no longer shown.
    await w.act('cancelorder', job);
    expect(await bidsOn(job, w.customer.token)).toMatchObject({ message: orderMessages.jobClosed, data: [] });
  });
});
