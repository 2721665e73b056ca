// Service areas: the provider's base and radius, the providers list by distance (the demo
// providers placed around London, Manchester and Birmingham), and published jobs reaching only providers
// in range.
import { activeProvidersResponseSchema } from '@callout/contracts/catalog';
import { bidOpportunitiesResponseSchema } from '@callout/contracts/provider-jobs';
import {
  areaPostcodeMessage,
  getServiceAreaResponseSchema,
  radiusMessage,
} from '@callout/contracts/service-area';
import { backends } from '@callout/server-testing/backends';
import { day, makeCustomer, makeProvider, productId, query } from '@callout/server-testing/fixtures/orders';
import { notificationsOf } from '@callout/server-testing/fixtures/provider';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { demoProviders } from '../../../domain/ops/demo/demo-accounts';
import { serviceAreaMessages } from './provider-service-area';

describe.each(backends)('service areas on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const active = async (product: string, form: Record<string, string> = {}) => {
    const reply = await c.post('/activeproviders', {
      prodid: await productId(server.db, product),
      schedule: day(1),
      search: '',
      ...form,
    });
    expect(reply.status, reply.body.message).toBe(200);
    return activeProvidersResponseSchema.parse(reply.body).data ?? [];
  };

  it('in demo mode a London job lists nearby providers nearest first, an Edinburgh job none', async () => {
    const london = await active('Deep clean', { zipcode: 'SW1A 1AA' });
    expect(london.map((p) => p.FirstName)).toEqual(['Amara', 'Grace']);
    for (const provider of london) expect(provider.Distance).toEqual(expect.any(Number));
    const distances = london.map((p) => p.Distance ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const d of distances) expect(String(d)).toMatch(/^\d+(\.\d)?$/);
    // Manchester and Birmingham providers of the same service are out of range of London.
    expect(london.map((p) => p.FirstName)).not.toContain('Oliver');

    const manchester = await active('Deep clean', { zipcode: 'M1 1AE' });
    expect(manchester.map((p) => p.FirstName)).toEqual(['Oliver']);
    const birmingham = await active('Deep clean', { zipcode: 'B1 1AA' });
    expect(birmingham.map((p) => p.FirstName)).toEqual(['Hannah']);

    const edinburgh = await c.post('/activeproviders', {
      prodid: await productId(server.db, 'Deep clean'),
      schedule: day(1),
      zipcode: 'EH1 1YZ',
    });
    expect(edinburgh.body).toMatchObject({ success: true, message: 'No providers available', data: [] });
    for (const product of [
      'Standard home clean',
      'Leak repair',
      'Full valet',
      'Light fitting',
      'Office clean',
    ]) {
      expect(await active(product, { zipcode: 'EH1' })).toEqual([]);
    }
    // Several providers of several services cover a London postcode.
    const londonNames = new Set<string>();
    for (const product of ['Standard home clean', 'Leak repair', 'Full valet', 'Deep clean']) {
      for (const p of await active(product, { zipcode: 'SE1 7PB' })) londonNames.add(p.FirstName ?? '');
    }
    expect(londonNames.size).toBeGreaterThanOrEqual(4);
  });

  it('without a postcode answers as before with Distance null, and refuses an unknown postcode', async () => {
    const all = await active('Deep clean');
    expect(all.map((p) => p.FirstName)).toEqual(
      expect.arrayContaining(['Amara', 'Grace', 'Oliver', 'Hannah']),
    );
    for (const provider of all) expect(provider.Distance ?? null).toBeNull();
    expect((await active('Deep clean', { zipcode: '' })).length).toBe(all.length);
    for (const zipcode of ['ZZ1 1AA', '90210', 'not a postcode']) {
      const reply = await c.post('/activeproviders', {
        prodid: await productId(server.db, 'Deep clean'),
        schedule: day(1),
        zipcode,
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, message: 'Please enter a valid postcode.' });
    }
  });

  it('answers a page with the cursor of the next, and refuses a cursor that is not of the list asked for', async () => {
    const prodid = await productId(server.db, 'Deep clean');
    const ask = (form: Record<string, string>) =>
      c.post('/activeproviders', { prodid, schedule: day(1), search: '', ...form });
    const short = await ask({ zipcode: 'SW1A 1AA' });
    expect(short.body).toMatchObject({ success: true, Next: null });
    // The cursor is honoured: from no distance at all, the whole list; from beyond the far side of the Earth
    // (a chord of 2), nothing.
    const ids = (body: unknown) =>
      (activeProvidersResponseSchema.parse(body).data ?? []).map((p) => p.PersonnelID);
    const fromStart = await ask({ zipcode: 'SW1A 1AA', before: '0~A' });
    expect(ids(fromStart.body)).toEqual(ids(short.body));
    expect(ids(fromStart.body)).toHaveLength(2);
    const beyond = await ask({ zipcode: 'SW1A 1AA', before: '2.5~A' });
    expect(beyond.body).toMatchObject({ success: true, data: [], Next: null });
    for (const [form, why] of [
      [{ zipcode: 'SW1A 1AA', before: '4.5~20.00~PRV-1' }, 'a best-rated cursor with a postcode'],
      [{ before: '0.001~PRV-1' }, 'a nearest cursor without a postcode'],
      [{ before: 'not a cursor' }, 'not a cursor'],
      [{ before: `1~${'x'.repeat(200)}` }, 'a long one'],
    ] as const) {
      const reply = await ask(form);
      expect(reply.status, why).toBe(400);
      expect(reply.body, why).toMatchObject({
        success: false,
        message: 'The reference is missing or not valid.',
      });
    }
  });

  it('lets a provider set a base postcode and radius, validated, and finds them within it only', async () => {
    const provider = await makeProvider(server.db, c, {
      firstName: 'Radia',
      services: [['Tap or toilet fitting', 50]],
    });
    const other = await makeProvider(server.db, c, { firstName: 'Other' });
    const read = async (token: string) =>
      getServiceAreaResponseSchema.parse((await c.get('/provider/servicearea', token)).body);
    expect(await read(provider.token)).toMatchObject({ data: null, message: serviceAreaMessages.notSet });

    // Without an area the provider is listed without a postcode, and not with one.
    const search = { search: 'Radia' };
    expect((await active('Tap or toilet fitting', search)).map((p) => p.FirstName)).toEqual(['Radia']);
    expect(await active('Tap or toilet fitting', { ...search, zipcode: 'M1 1AE' })).toEqual([]);

    const refusals: Array<[Record<string, string>, string]> = [
      [{ zipcode: 'M1 1AE', radius: '0' }, radiusMessage],
      [{ zipcode: 'M1 1AE', radius: '101' }, radiusMessage],
      [{ zipcode: 'M1 1AE', radius: '2.5' }, radiusMessage],
      [{ zipcode: 'M1 1AE', radius: 'ten' }, radiusMessage],
      [{ zipcode: 'M1 1AE' }, radiusMessage],
      [{ zipcode: '', radius: '10' }, areaPostcodeMessage],
      [{ zipcode: '12345', radius: '10' }, areaPostcodeMessage],
      [{ zipcode: 'ZZ1 1AA', radius: '10' }, areaPostcodeMessage],
    ];
    for (const [form, message] of refusals) {
      const reply = await c.post('/provider/servicearea', form, provider.token);
      expect(reply.status, JSON.stringify(form)).toBe(400);
      expect(reply.body).toMatchObject({ success: false, message });
    }
    expect((await read(provider.token)).data).toBeNull();

    const saved = await c.post('/provider/servicearea', { zipcode: 'm20 2ab', radius: '5' }, provider.token);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      success: true,
      message: 'Service area saved: within 5 miles of M20 2AB.',
      data: { ZipCode: 'M20 2AB', Town: 'Manchester', Radius: 5 },
    });
    expect((await read(provider.token)).data).toEqual({ ZipCode: 'M20 2AB', Town: 'Manchester', Radius: 5 });
    // Another provider's area is their own.
    expect((await read(other.token)).data).toBeNull();
    expect((await c.get('/provider/servicearea')).status).toBe(401);

    const [near] = await active('Tap or toilet fitting', { ...search, zipcode: 'M1 1AE' });
    expect(near).toMatchObject({ FirstName: 'Radia', Distance: expect.any(Number) });
    expect(near?.Distance).toBeGreaterThan(0);
    expect(near?.Distance).toBeLessThanOrEqual(5);
    expect(await active('Tap or toilet fitting', { ...search, zipcode: 'BL1' })).toEqual([]);

    // The radius can be widened; saving again replaces the area.
    await c.post('/provider/servicearea', { zipcode: 'M20', radius: '100' }, provider.token);
    expect((await read(provider.token)).data).toEqual({ ZipCode: 'M20', Town: 'Manchester', Radius: 100 });
    expect((await active('Tap or toilet fitting', { ...search, zipcode: 'BL1' })).length).toBe(1);
    expect(await active('Tap or toilet fitting', { ...search, zipcode: 'SW1A 1AA' })).toEqual([]);
  });

  it('a published job reaches only providers in range (or with no area yet), for notices and bids', async () => {
    const near = await makeProvider(server.db, c, {
      firstName: 'Near',
      services: [['Washing machine plumbing', 70]],
    });
    const far = await makeProvider(server.db, c, {
      firstName: 'Far',
      services: [['Washing machine plumbing', 70]],
    });
    const unset = await makeProvider(server.db, c, {
      firstName: 'Unset',
      services: [['Washing machine plumbing', 70]],
    });
    await c.post('/provider/servicearea', { zipcode: 'SE1', radius: '10' }, near.token);
    await c.post('/provider/servicearea', { zipcode: 'M1', radius: '30' }, far.token);

    const customer = await makeCustomer(c);
    const published = await c.post(
      '/requestservice',
      {
        prodid: await productId(server.db, 'Washing machine plumbing'),
        zipcode: 'SE1 7PB',
        address: '1 Lambeth Road',
        scheduled: day(2),
        provider: 'BID',
      },
      customer.token,
    );
    expect(published.status, published.body.message).toBe(201);
    const orderId = String(published.body.message);

    const told = async (token: string) =>
      (await notificationsOf(c, token)).some((text) => text.startsWith('New job near SE1:'));
    const sees = async (token: string) =>
      (
        bidOpportunitiesResponseSchema.parse((await c.get('/provider/BidOpportunities', token)).body).data ??
        []
      )
        .map((job) => job.OrderId)
        .includes(orderId);
    expect(await told(near.token)).toBe(true);
    expect(await told(unset.token)).toBe(true);
    expect(await told(far.token)).toBe(false);
    expect(await sees(near.token)).toBe(true);
    expect(await sees(unset.token)).toBe(true);
    expect(await sees(far.token)).toBe(false);

    const bid = (token: string) =>
      c.get(`/provider/bidrequest${query({ orderid: orderId, lat: '51.5', lng: '-0.1' })}`, token);
    expect((await bid(far.token)).status).toBe(404);
    expect((await bid(near.token)).status).toBe(200);

    // Moving the base into range lets the far provider see and bid on it.
    await c.post('/provider/servicearea', { zipcode: 'SE11', radius: '3' }, far.token);
    expect(await sees(far.token)).toBe(true);
    expect((await bid(far.token)).status).toBe(200);
  });

  it('places every demo provider', async () => {
    const rows = await server.db.query<{ provider_id: string }>(
      'SELECT provider_id FROM provider_service_areas WHERE provider_id = ANY($1::text[])',
      [demoProviders.map((p) => p.id)],
    );
    expect(rows.length).toBe(demoProviders.length);
  });
});
