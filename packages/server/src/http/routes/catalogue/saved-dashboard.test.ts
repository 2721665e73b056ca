import { dashboardResponseSchema } from '@callout/contracts/dashboard';
import { savedLocationsResponseSchema, savedProvidersResponseSchema } from '@callout/contracts/saved';
import { backends } from '@callout/server-testing/backends';
import { day, makeCustomer, productId, query } from '@callout/server-testing/fixtures/orders';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { savedMessages } from '../../../domain/catalogue/saved/messages';
import { demoProviders } from '../../../domain/ops/demo/demo-accounts';

const [amara, james] = demoProviders;

describe.each(backends)('saved lists and dashboard on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const providers = async (token: string, search = '') =>
    savedProvidersResponseSchema.parse((await c.get(`/savedproviders${query({ search })}`, token)).body);
  const locations = async (token: string, search = '') =>
    savedLocationsResponseSchema.parse((await c.get(`/savedlocations${query({ search })}`, token)).body);

  it('saves, searches, toggles and deletes providers, each customer on their own list', async () => {
    const { token } = await makeCustomer(c);
    const other = await makeCustomer(c);
    expect(await providers(token)).toMatchObject({ data: [], message: savedMessages.noProviders });
    const save = (value: string, t = token) => c.post('/toggleprovidersave', { value }, t);
    expect((await save(amara?.id ?? '')).body.message).toBe(savedMessages.providerSaved);
    expect((await save(james?.id ?? '')).body.message).toBe(savedMessages.providerSaved);
    const list = await providers(token);
    expect(list.data?.map((p) => p.FirstName).sort()).toEqual(['Amara', 'James']);
    expect(list.data?.[0]?.LastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect((await providers(token, 'plumber')).data?.map((p) => p.FirstName)).toEqual(['James']);
    expect(await providers(token, 'nobody')).toMatchObject({ data: [], message: savedMessages.noMatch });
    expect(await providers(other.token)).toMatchObject({ data: [] });

    expect((await save(amara?.id ?? '')).body.message).toBe(savedMessages.providerUnsaved);
    const jamesRecord = (await providers(token)).data?.[0]?.Available ?? '';
    expect(await c.post('/delsavedprovider', { value: jamesRecord }, other.token)).toMatchObject({
      status: 404,
    });
    expect(await c.post('/delsavedprovider', { value: jamesRecord }, token)).toMatchObject({
      status: 200,
      body: { message: savedMessages.providerDeleted },
    });
    expect((await providers(token)).data).toEqual([]);
    expect(await save('PRV-NOSUCHONE1')).toMatchObject({
      status: 404,
      body: { message: savedMessages.providerNotFound },
    });
    expect(await save(other.email)).toMatchObject({ status: 400 });
    expect((await c.post('/toggleprovidersave', { value: amara?.id ?? '' })).status).toBe(401);
  });

  it('gives each saved provider their id and the customer’s latest order with them, to book again', async () => {
    const { token } = await makeCustomer(c);
    const other = await makeCustomer(c);
    await c.post('/toggleprovidersave', { value: james?.id ?? '' }, token);
    await c.post('/toggleprovidersave', { value: amara?.id ?? '' }, token);
    const book = async (product: string, customer: string) =>
      (
        await c.post(
          '/requestservice',
          {
            prodid: await productId(server.db, product),
            zipcode: 'N1 9GU',
            address: 'Kings Cross',
            scheduled: day(5),
            provider: james?.id ?? '',
          },
          customer,
        )
      ).body.message as string;
    await book('Leak repair', token);
    const latest = await book('Leak repair', token);
    // Another customer's order with the same provider is not theirs to repeat.
    await book('Leak repair', other.token);
    const list = (await providers(token)).data ?? [];
    expect(list.find((p) => p.FirstName === 'James')).toMatchObject({
      ProviderId: james?.id,
      LastOrder: latest,
    });
    expect(list.find((p) => p.FirstName === 'Amara')).toMatchObject({
      ProviderId: amara?.id,
      LastOrder: null,
    });
  });

  it('saves locations as zip;address, trimmed, and deletes them by value', async () => {
    const { token } = await makeCustomer(c);
    const other = await makeCustomer(c);
    const save = (value: string, t = token) => c.post('/togglelocationsave', { value }, t);
    expect(await locations(token)).toMatchObject({ data: [], message: savedMessages.noLocations });
    expect((await save('  SW1A 2AA ;  10 Downing Street  ')).body.message).toBe(savedMessages.locationSaved);
    await save('M1 1AE;Piccadilly, Manchester');
    expect((await locations(token)).data?.map((l) => l.Available)).toEqual([
      'M1 1AE;Piccadilly, Manchester',
      'SW1A 2AA;10 Downing Street',
    ]);
    expect((await locations(token, 'downing')).data).toHaveLength(1);
    expect((await locations(other.token)).data).toEqual([]);
    expect((await save('SW1A 2AA;10 Downing Street')).body.message).toBe(savedMessages.locationUnsaved);
    expect(
      await c.post('/deletesavedlocation', { value: 'M1 1AE;Piccadilly, Manchester' }, other.token),
    ).toMatchObject({
      status: 404,
    });
    expect(
      (await c.post('/deletesavedlocation', { value: 'M1 1AE; Piccadilly, Manchester' }, token)).status,
    ).toBe(200);
    expect((await locations(token)).data).toEqual([]);
    for (const value of ['no semicolon', ';address only', 'SW1A 2AA;', 'x'.repeat(400)]) {
      expect((await save(value)).status, value).toBe(400);
    }
  });

  it('shows the customer their dashboard: saved locations, active orders, trending services, leading providers', async () => {
    const { email, token } = await makeCustomer(c);
    await c.post('/togglelocationsave', { value: 'N1 9GU;Kings Cross' }, token);
    const booked = await c.post(
      '/requestservice',
      {
        prodid: await productId(server.db, 'Leak repair'),
        zipcode: 'N1 9GU',
        address: 'Kings Cross',
        scheduled: day(4),
        provider: james?.id ?? '',
      },
      token,
    );
    const reply = await c.get('/dashboard', token);
    expect(reply.status).toBe(200);
    const data = dashboardResponseSchema.parse(reply.body).data;
    expect(data?.usersdata).toEqual([{ ImgLink: null, FirstName: null, Email: email }]);
    expect(data?.svlocations).toEqual([{ Available: 'N1 9GU;Kings Cross' }]);
    expect(data?.uaorders).toEqual([
      expect.objectContaining({
        Orderid: booked.body.message,
        Name: 'Leak repair',
        Price: 85,
        Rate: 'PER JOB',
        PersonnelName: 'James Whitfield',
        OrderStatus: 'NEW ORDER',
        PaymentStatus: 'AWAITING PAYMENT',
      }),
    ]);
    // Each carries what opens the booking flow at it: the product's catalogue place, the provider's id.
    expect(data?.trproducts[0]).toMatchObject({
      Id: await productId(server.db, 'Leak repair'),
      Product: 'Leak repair',
      Category: 'Plumbing',
      Specifics: 'Repairs',
    });
    const priya = demoProviders.find((provider) => provider.firstName === 'Priya');
    expect(data?.trproviders[0]).toMatchObject({ PersonnelID: priya?.id, FirstName: 'Priya', Rating: 4.9 });
    expect(data?.promotions.length).toBeGreaterThan(0);
    expect((await c.get('/dashboard')).status).toBe(401);
  });
});
