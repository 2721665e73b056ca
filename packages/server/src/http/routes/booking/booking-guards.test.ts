import { backends } from '@callout/server-testing/backends';
import { day, makeCustomer, makeProvider, productId, query } from '@callout/server-testing/fixtures/orders';
import type { Client } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { demoProviders } from '../../../domain/ops/demo/demo-accounts';
import { orderMessages } from '../../../domain/orders/messages';
import { paymentMessages } from '../../../domain/payments/messages';

// Access control and bad input for every booking call that takes an order id or a form.
const james = demoProviders[1]?.id ?? '';

describe.each(backends)('booking guards on $name', (backend) => {
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
  const payWith = (clientSecret: string, number: string) =>
    c.post('/sandbox-gateway/confirm', { clientSecret, number, expiry: '12/34', cvc: '123' });
  const order = async (id: string) =>
    (
      await server.db.query<{ status: string; provider_id: string | null }>(
        'SELECT status, provider_id FROM orders WHERE id = $1',
        [id],
      )
    )[0];

  it('answers order calls only to the order’s own customer', async () => {
    const owner = await makeCustomer(c);
    const stranger = await makeCustomer(c);
    const provider = await makeProvider(server.db, c, { services: [['Deep clean', 200]] });
    const orderid = await request(owner.token, { provider: 'BID' });
    const calls: Array<[string, (token?: string) => ReturnType<Client['get']>]> = [
      ['loadexistingreq', (t) => c.post('/loadexistingreq', { orderid, provider: 'BID' }, t)],
      ['findbids', (t) => c.get(`/findbids${query({ orderid })}`, t)],
      ['finalizerequest', (t) => c.get(`/finalizerequest${query({ orderid, personnel: provider.id })}`, t)],
      ['paymentintent', (t) => c.get(`/paymentintent${query({ orderid })}`, t)],
      ['confirmpayment', (t) => c.get(`/confirmpayment${query({ orderid })}`, t)],
      ['geolocation', (t) => c.get(`/geolocation${query({ orderid })}`, t)],
    ];
    for (const [name, call] of calls) {
      expect(await call(stranger.token), name).toMatchObject({
        status: 404,
        body: { message: orderMessages.orderNotFound },
      });
      expect((await call(undefined)).status, name).toBe(401);
      expect((await call(provider.token)).status, name).toBe(401);
    }
    const unknown = await c.get(`/findbids${query({ orderid: 'ORD-0000000000' })}`, owner.token);
    expect(unknown).toMatchObject({ status: 404, body: { message: orderMessages.orderNotFound } });
    expect(
      (await c.get(`/provider/bidrequest${query({ orderid, lat: '51.5', lng: '-0.1' })}`, provider.token))
        .status,
    ).toBe(404);
    expect((await c.get(`/provider/bidrequest${query({ orderid, lat: '51.5', lng: '-0.1' })}`)).status).toBe(
      401,
    );
    expect((await c.get('/provider/BidOpportunities', owner.token)).status).toBe(401);
    // The owner's order is untouched by all of that.
    expect(await order(orderid)).toMatchObject({ status: 'NEW ORDER', provider_id: null });
  });

  it('refuses bad booking input with 4xx and a message, never 500', async () => {
    const { token } = await makeCustomer(c);
    const sofia = demoProviders[5]?.id ?? '';
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ zipcode: '90210' }, 400, 'Please enter a valid postcode.'],
      [{ zipcode: 'ZZ1 1AA' }, 400, 'Please enter a valid postcode.'],
      [{ address: '' }, 400, 'Please enter the address the professional should come to.'],
      [{ scheduled: '' }, 400, 'Date for the order is required to proceed'],
      [{ scheduled: day(75) }, 400, 'Please choose a date from today to 60 days ahead.'],
      [{ provider: sofia }, 409, orderMessages.providerUnavailable],
      [{ provider: '<script>' }, 400, 'The reference is missing or not valid.'],
      [{ prodid: '424242' }, 404, orderMessages.productNotFound],
    ];
    for (const [form, status, message] of cases) {
      const leak = await productId(server.db, 'Leak repair');
      const reply = await c.post(
        '/requestservice',
        {
          prodid: leak,
          zipcode: 'SW1A 2AA',
          address: 'Downing Street',
          scheduled: day(3),
          provider: james,
          ...form,
        },
        token,
      );
      expect(reply, JSON.stringify(form)).toMatchObject({ status, body: { success: false, message } });
    }
    const provider = await makeProvider(server.db, c, { services: [['Leak repair', 70]] });
    const badGets: Array<[string, string | undefined]> = [
      ['/findbids', token],
      [`/findbids${query({ orderid: '../etc' })}`, token],
      [`/finalizerequest${query({ orderid: 'ORD-1' })}`, token],
      [`/paymentintent${query({ orderid: '' })}`, token],
      [`/provider/bidrequest${query({ orderid: 'ORD-1', lat: 'north', lng: '0' })}`, provider.token],
      [`/provider/bidrequest${query({ orderid: 'ORD-1', lat: '100', lng: '0' })}`, provider.token],
    ];
    for (const [url, t] of badGets) {
      const reply = await c.get(url, t);
      expect(reply.status, url).toBe(400);
      expect(reply.body.success, url).toBe(false);
    }
    expect((await c.post('/loadexistingreq', {}, token)).status).toBe(400);
    expect((await c.post('/sandbox-gateway/confirm', { number: '4242424242424242' })).status).toBe(400);
    expect(await payWith('pi_sbx_nothing_secret_nothing', '4242424242424242')).toMatchObject({
      status: 404,
      body: { message: paymentMessages.sandboxUnknownPayment },
    });
  });
});
