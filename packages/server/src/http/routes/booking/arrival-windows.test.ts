import { arrivalWindowsResponseSchema } from '@callout/contracts/arrival-windows';
import { orderDetailsResponseSchema } from '@callout/contracts/orders';
import { getWorkingHoursResponseSchema } from '@callout/contracts/working-hours';
import { backends } from '@callout/server-testing/backends';
import { day, makeCustomer, makeProvider, productId, query } from '@callout/server-testing/fixtures/orders';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';

const week = (spans: string) => ({
  mon: spans,
  tue: spans,
  wed: spans,
  thu: spans,
  fri: spans,
  sat: spans,
  sun: spans,
});

describe.each(backends)('working hours and arrival windows on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  const plumber = () => makeProvider(server.db, c, { services: [['Leak repair', 85]] });
  const windows = async (provider: string, date: string, extra: Record<string, string> = {}) => {
    const prodid = await productId(server.db, 'Leak repair');
    const reply = await c.get(`/arrivalwindows${query({ provider, prodid, date, ...extra })}`);
    expect(reply.status, reply.body.message).toBe(200);
    return (arrivalWindowsResponseSchema.parse(reply.body).data ?? []).map((window) => window.Start);
  };
  const bookingForm = async (provider: string, date: string, window?: string) => ({
    prodid: await productId(server.db, 'Leak repair'),
    zipcode: 'SW1A 2AA',
    address: '10 Downing Street',
    scheduled: date,
    provider,
    ...(window ? { window } : {}),
  });
  const book = async (provider: string, date: string, window?: string) => {
    const { token } = await makeCustomer(c);
    return c.post('/requestservice', await bookingForm(provider, date, window), token);
  };
  /** Two customers, signed in and with their forms ready, send the same booking at the same moment. */
  const bookAtOnce = async (provider: string, date: string, window: string) => {
    const customers = [await makeCustomer(c), await makeCustomer(c)];
    const form = await bookingForm(provider, date, window);
    return Promise.all(customers.map(({ token }) => c.post('/requestservice', form, token)));
  };

  it('offers two-hour windows inside the default day to a provider who never set hours', async () => {
    const provider = await plumber();
    // A one-hour job in 08:00-18:00: the last window, 15:00-17:00, ends with the job at 18:00.
    expect(await windows(provider.id, day(3))).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
    ]);
    const hours = getWorkingHoursResponseSchema.parse(
      (await c.get('/provider/workinghours', provider.token)).body,
    );
    expect(hours.data).toMatchObject({ IsSet: false, LeadHours: 0, DaysOff: [] });
  });

  it('keeps to the spans set for each weekday, days off and the notice needed', async () => {
    const provider = await plumber();
    const saved = await c.post(
      '/provider/workinghours',
      { ...week('13:00-17:00, 09:00-12:00'), daysoff: day(4), lead: '0' },
      provider.token,
    );
    expect(saved.status, saved.body.message).toBe(200);
    expect(await windows(provider.id, day(3))).toEqual(['09:00', '13:00', '14:00']);
    expect(await windows(provider.id, day(4))).toEqual([]);
    // PER JOB products ignore the hours; a longer typical duration leaves fewer windows.
    await server.db.query(`UPDATE products SET duration_minutes = 120 WHERE name = 'Leak repair'`);
    try {
      expect(await windows(provider.id, day(3))).toEqual(['13:00']);
    } finally {
      await server.db.query(`UPDATE products SET duration_minutes = NULL WHERE name = 'Leak repair'`);
    }
    const read = getWorkingHoursResponseSchema.parse(
      (await c.get('/provider/workinghours', provider.token)).body,
    );
    expect(read.data?.Days[0]).toEqual({
      Day: 'mon',
      Spans: [
        { Starts: '09:00', Ends: '12:00' },
        { Starts: '13:00', Ends: '17:00' },
      ],
    });
    expect(read.data).toMatchObject({ IsSet: true, DaysOff: [day(4)], LeadHours: 0 });

    await c.post('/provider/workinghours', { ...week('09:00-17:00'), lead: '168' }, provider.token);
    expect(await windows(provider.id, day(3))).toEqual([]);
    expect((await windows(provider.id, day(8))).length).toBe(6);
  });

  it('refuses working hours it cannot read with the words to fix them', async () => {
    const provider = await plumber();
    for (const [form, message] of [
      [
        { mon: '9am-5pm' },
        'Enter working hours as start and end times, for example 09:00-12:00, 13:00-17:00.',
      ],
      [
        { tue: '12:00-09:00' },
        'Each span of working hours must end after it starts, and spans may not overlap.',
      ],
      [
        { wed: '09:00-12:00, 11:00-13:00' },
        'Each span of working hours must end after it starts, and spans may not overlap.',
      ],
      [{ daysoff: 'Christmas' }, 'Enter days off as dates, for example 2026-12-25.'],
      [{ lead: '200' }, 'Enter the notice you need in whole hours, from 0 to 168.'],
    ] as const) {
      const reply = await c.post('/provider/workinghours', form, provider.token);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(message);
    }
  });

  it('books a window, never gives the provider an overlapping job, and keeps date-only bookings as they were', async () => {
    const provider = await plumber();
    await c.post('/provider/workinghours', week('09:00-12:00, 13:00-17:00'), provider.token);
    const first = await book(provider.id, day(5), '09:00');
    expect(first.status, first.body.message).toBe(201);
    const [stored] = await server.db.query<{ starts: string; ends: string; busy: string }>(
      `SELECT to_char(window_starts AT TIME ZONE 'Europe/London', 'HH24:MI') AS starts,
         to_char(window_ends AT TIME ZONE 'Europe/London', 'HH24:MI') AS ends,
         to_char(busy_until AT TIME ZONE 'Europe/London', 'HH24:MI') AS busy
       FROM order_shipping WHERE order_id = $1`,
      [first.body.message],
    );
    expect(stored).toEqual({ starts: '09:00', ends: '11:00', busy: '12:00' });
    // The window shows wherever the date does: the order page of both sides, both lists, the provider's bell.
    const orderid = first.body.message;
    const details = await c.get(`/provider/orderdetails${query({ orderid })}`, provider.token);
    expect(details.body.shippingInfo).toMatchObject([
      { ShipDate: day(5), WindowStart: '09:00', WindowEnd: '11:00' },
    ]);
    const listed = await c.get('/provider/orders', provider.token);
    expect(
      (listed.body.data as Array<{ Orderid: string; ShipWindow: string | null }>).find(
        (row) => row.Orderid === orderid,
      )?.ShipWindow,
    ).toBe('09:00–11:00');
    const bell = await c.get('/provider/getnotifications', provider.token);
    expect(JSON.stringify(bell.body.data)).toContain('arriving 09:00–11:00');
    expect(await windows(provider.id, day(5))).toEqual(['13:00', '14:00']);

    const again = await book(provider.id, day(5), '09:00');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'That arrival window is no longer free. The next free window that day is 13:00–15:00.',
    );
    // Outside the working hours is never offered either.
    expect((await book(provider.id, day(5), '18:00')).status).toBe(409);
    // Only a date: any time that day, as before.
    expect((await book(provider.id, day(5))).status).toBe(201);
    // A cancelled job frees its window.
    await server.db.query(`UPDATE orders SET status = 'CANCELLED' WHERE id = $1`, [first.body.message]);
    expect(await windows(provider.id, day(5))).toEqual(['09:00', '13:00', '14:00']);
  });

  it('gives the last free window to one of two bookings sent at once and tells the other the next', async () => {
    const provider = await plumber();
    await c.post('/provider/workinghours', week('09:00-12:00, 13:00-16:00'), provider.token);
    const firstRace = await bookAtOnce(provider.id, day(6), '09:00');
    expect(firstRace.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(firstRace.find((reply) => reply.status === 409)?.body.message).toBe(
      'That arrival window is no longer free. The next free window that day is 13:00–15:00.',
    );
    const lastRace = await bookAtOnce(provider.id, day(6), '13:00');
    expect(lastRace.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(lastRace.find((reply) => reply.status === 409)?.body.message).toBe(
      'That arrival window is no longer free, and no other window is free that day. Please choose another date.',
    );
    expect(await windows(provider.id, day(6))).toEqual([]);
    const [{ jobs = 0 } = {}] = await server.db.query<{ jobs: number }>(
      `SELECT count(*)::int AS jobs FROM orders WHERE provider_id = $1`,
      [provider.id],
    );
    expect(jobs).toBe(2);
  });

  it('engages a bidder on a published job only when its window is free for them', async () => {
    const provider = await plumber();
    await c.post('/provider/workinghours', week('09:00-17:00'), provider.token);
    const publish = async (window: string) => {
      const customer = await makeCustomer(c);
      const reply = await c.post('/requestservice', await bookingForm('', day(7), window), customer.token);
      expect(reply.status, reply.body.message).toBe(201);
      const orderid = reply.body.message;
      const bid = await c.get(
        `/provider/bidrequest${query({ orderid, lat: '51.5', lng: '-0.12' })}`,
        provider.token,
      );
      expect(bid.status, bid.body.message).toBe(200);
      return () => c.get(`/finalizerequest${query({ orderid, personnel: provider.id })}`, customer.token);
    };
    // Bid on while free; the provider is booked at 09:00 (busy until 12:00) before the customer engages them.
    const engageClash = await publish('10:00');
    const engageLater = await publish('13:00');
    expect((await book(provider.id, day(7), '09:00')).status).toBe(201);
    const clash = await engageClash();
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      'This provider already has a job at this arrival window. Please choose another provider.',
    );
    expect((await engageLater()).status).toBe(200);
    expect(await windows(provider.id, day(7))).toEqual([]);
  });

  it("answers the booked window and, for a PER HOUR job, the hours booked in both sides' order details", async () => {
    const handyman = await makeProvider(server.db, c, { services: [['General repairs', 30]] });
    const details = async (orderid: string, token: string, prefix = '') => {
      const reply = await c.get(`${prefix}/orderdetails${query({ orderid })}`, token);
      expect(reply.status, reply.body.message).toBe(200);
      return orderDetailsResponseSchema.parse(reply.body).shippingInfo?.[0];
    };
    const customer = await makeCustomer(c);
    const form = {
      ...(await bookingForm(handyman.id, day(8), '09:00')),
      prodid: await productId(server.db, 'General repairs'),
    };
    const hourly = await c.post('/requestservice', { ...form, hours: '3' }, customer.token);
    expect(hourly.status, hourly.body.message).toBe(201);
    const orderid = String(hourly.body.message);
    for (const seen of [
      await details(orderid, customer.token),
      await details(orderid, handyman.token, '/provider'),
    ]) {
      expect(seen).toMatchObject({
        ShipDate: day(8),
        WindowStart: '09:00',
        WindowEnd: '11:00',
        BookedHours: 3,
      });
    }

    // No hours picked, or a PER JOB product: no booked hours in the answer, as before.
    const noHours = await c.post('/requestservice', { ...form, window: '15:00' }, customer.token);
    expect(noHours.status, noHours.body.message).toBe(201);
    expect(await details(String(noHours.body.message), customer.token)).not.toHaveProperty('BookedHours');
    const perJob = await c.post(
      '/requestservice',
      { ...(await bookingForm((await plumber()).id, day(8), '09:00')), hours: '3' },
      customer.token,
    );
    expect(perJob.status, perJob.body.message).toBe(201);
    expect(await details(String(perJob.body.message), customer.token)).not.toHaveProperty('BookedHours');
  });
});
