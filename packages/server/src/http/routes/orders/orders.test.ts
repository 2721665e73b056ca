import { providerProfileResponseSchema } from '@callout/contracts/accounts';
import {
  customerOrdersResponseSchema,
  orderDetailsResponseSchema,
  providerOrdersResponseSchema,
} from '@callout/contracts/orders';
import { backends } from '@callout/server-testing/backends';
import { orderWorld, perHour } from '@callout/server-testing/fixtures/order-lifecycle';
import { day, makeCustomer, makeProvider, query } from '@callout/server-testing/fixtures/orders';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { lifecycleMessages, orderMessages } from '../../../domain/orders/messages';

describe.each(backends)('order lists and details on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const name = (id: string, first: string, last: string) =>
    server.db.query('UPDATE accounts SET first_name = $2, last_name = $3 WHERE id = $1', [id, first, last]);

  it('lists each side its own orders, newest first, searchable by product, category, id and name', async () => {
    const w = await orderWorld(server.db, c);
    await name(w.customer.id, 'Sam', 'Hillier');
    const older = await w.book();
    const newer = await w.book(perHour);
    const mine = (search = '') =>
      c
        .get(`/orders${query({ search })}`, w.customer.token)
        .then((r) => customerOrdersResponseSchema.parse(r.body));
    const list = await mine();
    expect(list.data?.map((r) => r.Orderid)).toEqual([newer, older]);
    expect(list.data?.[1]).toMatchObject({
      Name: 'Leak repair',
      Category: 'Plumbing',
      Price: 80,
      Rate: 'PER JOB',
      PersonnelName: 'Paula Tester',
      OrderStatus: 'NEW ORDER',
      PaymentStatus: 'AWAITING PAYMENT',
      ShipDate: day(0),
    });
    expect((await mine('toilet')).data?.map((r) => r.Orderid)).toEqual([newer]);
    expect((await mine(older.toLowerCase())).data?.map((r) => r.Orderid)).toEqual([older]);
    expect((await mine('paula')).data).toHaveLength(2);
    expect((await mine('plumb')).data).toHaveLength(2);
    expect(await mine('%')).toMatchObject({ message: lifecycleMessages.noOrders, data: [] });

    const theirs = (search = '') =>
      c
        .get(`/provider/orders${query({ search })}`, w.provider.token)
        .then((r) => providerOrdersResponseSchema.parse(r.body));
    expect((await theirs()).data?.map((r) => [r.Orderid, r.CustomerName])).toEqual([
      [newer, 'Sam Hillier'],
      [older, 'Sam Hillier'],
    ]);
    expect((await theirs('hillier')).data).toHaveLength(2);
    expect((await theirs('nobody')).data).toEqual([]);

    // Other accounts see none of them.
    const stranger = await makeCustomer(c);
    expect(customerOrdersResponseSchema.parse((await c.get('/orders', stranger.token)).body).data).toEqual(
      [],
    );
    const rival = await makeProvider(server.db, c);
    expect((await c.get('/provider/orders', rival.token)).body.data).toEqual([]);
  });

  it('says a card payment is held until the job ends, and taken once it does', async () => {
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    const info = async () =>
      orderDetailsResponseSchema.parse(
        (await c.get(`/orderdetails${query({ orderid })}`, w.customer.token)).body,
      ).orderInfo?.[0];
    expect(await info()).toMatchObject({ PaymentStatus: 'AWAITING PAYMENT', PaymentHeld: false });
    await w.pay(orderid);
    expect(await info()).toMatchObject({ PaymentStatus: 'COMPLETED', PaymentHeld: true });
    await w.act('startorder', orderid);
    await w.act('endorder', orderid);
    expect(await info()).toMatchObject({ PaymentStatus: 'COMPLETED', PaymentHeld: false });
  });

  it('shows every detail field to the customer and the provider, and nothing to anyone else', async () => {
    const w = await orderWorld(server.db, c);
    await name(w.customer.id, 'Sam', 'Hill');
    await server.db.query(
      `INSERT INTO images (id, mime, data_base64) VALUES ('img-paula', 'image/png', 'iVBO')`,
    );
    await server.db.query(`UPDATE accounts SET image_id = 'img-paula' WHERE id = $1`, [w.provider.id]);
    const orderid = await w.book();
    const details = async (prefix: string, token: string) =>
      orderDetailsResponseSchema.parse(
        (await c.get(`${prefix}/orderdetails${query({ orderid })}`, token)).body,
      );

    const before = await details('', w.customer.token);
    expect(before.orderInfo?.[0]).toMatchObject({
      OrderStatus: 'NEW ORDER',
      Name: 'Leak repair',
      Category: 'Plumbing',
      SubCategory: expect.any(String),
      ProductID: expect.stringMatching(/^\d+$/),
      Currency: 'GBP',
      Price: 80,
      Rate: 'PER JOB',
      OrderTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      PaymentStatus: 'AWAITING PAYMENT',
      PersonnelID: w.provider.id,
      PersonnelName: 'Paula Tester',
      PersonnelImg: '/api/images/img-paula',
      prvSaved: false,
      CustomerID: w.customer.id,
      CustomerName: 'Sam Hill',
      CustomerImg: null,
    });
    expect(before.shippingInfo?.[0]).toMatchObject({
      ShipZipCode: 'SE1 7PB',
      ShipAddress: '1 Waterloo Road',
      ShipDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      ShippingStarts: null,
      ShippingEnds: null,
      locSaved: false,
    });
    expect(before.review).toEqual([]);

    // The save icons follow the customer's saved lists.
    await c.post('/toggleprovidersave', { value: w.provider.id }, w.customer.token);
    await c.post('/togglelocationsave', { value: 'SE1 7PB;1 Waterloo Road' }, w.customer.token);
    await w.pay(orderid);
    await w.act('startorder', orderid);
    await w.act('endorder', orderid);
    const after = await details('', w.customer.token);
    expect(after.orderInfo?.[0]).toMatchObject({ prvSaved: true, OrderStatus: 'COMPLETED' });
    const shipping = after.shippingInfo?.[0];
    expect(shipping?.locSaved).toBe(true);
    expect(Date.parse(shipping?.ShippingEnds ?? '')).toBeGreaterThanOrEqual(
      Date.parse(shipping?.ShippingStarts ?? ''),
    );

    // The provider's page: customer name and image, no save icons.
    const theirs = await details('/provider', w.provider.token);
    expect(theirs.orderInfo?.[0]).toMatchObject({ CustomerName: 'Sam Hill', prvSaved: false });
    expect(theirs.shippingInfo?.[0]?.locSaved).toBe(false);

    const stranger = await makeCustomer(c);
    const rival = await makeProvider(server.db, c);
    for (const [prefix, token] of [
      ['', stranger.token],
      ['/provider', rival.token],
    ] as const) {
      expect(await c.get(`${prefix}/orderdetails${query({ orderid })}`, token)).toMatchObject({
        status: 404,
        body: { success: false, message: orderMessages.orderNotFound },
      });
    }
    expect((await c.get(`/orderdetails${query({ orderid: 'ORD-MISSING' })}`, w.customer.token)).status).toBe(
      404,
    );
  });

  it("fills the provider profile's orders, counters and rating from real orders", async () => {
    const w = await orderWorld(server.db, c);
    const profile = async () =>
      providerProfileResponseSchema.parse((await c.get('/provider/profile', w.provider.token)).body).data;
    expect(await profile()).toMatchObject({ orders: [], completed: 0, total: 0, rating: null });

    const done = await w.book();
    await w.pay(done);
    await w.act('startorder', done);
    await w.act('endorder', done);
    const cancelled = await w.book();
    await w.act('provider/cancelorder', cancelled, w.provider.token);
    const upcoming = await w.book(perHour);
    const data = await profile();
    expect(data).toMatchObject({ completed: 1, total: 3 });
    expect(data?.orders.map((o) => [o.Orderid, o.OrderStatus])).toEqual([[upcoming, 'NEW ORDER']]);
  });
});
