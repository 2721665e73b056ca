import { randomUUID } from 'node:crypto';
import {
  activeProvidersResponseSchema,
  categoriesResponseSchema,
  productsResponseSchema,
  specificsResponseSchema,
} from '@callout/contracts/catalog';
import { backends } from '@callout/server-testing/backends';
import { day, makeProvider, productId, query } from '@callout/server-testing/fixtures/orders';
import { client } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { demoProviders } from '../../../domain/ops/demo/demo-accounts';
import { postcodeSuggestionsResponseSchema } from './geo';

describe.each(backends)('catalogue and geocoding on $name', (backend) => {
  const { server } = suiteServer(backend);

  const active = async (prodid: string, schedule: string, search = '') => {
    const reply = await client(server.app).post('/activeproviders', { prodid, schedule, search });
    expect(reply.status).toBe(200);
    return activeProvidersResponseSchema.parse(reply.body).data ?? [];
  };

  it('lists and searches categories, specifics and products', async () => {
    const c = client(server.app);
    const categories = categoriesResponseSchema.parse((await c.get('/categories')).body).data;
    expect(categories?.map((x) => x.Category)).toContain('Plumbing');
    const searched = categoriesResponseSchema.parse(
      (await c.get(`/categories${query({ search: 'plumb' })}`)).body,
    );
    expect(searched.data?.map((x) => x.Category)).toEqual(['Plumbing']);
    const none = categoriesResponseSchema.parse((await c.get(`/categories${query({ search: '%_' })}`)).body);
    expect(none).toMatchObject({ data: [], message: 'No records found' });

    const specifics = specificsResponseSchema.parse(
      (await c.post('/specifics', { sort: 'Plumbing' })).body,
    ).data;
    expect(specifics?.map((s) => s.Specifics)).toEqual(['Installation', 'Repairs']);
    const products = productsResponseSchema.parse(
      (await c.post('/products', { category: 'Plumbing', specifics: 'Repairs', search: 'leak' })).body,
    ).data;
    expect(products).toEqual([
      expect.objectContaining({
        Product: 'Leak repair',
        MinPrice: 50,
        MaxPrice: 150,
        PayRate: 'PER JOB',
        Currency: 'GBP',
      }),
    ]);
    expect(products?.[0]?.Id).toBe(await productId(server.db, 'Leak repair'));
  });

  it('shows only verified, certified providers whose schedule allows the date', async () => {
    const clean = await productId(server.db, 'Standard home clean');
    const names = (await active(clean, day(1))).map((p) => p.FirstName);
    expect(names).toContain('Amara');
    expect(names).not.toContain('Sofia'); // INACTIVE
    const [amara] = (await active(clean, day(1), 'Amara')) ?? [];
    expect(amara).toMatchObject({ PersonnelID: demoProviders[0]?.id, Price: 18, Rating: 4.8 });
    expect(amara?.Perks.map((p) => p.Description)).toEqual(['Identity verified', 'Top rated']);
    expect(
      (await active(await productId(server.db, 'Light fitting'), day(30))).map((p) => p.FirstName),
    ).toEqual([
      'Priya', // SCHEDULED from today for the booking window
    ]);

    const c = client(server.app);
    const name = `Zed${randomUUID().slice(0, 6)}`;
    const leak = await productId(server.db, 'Leak repair');
    const window = { status: 'SCHEDULED' as const, starts: day(10), ends: day(12) };
    await makeProvider(server.db, c, { firstName: name, services: [['Leak repair', 60]], schedule: window });
    await makeProvider(server.db, c, { firstName: name, kyc: 'QUERIED', services: [['Leak repair', 61]] });
    await makeProvider(server.db, c, { firstName: name, services: [['Leak repair', 62, 'SUBMITTED']] });
    await makeProvider(server.db, c, { firstName: name, services: [['Drain unblocking', 63]] });
    expect((await active(leak, day(11), name)).map((p) => p.Price)).toEqual([60]);
    expect(await active(leak, day(10), name)).toHaveLength(1);
    expect(await active(leak, day(12), name)).toHaveLength(1);
    expect(await active(leak, day(9), name)).toEqual([]);
    expect(await active(leak, day(13), name)).toEqual([]);
  });

  it('refuses bad catalogue input with 4xx, never 500', async () => {
    const c = client(server.app);
    const bad: Array<[string, Record<string, string>]> = [
      ['/specifics', {}],
      ['/specifics', { sort: 'x'.repeat(500) }],
      ['/products', { category: 'Plumbing' }],
      ['/activeproviders', { prodid: '1' }],
      ['/activeproviders', { prodid: '1', schedule: day(90) }],
      ['/activeproviders', { prodid: '../1', schedule: day(1) }],
      ['/activeproviders', { prodid: '1', schedule: 'tomorrow' }],
    ];
    for (const [path, form] of bad) {
      const reply = await c.post(path, form);
      expect(reply.status, `${path} ${JSON.stringify(form)}`).toBe(400);
      expect(reply.body.success).toBe(false);
    }
    expect((await c.get(`/categories${query({ search: 'x'.repeat(200) })}`)).status).toBe(400);
    // An id that is no product simply has no providers.
    expect(await active('999999', day(1))).toEqual([]);
  });

  it('autocompletes UK postcodes offline', async () => {
    const c = client(server.app);
    const reply = postcodeSuggestionsResponseSchema.parse(
      (await c.get(`/geo/postcodes${query({ q: 'SW1A' })}`)).body,
    );
    expect(reply.data[0]).toMatchObject({ postcode: 'SW1A', address: 'London SW1A', region: 'London' });
    const full = postcodeSuggestionsResponseSchema.parse(
      (await c.get(`/geo/postcodes${query({ q: 'ec1a 1bb' })}`)).body,
    );
    expect(full.data.map((p) => p.postcode)).toEqual(['EC1A 1BB']);
    const none = postcodeSuggestionsResponseSchema.parse(
      (await c.get(`/geo/postcodes${query({ q: '90210' })}`)).body,
    );
    expect(none.data).toEqual([]);
    expect((await c.get(`/geo/postcodes${query({ q: 'x'.repeat(41) })}`)).status).toBe(400);
  });
});
