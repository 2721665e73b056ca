// Operators manage the catalogue and the dashboard's promotions; what they save
// is what the public lists, booking and the dashboard answer next; hidden things vanish from all of them;
// every change is in the audit log with before and after; bad input is a 4xx with words.

import { categoriesResponseSchema, productsResponseSchema } from '@callout/contracts/catalog';
import { dashboardResponseSchema } from '@callout/contracts/dashboard';
import { addDays, londonToday } from '@callout/contracts/london-time';
import {
  auditResponseSchema,
  catalogueMessages,
  opsCatalogueResponseSchema,
  opsPromotionsResponseSchema,
} from '@callout/contracts/ops-catalogue';
import { backends } from '@callout/server-testing/backends';
import { day, makeProvider, productId } from '@callout/server-testing/fixtures/orders';
import { pixelPng, signInOperator } from '@callout/server-testing/fixtures/support';
import { signUp, uniqueEmail } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueAdminMessages } from '../../../domain/ops/catalogue-admin';
import { demoPromotions } from '../../../domain/ops/demo/seed-demo-promotions-store';
import { messages } from '../../../messages';

const unique = (label: string) => `${label} ${uniqueEmail('x').slice(2, 10)}`;

describe.each(backends)('the operators’ catalogue and promotions on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let token: string;
  beforeAll(async () => {
    ({ token } = await signInOperator(server, c));
  }, 60_000);

  const publicProducts = async (category: string, specifics: string) =>
    productsResponseSchema.parse((await c.post('/products', { category, specifics, search: '' })).body)
      .data ?? [];
  const publicCategories = async () =>
    (categoriesResponseSchema.parse((await c.get('/categories')).body).data ?? []).map((row) => row.Category);
  const audit = async (params: Record<string, string>) =>
    auditResponseSchema.parse((await c.get(`/ops/audit?${new URLSearchParams(params)}`, token)).body)
      .data ?? {
      Entries: [],
      Next: null,
    };
  const newProduct = (category: string, specific: string, product: string) => ({
    category,
    specific,
    product,
    description: 'A tidy garden, hedges and all.',
    payrate: 'PER JOB',
    minprice: '40',
    maxprice: '90.50',
    image: pixelPng,
  });

  it('refuses everyone but operators', async () => {
    const customer = await signUp(c, 'user');
    const provider = await signUp(c, 'provider');
    const calls = [
      () => c.get('/ops/catalogue'),
      () => c.get('/ops/promotions', customer.token),
      () => c.get('/ops/audit', provider.token),
      () =>
        c.post('/ops/categories', { category: 'Sneaky', description: 'x', image: pixelPng }, customer.token),
      () => c.post('/ops/products/1/visibility', { hidden: 'true' }, provider.token),
      () => c.post('/ops/promotions/1/visibility', { hidden: 'true' }, customer.token),
    ];
    for (const call of calls) {
      const reply = await call();
      expect(reply.status).toBe(401);
      expect(reply.body.success).toBe(false);
    }
    expect(await publicCategories()).not.toContain('Sneaky');
  });

  it('adds a category, a specific and a product that customers see and can book next', async () => {
    const category = unique('Gardening');
    expect(
      (await c.post('/ops/categories', { category, description: 'Lawns and hedges', image: pixelPng }, token))
        .body,
    ).toEqual({ success: true, message: 'Category saved.' });
    expect(await publicCategories()).toContain(category);
    // A new category has a NONE specific, so booking skips the choice until it has named ones.
    const specifics = await c.post('/specifics', { sort: category, search: '' });
    expect((specifics.body.data as Array<{ Specifics: string }>).map((s) => s.Specifics)).toEqual(['NONE']);

    expect(
      (
        await c.post(
          '/ops/specifics',
          { category, specific: 'Hedges', description: 'Trimmed', image: pixelPng },
          token,
        )
      ).status,
    ).toBe(200);
    const created = await c.post('/ops/products', newProduct(category, 'Hedges', 'Hedge trim'), token);
    expect(created.status).toBe(200);
    const id = (created.body.data as { Id: string }).Id;
    expect(await publicProducts(category, 'Hedges')).toEqual([
      expect.objectContaining({
        Id: id,
        Product: 'Hedge trim',
        MinPrice: 40,
        MaxPrice: 90.5,
        PayRate: 'PER JOB',
      }),
    ]);
    // The answer may be kept by a browser only if it asks again before using it.
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: { category, specifics: 'Hedges' },
    });
    expect(reply.headers['cache-control']).toBe('no-cache');

    // A verified provider asks to offer it within the range, the operator approves, a customer books.
    const provider = await makeProvider(server.db, c);
    const below = await c.post('/provider/newcertrequest', { id, price: '30' }, provider.token);
    expect(below.status).toBe(400);
    expect((await c.post('/provider/newcertrequest', { id, price: '60' }, provider.token)).status).toBe(200);
    await server.db.query(`UPDATE provider_services SET status = 'ACTIVE' WHERE provider_id = $1`, [
      provider.id,
    ]);
    const found = await c.post('/activeproviders', { schedule: day(2), prodid: id, search: '' });
    expect((found.body.data as Array<{ PersonnelID: string }>).map((p) => p.PersonnelID)).toEqual([
      provider.id,
    ]);
    const customer = await signUp(c, 'user');
    const booked = await c.post(
      '/requestservice',
      {
        prodid: id,
        zipcode: 'SE1 7PB',
        address: '1 Waterloo Road',
        scheduled: day(2),
        provider: provider.id,
      },
      customer.token,
    );
    expect(booked.body).toMatchObject({ success: true });

    // With an order it shows its count to the operator; there is no delete, only hide.
    const catalogue =
      opsCatalogueResponseSchema.parse((await c.get('/ops/catalogue', token)).body).data ?? [];
    const listed = catalogue.find((row) => row.Category === category);
    expect(listed?.Specifics.map((s) => s.Specifics)).toEqual(['Hedges', 'NONE']);
    expect(listed?.Specifics[0]?.Products[0]).toMatchObject({ Id: id, Orders: 1, Hidden: false });
  });

  it('answers an edit at once and hides a product from lists, booking and certification', async () => {
    const id = await productId(server.db, 'Deep clean');
    const before = (await publicProducts('Cleaning', 'Domestic')).find((p) => p.Id === id);
    expect(before).toBeDefined();
    const edit = {
      product: 'Deep clean',
      description: 'Top to bottom, inside the oven too.',
      payrate: 'PER HOUR',
      minprice: '25',
      maxprice: '45',
      image: '',
    };
    expect((await c.post(`/ops/products/${id}/edit`, edit, token)).body).toEqual({
      success: true,
      message: 'Product saved.',
    });
    expect((await publicProducts('Cleaning', 'Domestic')).find((p) => p.Id === id)).toMatchObject({
      Description: edit.description,
      PayRate: 'PER HOUR',
      MinPrice: 25,
      MaxPrice: 45,
      imgLink: before?.imgLink,
    });

    expect((await c.post(`/ops/products/${id}/visibility`, { hidden: 'true' }, token)).body.message).toBe(
      catalogueAdminMessages.hidden('Product', true),
    );
    expect((await publicProducts('Cleaning', 'Domestic')).map((p) => p.Id)).not.toContain(id);
    const found = await c.post('/activeproviders', { schedule: day(2), prodid: id, search: '' });
    expect(found.body.data).toEqual([]);
    const customer = await signUp(c, 'user');
    const booking = await c.post(
      '/requestservice',
      { prodid: id, zipcode: 'SE1 7PB', address: '1 Waterloo Road', scheduled: day(2), provider: '' },
      customer.token,
    );
    expect(booking.status).toBe(404);
    const provider = await makeProvider(server.db, c);
    expect((await c.post('/provider/newcertrequest', { id, price: '30' }, provider.token)).status).toBe(404);

    await c.post(`/ops/products/${id}/visibility`, { hidden: 'false' }, token);
    expect((await publicProducts('Cleaning', 'Domestic')).map((p) => p.Id)).toContain(id);

    const { Entries } = await audit({ subject: 'product', subjectid: id });
    expect(Entries.map((entry) => entry.Action)).toEqual(['product.show', 'product.hide', 'product.update']);
    expect(Entries[2]?.Before).toMatchObject({ PayRate: 'PER JOB' });
    expect(Entries[2]?.After).toMatchObject({ PayRate: 'PER HOUR', MinPrice: 25, MaxPrice: 45 });
  });

  it('sets a product’s typical duration, keeps it when an edit leaves it out, and refuses odd minutes', async () => {
    const id = await productId(server.db, 'Drain unblocking');
    const edit = {
      product: 'Drain unblocking',
      description: 'Sinks, showers and toilets cleared.',
      payrate: 'PER JOB',
      minprice: '60',
      maxprice: '180',
      image: '',
    };
    const duration = async () =>
      opsCatalogueResponseSchema
        .parse((await c.get('/ops/catalogue', token)).body)
        .data?.flatMap((category) => category.Specifics.flatMap((specific) => specific.Products))
        .find((product) => product.Id === id)?.Duration;
    expect(await duration()).toBeNull();
    expect((await c.post(`/ops/products/${id}/edit`, { ...edit, duration: '150' }, token)).status).toBe(200);
    expect(await duration()).toBe(150);
    expect((await c.post(`/ops/products/${id}/edit`, edit, token)).status).toBe(200);
    expect(await duration()).toBe(150);
    const odd = await c.post(`/ops/products/${id}/edit`, { ...edit, duration: '10' }, token);
    expect(odd.status).toBe(400);
    expect(odd.body.message).toBe(catalogueMessages.duration);
    expect((await audit({ subject: 'product', subjectid: id })).Entries[1]?.After).toMatchObject({
      Duration: 150,
    });
  });

  it('hides a whole category, its specifics and products with it', async () => {
    const category = unique('Windows');
    await c.post('/ops/categories', { category, description: 'Sparkling', image: pixelPng }, token);
    await c.post('/ops/products', newProduct(category, 'NONE', 'Window wash'), token);
    expect(await publicProducts(category, 'NONE')).toHaveLength(1);
    await c.post('/ops/categories/visibility', { category, hidden: 'true' }, token);
    expect(await publicCategories()).not.toContain(category);
    expect(await publicProducts(category, 'NONE')).toEqual([]);
    expect((await c.post('/specifics', { sort: category, search: '' })).body.data).toEqual([]);
    await c.post('/ops/categories/visibility', { category, hidden: 'false' }, token);
    await c.post('/ops/specifics/visibility', { category, specific: 'NONE', hidden: 'true' }, token);
    expect(await publicProducts(category, 'NONE')).toEqual([]);
    expect(await publicCategories()).toContain(category);

    await c.post('/ops/categories/edit', { category, description: 'Streak free', image: '' }, token);
    expect((await audit({ subject: 'category', subjectid: category })).Entries.map((e) => e.Action)).toEqual([
      'category.update',
      'category.show',
      'category.hide',
      'category.create',
    ]);
  });

  it('refuses bad catalogue input with words, never a 500', async () => {
    const cases: Array<[string, Record<string, string>, number, string, string?]> = [
      [
        '/ops/products',
        { ...newProduct('Cleaning', 'Domestic', 'Cheap'), maxprice: '10' },
        400,
        catalogueMessages.priceOrder,
        'maxprice',
      ],
      [
        '/ops/products',
        { ...newProduct('Cleaning', 'Domestic', 'Odd'), minprice: '1.001' },
        400,
        catalogueMessages.price,
        'minprice',
      ],
      [
        '/ops/products',
        { ...newProduct('Cleaning', 'Domestic', 'Free'), minprice: '0' },
        400,
        catalogueMessages.price,
        'minprice',
      ],
      [
        '/ops/products',
        { ...newProduct('Cleaning', 'Domestic', 'Rate'), payrate: 'PER DAY' },
        400,
        catalogueMessages.payRate,
        'payrate',
      ],
      [
        '/ops/products',
        { ...newProduct('Cleaning', 'Domestic', 'No pic'), image: '' },
        400,
        catalogueMessages.pictureRequired,
        'image',
      ],
      [
        '/ops/products',
        { ...newProduct('Cleaning', 'Domestic', 'Text pic'), image: Buffer.from('hello').toString('base64') },
        400,
        messages.imageType,
      ],
      ['/ops/products', newProduct('Nowhere', 'NONE', 'Lost'), 404, catalogueAdminMessages.specificNotFound],
      [
        '/ops/products',
        newProduct('Cleaning', 'Domestic', 'deep clean'),
        409,
        catalogueAdminMessages.productExists,
      ],
      [
        '/ops/categories',
        { category: 'cleaning', description: 'Again', image: pixelPng },
        409,
        catalogueAdminMessages.categoryExists,
      ],
      [
        '/ops/categories',
        { category: '  ', description: 'Blank', image: pixelPng },
        400,
        catalogueMessages.categoryRequired,
        'category',
      ],
      [
        '/ops/categories/edit',
        { category: 'Nowhere', description: 'x' },
        404,
        catalogueAdminMessages.categoryNotFound,
      ],
      ['/ops/products/999999/visibility', { hidden: 'true' }, 404, catalogueAdminMessages.productNotFound],
      ['/ops/products/1/visibility', { hidden: 'maybe' }, 400, catalogueMessages.hidden, 'hidden'],
    ];
    // A refusal of one input names it (`field`); one about the record does not.
    for (const [url, form, status, message, field] of cases) {
      expect(await c.post(url, form, token), url).toEqual({
        status,
        body: { success: false, message, ...(field ? { field } : {}) },
      });
    }
  });

  it('serves the live promotions on the dashboard, in order, and audits every change', async () => {
    const customer = await signUp(c, 'user');
    const dashboard = async () =>
      dashboardResponseSchema.parse((await c.get('/dashboard', customer.token)).body).data?.promotions ?? [];
    // The demo's three cards, as the hard-coded list had them.
    expect((await dashboard()).map((card) => card.Description)).toEqual(
      demoPromotions.map((card) => card.text),
    );

    const today = londonToday();
    const form = {
      description: 'Gutters cleared before the winter rain.',
      link: '/service/location',
      starts: today,
      ends: addDays(today, 7),
      position: '0',
      image: pixelPng,
    };
    const created = await c.post('/ops/promotions', form, token);
    expect(created.body).toMatchObject({ success: true, message: 'Promotion saved.' });
    const id = (created.body.data as { Id: string }).Id;
    await c.post(
      '/ops/promotions',
      { ...form, description: 'Next month only.', starts: addDays(today, 30), ends: addDays(today, 40) },
      token,
    );
    const cards = await dashboard();
    // Position 0 like the first demo card, which was there first.
    expect(cards.map((card) => card.Description)).toEqual([
      demoPromotions[0]?.text,
      form.description,
      demoPromotions[1]?.text,
      demoPromotions[2]?.text,
    ]);
    expect(cards[1]).toMatchObject({ imgLink: '/service/location' });
    expect(cards[1]?.Image).toMatch(/\/images\/[0-9a-f-]{36}$/);

    const listed = opsPromotionsResponseSchema.parse((await c.get('/ops/promotions', token)).body).data ?? [];
    expect(listed.find((p) => p.ID === id)).toMatchObject({ Live: true, Hidden: false, Starts: today });
    expect(listed.find((p) => p.Description === 'Next month only.')).toMatchObject({ Live: false });

    await c.post(`/ops/promotions/${id}/edit`, { ...form, position: '9', image: '' }, token);
    expect((await dashboard()).at(-1)?.Description).toBe(form.description);
    await c.post(`/ops/promotions/${id}/visibility`, { hidden: 'true' }, token);
    expect((await dashboard()).map((card) => card.Description)).not.toContain(form.description);

    const entries = (await audit({ subject: 'promotion', subjectid: id })).Entries;
    expect(entries.map((entry) => entry.Action)).toEqual([
      'promotion.hide',
      'promotion.update',
      'promotion.create',
    ]);
    expect(entries[1]).toMatchObject({ Before: { Position: 0 }, After: { Position: 9 } });

    const refusals: Array<[Record<string, string>, string, string]> = [
      [{ ...form, ends: addDays(today, -1) }, catalogueMessages.dateOrder, 'ends'],
      [{ ...form, link: 'https://evil.example' }, catalogueMessages.linkInvalid, 'link'],
      [{ ...form, link: '//evil.example' }, catalogueMessages.linkInvalid, 'link'],
      [{ ...form, starts: '2026-02-30' }, catalogueMessages.dateInvalid, 'starts'],
      [{ ...form, position: '-1' }, catalogueMessages.positionInvalid, 'position'],
      [{ ...form, description: ' ' }, catalogueMessages.promotionTextRequired, 'description'],
    ];
    for (const [bad, message, field] of refusals) {
      expect(await c.post('/ops/promotions', bad, token)).toEqual({
        status: 400,
        body: { success: false, message, field },
      });
    }
    expect((await c.post('/ops/promotions/999999/edit', form, token)).status).toBe(404);
  });

  it('pages the audit log newest first and searches it', async () => {
    const category = unique('Paging');
    await c.post('/ops/categories', { category, description: 'One', image: pixelPng }, token);
    for (let i = 0; i < 3; i++) {
      await c.post('/ops/categories/edit', { category, description: `Edit ${i}`, image: '' }, token);
    }
    const all = await audit({ search: category });
    expect(all.Entries).toHaveLength(4);
    expect(all.Entries[0]?.After).toMatchObject({ Description: 'Edit 2' });
    const older = await audit({ search: category, before: all.Entries[1]?.ID ?? '' });
    expect(older.Entries.map((e) => e.ID)).toEqual(all.Entries.slice(2).map((e) => e.ID));
    expect((await audit({ search: 'nothing-like-this' })).Entries).toEqual([]);
    expect((await c.get('/ops/audit?before=abc', token)).status).toBe(400);
  });
});
