// A bidder whose schedule, working hours, days off or notice change after they bid so that they can no
// longer do the job's time: the customer no longer sees their bid, and engaging them is refused, by the
// rules their bid followed.
import { findBidsResponseSchema } from '@callout/contracts/booking';
import { backends } from '@callout/server-testing/backends';
import { day, makeCustomer, makeProvider, publishJob, query } from '@callout/server-testing/fixtures/orders';
import { everyDay } from '@callout/server-testing/fixtures/provider';
import { lateClient } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeEach, describe, expect, it } from 'vitest';

const bidderUnavailable =
  'This provider can no longer do the job at this time. Please choose another provider.';

describe.each(backends)('bidders who can no longer do the job on $name', (backend) => {
  const { server } = suiteServer(backend);
  // Each test signs its accounts up from an address of its own, under the sign-up limit per address.
  let c = lateClient(() => server.app);
  beforeEach(() => {
    c = lateClient(() => server.app);
  });

  const hours = async (token: string, rules: Record<string, string>) => {
    const saved = await c.post('/provider/workinghours', rules, token);
    expect(saved.status, saved.body.message).toBe(200);
  };
  const plumber = async () => {
    const provider = await makeProvider(server.db, c, { services: [['Leak repair', 85]] });
    await hours(provider.token, everyDay('08:00-18:00'));
    return provider;
  };
  /** A new customer publishes a job for bids; `window` absent: any time that day. */
  const publish = async (date: string, window?: string) => {
    const customer = await makeCustomer(c);
    return { customer, orderid: await publishJob(server.db, c, customer.token, { scheduled: date, window }) };
  };
  const bid = async (orderid: string, token: string) => {
    const reply = await c.get(`/provider/bidrequest${query({ orderid, lat: '51.5', lng: '-0.12' })}`, token);
    expect(reply.status, reply.body.message).toBe(200);
  };
  const bidders = async (job: { orderid: string; customer: { token: string } }) => {
    const reply = await c.get(`/findbids${query({ orderid: job.orderid })}`, job.customer.token);
    expect(reply.status, reply.body.message).toBe(200);
    return (findBidsResponseSchema.parse(reply.body).data ?? []).map((row) => row.PersonnelID);
  };
  const engage = (job: { orderid: string; customer: { token: string } }, personnel: string) =>
    c.get(`/finalizerequest${query({ orderid: job.orderid, personnel })}`, job.customer.token);

  it('drops a bidder whose working hours no longer cover the window, refuses to engage them, and lists them again once they do', async () => {
    // The 14:00 window and the job's hour hold a provider from 14:00 to 17:00.
    const job = await publish(day(9), '14:00');
    const changed = await plumber();
    const steady = await plumber();
    await bid(job.orderid, changed.token);
    await bid(job.orderid, steady.token);
    expect(await bidders(job)).toEqual([changed.id, steady.id]);

    await hours(changed.token, everyDay('08:00-12:00'));
    expect(await bidders(job)).toEqual([steady.id]);
    const refused = await engage(job, changed.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(bidderUnavailable);
    const [order] = await server.db.query<{ provider_id: string | null; status: string }>(
      'SELECT provider_id, status FROM orders WHERE id = $1',
      [job.orderid],
    );
    expect(order).toEqual({ provider_id: null, status: 'NEW ORDER' });

    await hours(changed.token, everyDay('13:00-20:00'));
    expect(await bidders(job)).toEqual([changed.id, steady.id]);
    expect((await engage(job, changed.id)).status).toBe(200);
  });

  it('drops and refuses a bidder who has since taken the day off or lengthened their notice past the job', async () => {
    const job = await publish(day(2), '10:00');
    const dayOff = await plumber();
    const notice = await plumber();
    await bid(job.orderid, dayOff.token);
    await bid(job.orderid, notice.token);
    expect(await bidders(job)).toEqual([dayOff.id, notice.id]);

    await hours(dayOff.token, { ...everyDay('08:00-18:00'), daysoff: day(2) });
    await hours(notice.token, { ...everyDay('08:00-18:00'), lead: '168' });
    expect(await bidders(job)).toEqual([]);
    for (const provider of [dayOff, notice]) {
      const refused = await engage(job, provider.id);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(bidderUnavailable);
    }
  });

  it('drops and refuses a bidder whose schedule no longer allows the day, also for a job any time that day', async () => {
    const job = await publish(day(5));
    const inactive = await plumber();
    const elsewhere = await plumber();
    const covered = await plumber();
    await bid(job.orderid, inactive.token);
    await bid(job.orderid, elsewhere.token);
    await bid(job.orderid, covered.token);

    const schedule = (token: string, form: Record<string, string>) =>
      c.post('/provider/updateschedule', form, token);
    expect((await schedule(inactive.token, { status: 'INACTIVE' })).status).toBe(200);
    expect(
      (await schedule(elsewhere.token, { status: 'SCHEDULED', starts: day(6), ends: day(8) })).status,
    ).toBe(200);
    expect(
      (await schedule(covered.token, { status: 'SCHEDULED', starts: day(4), ends: day(6) })).status,
    ).toBe(200);
    expect(await bidders(job)).toEqual([covered.id]);
    for (const provider of [inactive, elsewhere]) {
      const refused = await engage(job, provider.id);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(bidderUnavailable);
    }
    expect((await engage(job, covered.id)).status).toBe(200);
  });
});
