import { findBidsResponseSchema } from '@callout/contracts/booking';
import { bidOpportunitiesResponseSchema } from '@callout/contracts/provider-jobs';
import { backends } from '@callout/server-testing/backends';
import { day, makeCustomer, makeProvider, productId, query } from '@callout/server-testing/fixtures/orders';
import { everyDay } from '@callout/server-testing/fixtures/provider';
import { lateClient } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeEach, describe, expect, it } from 'vitest';

const busyForBid = 'You already have a job at this arrival window, so you cannot bid on this job.';
const outsideHours =
  'This job is outside your working hours or schedule, so you cannot bid on it. You can change them in Manage Schedule.';
const providerBusy =
  'This provider already has a job at this arrival window. Please choose another provider.';

describe.each(backends)('arrival windows on published jobs on $name', (backend) => {
  const { server } = suiteServer(backend);
  // Each test signs its accounts up from an address of its own, under the sign-up limit per address.
  let c = lateClient(() => server.app);
  beforeEach(() => {
    c = lateClient(() => server.app);
  });

  const plumber = async (hours: Record<string, string> = everyDay('08:00-18:00')) => {
    const provider = await makeProvider(server.db, c, { services: [['Leak repair', 85]] });
    const saved = await c.post('/provider/workinghours', hours, provider.token);
    expect(saved.status, saved.body.message).toBe(200);
    return provider;
  };
  const form = async (provider: string, date: string, window?: string) => ({
    prodid: await productId(server.db, 'Leak repair'),
    zipcode: 'SW1A 2AA',
    address: '10 Downing Street',
    scheduled: date,
    provider,
    ...(window ? { window } : {}),
  });
  /** A direct booking of the provider's window by a new customer. */
  const book = async (provider: string, date: string, window: string) => {
    const { token } = await makeCustomer(c);
    return c.post('/requestservice', await form(provider, date, window), token);
  };
  /** A new customer publishes a job for bids; `window` absent: any time that day. */
  const publish = async (date: string, window?: string) => {
    const customer = await makeCustomer(c);
    const reply = await c.post('/requestservice', await form('', date, window), customer.token);
    expect(reply.status, reply.body.message).toBe(201);
    return { customer, orderid: String(reply.body.message) };
  };
  const bid = (orderid: string, token: string) =>
    c.get(`/provider/bidrequest${query({ orderid, lat: '51.5', lng: '-0.12' })}`, token);
  const opportunities = async (token: string) => {
    const reply = await c.get('/provider/BidOpportunities', token);
    expect(reply.status, reply.body.message).toBe(200);
    return bidOpportunitiesResponseSchema.parse(reply.body).data ?? [];
  };
  const bidders = async (orderid: string, token: string) => {
    const reply = await c.get(`/findbids${query({ orderid })}`, token);
    expect(reply.status, reply.body.message).toBe(200);
    return (findBidsResponseSchema.parse(reply.body).data ?? []).map((row) => row.PersonnelID);
  };

  it('offers a job with a window, and takes bids on it, only from providers free then', async () => {
    const busy = await plumber();
    const free = await plumber();
    expect((await book(busy.id, day(9), '09:00')).status).toBe(201);
    const timed = await publish(day(9), '10:00');
    const anyTime = await publish(day(9));

    // The free provider sees the window beside the date; the job any time that day has none.
    const seen = await opportunities(free.token);
    expect(seen.find((job) => job.OrderId === timed.orderid)).toMatchObject({
      Schedule: day(9),
      Window: '10:00–12:00',
    });
    expect(seen.find((job) => job.OrderId === anyTime.orderid)).toMatchObject({ Schedule: day(9) });
    expect(seen.find((job) => job.OrderId === anyTime.orderid)?.Window).toBeUndefined();

    // The provider whose 09:00 job holds them until 12:00 is not offered the 10:00 one, nor may bid on it.
    const offered = (await opportunities(busy.token)).map((job) => job.OrderId);
    expect(offered).toContain(anyTime.orderid);
    expect(offered).not.toContain(timed.orderid);
    const refused = await bid(timed.orderid, busy.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(busyForBid);
    expect((await bid(anyTime.orderid, busy.token)).status).toBe(200);
    expect((await bid(timed.orderid, free.token)).status).toBe(200);
    expect(await bidders(timed.orderid, timed.customer.token)).toEqual([free.id]);

    // Withdrawing a bid is never refused.
    expect((await bid(timed.orderid, free.token)).body.message).toMatch(/withdrawn/i);
  });

  it('drops from the bids list a bidder who has since taken a job in that window, and refuses to engage them', async () => {
    const provider = await plumber();
    const job = await publish(day(10), '13:00');
    expect((await bid(job.orderid, provider.token)).status).toBe(200);
    expect(await bidders(job.orderid, job.customer.token)).toEqual([provider.id]);

    // A direct booking at 12:00 holds the provider until 15:00.
    expect((await book(provider.id, day(10), '12:00')).status).toBe(201);
    expect(await bidders(job.orderid, job.customer.token)).toEqual([]);
    expect((await opportunities(provider.token)).map((row) => row.OrderId)).not.toContain(job.orderid);
    const engaged = await c.get(
      `/finalizerequest${query({ orderid: job.orderid, personnel: provider.id })}`,
      job.customer.token,
    );
    expect(engaged.status).toBe(409);
    expect(engaged.body.message).toBe(providerBusy);
  });

  it('engaging a bid into a window being booked at the same moment gives the provider one of the two jobs', async () => {
    for (const round of [11, 12, 13]) {
      const provider = await plumber();
      const job = await publish(day(round), '10:00');
      expect((await bid(job.orderid, provider.token)).status).toBe(200);
      const bookingForm = await form(provider.id, day(round), '09:00');
      const other = await makeCustomer(c);
      // The 09:00 booking holds the provider until 12:00, over the job's 10:00 window.
      const [booked, engaged] = await Promise.all([
        c.post('/requestservice', bookingForm, other.token),
        c.get(
          `/finalizerequest${query({ orderid: job.orderid, personnel: provider.id })}`,
          job.customer.token,
        ),
      ]);
      expect([booked.status, engaged.status].sort()).toEqual(booked.status === 201 ? [201, 409] : [200, 409]);
      const [{ jobs = 0 } = {}] = await server.db.query<{ jobs: number }>(
        `SELECT count(*)::int AS jobs FROM orders WHERE provider_id = $1 AND status <> 'CANCELLED'`,
        [provider.id],
      );
      expect(jobs).toBe(1);
    }
  });

  it('offers a job with a window, and takes bids on it, only from providers working then, as a booking of that window', async () => {
    // The 14:00 window and the job's hour hold a provider from 14:00 to 17:00.
    const job = await publish(day(9), '14:00');
    const afternoons = await plumber(everyDay('13:00-20:00'));
    const mornings = await plumber(everyDay('08:00-12:00'));
    const tooShort = await plumber(everyDay('13:00-16:30'));
    const dayOff = await plumber({ ...everyDay('08:00-20:00'), daysoff: day(9) });
    const neverSet = await makeProvider(server.db, c, { services: [['Leak repair', 85]] });
    const inactive = await makeProvider(server.db, c, {
      services: [['Leak repair', 85]],
      schedule: { status: 'INACTIVE' },
    });
    const offeredTo = async (provider: { token: string }) =>
      (await opportunities(provider.token)).some((row) => row.OrderId === job.orderid);

    // Working then (and the default 08:00-18:00 for one who never set hours): offered, and may bid.
    for (const provider of [afternoons, neverSet]) {
      expect(await offeredTo(provider)).toBe(true);
      expect((await bid(job.orderid, provider.token)).status).toBe(200);
    }
    // Outside their hours, past the end of their span, on a day off or not available at all: neither.
    for (const provider of [mornings, tooShort, dayOff, inactive]) {
      expect(await offeredTo(provider)).toBe(false);
      const refused = await bid(job.orderid, provider.token);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(outsideHours);
    }
    // The same rule as booking that window directly.
    for (const provider of [mornings, tooShort, dayOff]) {
      expect((await book(provider.id, day(9), '14:00')).status).toBeGreaterThanOrEqual(400);
    }
    expect((await book(afternoons.id, day(10), '14:00')).status).toBe(201);
    expect(await bidders(job.orderid, job.customer.token)).toEqual(
      expect.arrayContaining([afternoons.id, neverSet.id]),
    );

    // A job any time that day asks only that the schedule allows the day.
    const anyTime = await publish(day(9));
    expect((await bid(anyTime.orderid, mornings.token)).status).toBe(200);
    expect((await bid(anyTime.orderid, inactive.token)).status).toBe(409);
  });

  it("refuses a bid on a job inside the provider's notice", async () => {
    const job = await publish(day(2), '14:00');
    const notice = await plumber({ ...everyDay('08:00-20:00'), lead: '168' });
    expect((await opportunities(notice.token)).map((row) => row.OrderId)).not.toContain(job.orderid);
    const refused = await bid(job.orderid, notice.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(outsideHours);
    const relaxed = await c.post('/provider/workinghours', everyDay('08:00-20:00'), notice.token);
    expect(relaxed.status).toBe(200);
    expect((await bid(job.orderid, notice.token)).status).toBe(200);
  });
});
