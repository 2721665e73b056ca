// Full addresses: the address lines reach the order, the customer always sees them, and a
// provider sees the door only while the order is secured (paid, or PER HOUR under way) and not ended.
import { addressLineMessages } from '@callout/contracts/booking';
import { dashboardResponseSchema } from '@callout/contracts/dashboard';
import { orderDetailsResponseSchema } from '@callout/contracts/orders';
import { bidOpportunitiesResponseSchema } from '@callout/contracts/provider-jobs';
import { savedLocationsResponseSchema } from '@callout/contracts/saved';
import { backends } from '@callout/server-testing/backends';
import { orderWorld, perHour, perJob } from '@callout/server-testing/fixtures/order-lifecycle';
import { day, productId, query } from '@callout/server-testing/fixtures/orders';
import { notificationsOf } from '@callout/server-testing/fixtures/provider';
import { client } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { type AddressGate, postcodeDistrict, providerSeesFullAddress } from './address-privacy';

describe('who sees the full address', () => {
  const gate = (
    status: AddressGate['status'],
    pay_rate: AddressGate['pay_rate'],
    payment_status: string,
  ) => ({
    status,
    pay_rate,
    payment_status,
  });
  it.each([
    [gate('NEW ORDER', 'PER JOB', 'AWAITING PAYMENT'), false],
    [gate('NEW ORDER', 'PER JOB', 'COMPLETED'), true],
    [gate('SCHEDULED', 'PER JOB', 'AWAITING PAYMENT'), false],
    [gate('SCHEDULED', 'PER JOB', 'COMPLETED'), true],
    [gate('IN-PROGRESS', 'PER JOB', 'COMPLETED'), true],
    [gate('COMPLETED', 'PER JOB', 'COMPLETED'), false],
    [gate('CANCELLED', 'PER JOB', 'COMPLETED'), false],
    [gate('CANCELLED', 'PER JOB', 'RELEASED'), false],
    [gate('NEW ORDER', 'PER HOUR', 'PENDING ORDER'), false],
    [gate('SCHEDULED', 'PER HOUR', 'PENDING ORDER'), true],
    [gate('IN-PROGRESS', 'PER HOUR', 'PENDING ORDER'), true],
    [gate('COMPLETED', 'PER HOUR', 'PENDING ORDER'), false],
    [gate('CANCELLED', 'PER HOUR', 'PENDING ORDER'), false],
  ])('%o → %s', (order, expected) => {
    expect(providerSeesFullAddress(order)).toBe(expected);
  });

  it.each([
    ['SW1A 2AA', 'SW1A'],
    ['sw1a2aa', 'SW1A'],
    ['M1', 'M1'],
    ['not a postcode', 'NOT'],
  ])('district of %s is %s', (zip, district) => {
    expect(postcodeDistrict(zip)).toBe(district);
  });
});

const lines = { AddressLine1: '221B Baker Street', AddressLine2: 'Flat 2', Town: 'London' };
const fullText = 'Flat 2, 221B Baker Street, London';

describe.each(backends)('full addresses on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const world = async () => {
    const w = await orderWorld(server.db, client(server.app));
    const request = async (product: string, extra: Record<string, string>, provider = w.provider.id) =>
      c.post(
        '/requestservice',
        {
          prodid: await productId(server.db, product),
          zipcode: 'NW1 6XE',
          address: 'ignored when lines are given',
          scheduled: day(0),
          provider,
          ...extra,
        },
        w.customer.token,
      );
    const details = async (orderid: string, token: string, provider: boolean) =>
      orderDetailsResponseSchema.parse(
        (await c.get(`/${provider ? 'provider/' : ''}orderdetails${query({ orderid })}`, token)).body,
      ).shippingInfo?.[0];
    return {
      w,
      request,
      customerSees: (orderid: string) => details(orderid, w.customer.token, false),
      providerSees: (orderid: string) => details(orderid, w.provider.token, true),
    };
  };

  const district = { ShipZipCode: 'NW1', ShipAddress: 'London NW1', AddressLine1: null, Town: null };
  const full = { ShipZipCode: 'NW1 6XE', ShipAddress: fullText, ...lines };

  it('refuses a request without a street, with a clear message, and never answers 500', async () => {
    const { request } = await world();
    for (const [extra, message] of [
      [{ ...lines, AddressLine1: '  ' }, addressLineMessages.street],
      [{ Town: 'London' }, addressLineMessages.street],
      [{ AddressLine1: '1 High Street' }, addressLineMessages.town],
      [{ ...lines, AddressLine1: 'x'.repeat(101) }, addressLineMessages.streetTooLong],
      [{ ...lines, AddressLine2: 'x'.repeat(61) }, addressLineMessages.flatTooLong],
      [{ ...lines, Town: 'Lon;don' }, addressLineMessages.noSemicolon],
    ] as const) {
      const reply = await request(perJob, extra);
      expect(reply.status, JSON.stringify(extra)).toBe(400);
      expect(reply.body.message).toContain(message);
    }
    // An older client sending only the spec's `address` still books.
    expect((await request(perJob, {})).status).toBe(201);
  });

  it('PER JOB: the provider sees the district until paid, the full address until it ends', async () => {
    const { w, request, customerSees, providerSees } = await world();
    const booked = await request(perJob, lines);
    expect(booked.status).toBe(201);
    const orderid = booked.body.message as string;

    expect(await customerSees(orderid)).toMatchObject(full);
    expect(await providerSees(orderid)).toMatchObject(district);
    const told = await notificationsOf(c, w.provider.token);
    expect(told.some((text) => text.includes('at NW1.'))).toBe(true);
    expect(told.join('\n')).not.toMatch(/6XE|Baker/);

    expect((await w.pay(orderid)).status).toBe(200);
    expect(await providerSees(orderid)).toMatchObject(full);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    expect(await providerSees(orderid)).toMatchObject(full);
    expect((await w.act('endorder', orderid)).status).toBe(200);
    expect(await providerSees(orderid)).toMatchObject(district);
    expect(await customerSees(orderid)).toMatchObject(full);
  });

  it('PER HOUR: the full address once under way; a cancelled order shows the district again', async () => {
    const { w, request, customerSees, providerSees } = await world();
    const orderid = (await request(perHour, lines)).body.message as string;
    expect(await providerSees(orderid)).toMatchObject(district);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    expect(await providerSees(orderid)).toMatchObject(full);

    const paid = (await request(perJob, lines)).body.message as string;
    await w.pay(paid);
    expect(await providerSees(paid)).toMatchObject(full);
    expect((await w.act('cancelorder', paid)).status).toBe(200);
    expect(await providerSees(paid)).toMatchObject(district);
    expect(await customerSees(paid)).toMatchObject(full);
  });

  it('a published job shows bidders only its district', async () => {
    const { w, request } = await world();
    const orderid = (await request(perJob, lines, 'BID')).body.message as string;
    const jobs = bidOpportunitiesResponseSchema.parse(
      (await c.get('/provider/BidOpportunities', w.provider.token)).body,
    );
    const job = jobs.data?.find((j) => j.OrderId === orderid);
    expect(job).toMatchObject({ ZipCode: 'NW1', Address: 'London NW1' });
    expect(JSON.stringify(jobs)).not.toMatch(/Baker|6XE/);
  });

  it('a saved location keeps its lines, in the saved list and on the dashboard', async () => {
    const { w, request } = await world();
    await request(perJob, lines);
    const value = `NW1 6XE;${fullText}`;
    expect((await c.post('/togglelocationsave', { value }, w.customer.token)).status).toBe(200);
    const saved = savedLocationsResponseSchema.parse((await c.get('/savedlocations', w.customer.token)).body);
    expect(saved.data).toEqual([expect.objectContaining({ Available: value, ...lines })]);
    const dashboard = dashboardResponseSchema.parse((await c.get('/dashboard', w.customer.token)).body);
    expect(dashboard.data?.svlocations).toEqual([{ Available: value, ...lines }]);
  });
});
