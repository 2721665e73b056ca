import { randomUUID } from 'node:crypto';
import {
  findBidsResponseSchema,
  loadExistingRequestResponseSchema,
  paymentIntentResponseSchema,
} from '@callout/contracts/booking';
import { geolocationResponseSchema } from '@callout/contracts/orders';
import { bidOpportunitiesResponseSchema } from '@callout/contracts/provider-jobs';
import { backends } from '@callout/server-testing/backends';
import { day, makeCustomer, makeProvider, productId, query } from '@callout/server-testing/fixtures/orders';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { demoProviders } from '../../../domain/ops/demo/demo-accounts';
import { orderMessages } from '../../../domain/orders/messages';
import { paymentMessages } from '../../../domain/payments/messages';

const james = demoProviders[1]?.id ?? '';

describe.each(backends)('booking, bidding and paying on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const request = async (token: string, form: Record<string, string>) => {
    const leak = await productId(server.db, 'Leak repair');
    const reply = await c.post(
      '/requestservice',
      {
        prodid: leak,
        zipcode: 'sw1a2aa',
        address: '10 Downing Street',
        scheduled: day(3),
        provider: james,
        ...form,
      },
      token,
    );
    expect(reply.status, reply.body.message).toBe(201);
    return reply.body.message;
  };
  const intentFor = async (orderid: string, token: string) =>
    paymentIntentResponseSchema.parse((await c.get(`/paymentintent${query({ orderid })}`, token)).body);
  const payWith = (clientSecret: string, number: string) =>
    c.post('/sandbox-gateway/confirm', { clientSecret, number, expiry: '12/34', cvc: '123' });
  const order = async (id: string) =>
    (
      await server.db.query<{
        status: string;
        payment_status: string;
        provider_id: string | null;
        price: string;
      }>('SELECT status, payment_status, provider_id, price::text FROM orders WHERE id = $1', [id])
    )[0];

  it('books a chosen provider, declines a card without charging it, then secures the payment once', async () => {
    const { token } = await makeCustomer(c);
    const orderid = await request(token, {});
    expect(orderid).toMatch(/^ORD-[0-9A-Z]{10}$/);
    const details = loadExistingRequestResponseSchema.parse(
      (await c.post('/loadexistingreq', { orderid, provider: james }, token)).body,
    );
    expect(details).toMatchObject({
      shippingDetails: [{ ShipZipCode: 'SW1A 2AA', DefaultLocation: '10 Downing Street', ShipDate: day(3) }],
      orderDetails: [{ Category: 'Plumbing', SubCategory: 'Repairs', Name: 'Leak repair' }],
      requestDetails: [{ Provider: james }],
    });
    expect(await order(orderid)).toMatchObject({
      status: 'NEW ORDER',
      payment_status: 'AWAITING PAYMENT',
      price: '85.00',
    });

    const intent = await intentFor(orderid, token);
    expect(intent.data).toMatchObject({
      publicKey: 'sandbox',
      OrderTotal: 85,
      Currency: 'GBP',
      AccountID: '',
    });
    const clientSecret = intent.data?.clientSecret ?? '';
    expect((await intentFor(orderid, token)).data?.clientSecret).toBe(clientSecret);

    const declined = await payWith(clientSecret, '4000 0000 0000 0002');
    expect(declined).toMatchObject({
      status: 402,
      body: {
        success: false,
        message: 'Your card was declined.',
        data: { status: 'requires_payment_method' },
      },
    });
    const refused = await c.get(`/confirmpayment${query({ orderid })}`, token);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('Your card was declined. (Payment status: requires_payment_method)');
    const [held] = await server.db.query<{ status: string; amount_captured_minor: number }>(
      'SELECT status, amount_captured_minor FROM sandbox_payment_intents WHERE client_secret = $1',
      [clientSecret],
    );
    expect(held).toEqual({ status: 'requires_payment_method', amount_captured_minor: 0 });
    expect(await order(orderid)).toMatchObject({ status: 'NEW ORDER', payment_status: 'AWAITING PAYMENT' });

    const paid = await payWith(clientSecret, '4242424242424242');
    expect(paid).toMatchObject({
      status: 200,
      body: { success: true, data: { status: 'requires_capture' } },
    });
    // Double click and a second device at once: each is told the same, the order changes once.
    const confirms = await Promise.all(
      [1, 2, 3].map(() => c.get(`/confirmpayment${query({ orderid })}`, token)),
    );
    for (const reply of confirms) {
      expect(reply).toMatchObject({ status: 200, body: { success: true, message: paymentMessages.secured } });
    }
    expect(await order(orderid)).toMatchObject({ status: 'SCHEDULED', payment_status: 'COMPLETED' });
    const payments = await server.db.query('SELECT status FROM payments WHERE order_id = $1', [orderid]);
    expect(payments).toEqual([{ status: 'requires_capture' }]);
    expect(await intentFor(orderid, token)).toEqual({ success: true, message: 'Payment Completed' });
  });

  it('publishes a job, takes bids with distances, engages a bidder and charges the engaged price', async () => {
    const name = `Bid${randomUUID().slice(0, 6)}`;
    const near = await makeProvider(server.db, c, { firstName: name, services: [['Leak repair', 70]] });
    const far = await makeProvider(server.db, c, { firstName: name, services: [['Leak repair', 90]] });
    const unverified = await makeProvider(server.db, c, { kyc: null, services: [['Leak repair', 80]] });
    const uncertified = await makeProvider(server.db, c, { services: [['Deep clean', 200]] });
    const { token } = await makeCustomer(c);
    const orderid = await request(token, {
      provider: 'BID',
      zipcode: 'M1 1AE',
      address: 'Piccadilly',
      scheduled: day(5),
    });
    expect(await order(orderid)).toMatchObject({ provider_id: null, status: 'NEW ORDER' });

    const bids = async () =>
      findBidsResponseSchema.parse((await c.get(`/findbids${query({ orderid })}`, token)).body);
    expect(await bids()).toMatchObject({ message: orderMessages.noBidsYet, data: [] });

    const jobs = async (providerToken: string) =>
      bidOpportunitiesResponseSchema.parse((await c.get('/provider/BidOpportunities', providerToken)).body)
        .data ?? [];
    expect((await jobs(near.token)).find((j) => j.OrderId === orderid)).toMatchObject({
      Price: 70,
      IsBid: false,
      // Bidders see only the district.
      ZipCode: 'M1',
      Address: 'Manchester M1',
      Schedule: day(5),
      Category: 'Plumbing',
      Specifics: 'Repairs',
    });
    expect((await jobs(uncertified.token)).find((j) => j.OrderId === orderid)).toBeUndefined();
    expect((await c.get('/provider/BidOpportunities', unverified.token)).status).toBe(403);

    const bid = (providerToken: string, lat: string, lng: string) =>
      c.get(`/provider/bidrequest${query({ orderid, lat, lng })}`, providerToken);
    expect(await bid(near.token, '53.4808', '-2.2426')).toMatchObject({
      status: 200,
      body: { message: orderMessages.bidPlaced },
    });
    expect((await jobs(near.token)).find((j) => j.OrderId === orderid)?.IsBid).toBe(true);
    expect((await bid(far.token, '51.5074', '-0.1278')).status).toBe(200);
    expect(await bid(unverified.token, '51.5', '-0.1')).toMatchObject({
      status: 403,
      body: { message: orderMessages.notVerified },
    });
    expect(await bid(uncertified.token, '51.5', '-0.1')).toMatchObject({
      status: 404,
      body: { message: orderMessages.jobNotFound },
    });

    const offers = (await bids()).data ?? [];
    expect(offers.map((o) => [o.PersonnelID, o.Price])).toEqual([
      [near.id, 70],
      [far.id, 90],
    ]);
    expect(offers[0]?.Distance).toBeLessThan(2);
    // London to Manchester, in miles.
    expect(offers[1]?.Distance).toBeGreaterThan(155);
    expect(offers[1]?.Distance).toBeLessThan(170);
    expect(await bid(far.token, '51.5', '-0.1')).toMatchObject({
      body: { message: orderMessages.bidWithdrawn },
    });
    expect((await bids()).data?.map((o) => o.PersonnelID)).toEqual([near.id]);
    await bid(far.token, '51.5074', '-0.1278');

    const chooseFirst = await c.get(`/paymentintent${query({ orderid })}`, token);
    expect(chooseFirst).toMatchObject({ status: 409, body: { message: paymentMessages.chooseProvider } });
    const engage = (personnel: string) => c.get(`/finalizerequest${query({ orderid, personnel })}`, token);
    expect(await engage(uncertified.id)).toMatchObject({
      status: 404,
      body: { message: orderMessages.bidderNotFound },
    });
    expect(await engage(far.id)).toMatchObject({ status: 200, body: { message: orderMessages.engaged } });
    expect(await order(orderid)).toMatchObject({ provider_id: far.id, price: '90.00', status: 'SCHEDULED' });
    const first = await intentFor(orderid, token);
    expect(first.data?.OrderTotal).toBe(90);

    // Switching bidder before paying re-prices the order and retires the old intent.
    expect((await engage(near.id)).status).toBe(200);
    expect((await engage(near.id)).status).toBe(200);
    const second = await intentFor(orderid, token);
    expect(second.data?.OrderTotal).toBe(70);
    expect(second.data?.clientSecret).not.toBe(first.data?.clientSecret);
    expect((await payWith(first.data?.clientSecret ?? '', '4242424242424242')).status).toBe(402);
    expect((await payWith(second.data?.clientSecret ?? '', '4242424242424242')).status).toBe(200);
    expect((await c.get(`/confirmpayment${query({ orderid })}`, token)).body.message).toBe(
      paymentMessages.secured,
    );
    expect(await order(orderid)).toMatchObject({
      provider_id: near.id,
      payment_status: 'COMPLETED',
      status: 'SCHEDULED',
    });

    expect(await engage(far.id)).toMatchObject({ status: 409, body: { message: orderMessages.alreadyPaid } });
    expect(await bid(far.token, '51.5', '-0.1')).toMatchObject({
      status: 409,
      body: { message: orderMessages.jobClosed },
    });
    expect((await jobs(near.token)).find((j) => j.OrderId === orderid)).toBeUndefined();
    // The job is closed: the bids, and where the bidders were, are no longer shown; and no position is
    // shared for the order before it is IN-PROGRESS.
    expect(await bids()).toMatchObject({ message: orderMessages.jobClosed, data: [] });
    const location = geolocationResponseSchema.parse(
      (await c.get(`/geolocation${query({ orderid })}`, token)).body,
    );
    expect(location).toMatchObject({ geoMimes: [], OrderStatus: 'SCHEDULED' });
  });
});
