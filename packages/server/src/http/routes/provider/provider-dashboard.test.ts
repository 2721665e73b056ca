// The provider dashboard's data from real orders: the bell's notifications on order events (newest first),
// the 'Monthly Orders' chart and the profile counters, checked against the database.
import { providerProfileResponseSchema } from '@callout/contracts/accounts';
import { businessTimeZone } from '@callout/contracts/london-time';
import { monthlyOrdersResponseSchema, notificationsResponseSchema } from '@callout/contracts/provider-jobs';
import { backends } from '@callout/server-testing/backends';
import { orderWorld, perJob } from '@callout/server-testing/fixtures/order-lifecycle';
import { day, makeProvider, productId } from '@callout/server-testing/fixtures/orders';
import { notificationsOf } from '@callout/server-testing/fixtures/provider';
import { openCase, signInOperator } from '@callout/server-testing/fixtures/support';
import { signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerMessages } from '../../../domain/provider/messages';

describe.each(backends)('provider dashboard data on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let world: Awaited<ReturnType<typeof orderWorld>>;
  beforeAll(async () => {
    world = await orderWorld(server.db, c);
  }, 60_000);

  const bell = async () =>
    notificationsResponseSchema.parse((await c.get('/provider/getnotifications', world.provider.token)).body)
      .data ?? [];

  it('tells the provider about their orders, newest first', async () => {
    const fresh = await signUp(c, 'provider');
    expect((await c.get('/provider/getnotifications', fresh.token)).body).toMatchObject({
      message: providerMessages.noNotifications,
      data: [],
    });

    const done = await world.book();
    await world.pay(done);
    await world.act('startorder', done);
    await world.act('endorder', done);
    const dropped = await world.book();
    await world.act('cancelorder', dropped);
    const declined = await world.book();
    await world.act('provider/cancelorder', declined, world.provider.token);

    const list = await bell();
    const texts = list.map((n) => n.Notification);
    expect(texts.filter((t) => t.startsWith('New request: Leak repair on '))).toHaveLength(3);
    // Newest first: the last event (the provider's own cancel) tells nobody, the customer's cancel does.
    expect(texts[0]).toMatch(/^New request: /);
    expect(texts[1]).toMatch(/^Order cancelled: Leak repair on /);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Payment secured for Leak repair on .+\. Funds will be released after job completion\.$/,
        ),
        expect.stringMatching(/^Order started: /),
        expect.stringMatching(/^Order completed: /),
        expect.stringMatching(/^Payout recorded for .+ weekly payout\.$/),
      ]),
    );
    expect(texts.filter((t) => t.startsWith('Order cancelled'))).toHaveLength(1);
    expect(list.find((n) => n.Notification.startsWith('Order started'))?.Link).toBe(
      `/provider/details/${done}`,
    );
    expect(list.map((n) => Number(n.Id))).toEqual([...list.map((n) => Number(n.Id))].sort((a, b) => b - a));
    expect(list[0]?.Time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('announces a published job to the providers who could bid on it, and support replies', async () => {
    const near = await makeProvider(server.db, c, { services: [[perJob, 70]] });
    const other = await makeProvider(server.db, c, { services: [[perJob, 70]] });
    const unverified = await makeProvider(server.db, c, { kyc: 'SUBMITTED', services: [[perJob, 70]] });
    const away = await makeProvider(server.db, c, {
      services: [[perJob, 70]],
      schedule: { status: 'SCHEDULED', starts: day(20), ends: day(30) },
    });
    const job = await c.post(
      '/requestservice',
      {
        prodid: await productId(server.db, perJob),
        zipcode: 'SE1 7PB',
        address: '1 Waterloo Road',
        scheduled: day(2),
        provider: 'BID',
      },
      world.customer.token,
    );
    expect(job.status).toBe(201);
    const told = async (token: string) =>
      (await notificationsOf(c, token)).some((t) => t.startsWith('New job near SE1:'));
    // Where providers are is not known outside their own jobs, so every one who could bid is told.
    expect(await told(near.token)).toBe(true);
    expect(await told(other.token)).toBe(true);
    expect(await told(unverified.token)).toBe(false);
    expect(await told(away.token)).toBe(false);

    const caseId = await openCase(c, 'provider', near.token, 'Where is my payout?');
    const operator = await signInOperator(server, c);
    await c.post(`/operator/cases/${caseId}/reply`, { Message: 'On its way.' }, operator.token);
    const [latest] =
      notificationsResponseSchema.parse((await c.get('/provider/getnotifications', near.token)).body).data ??
      [];
    expect(latest).toMatchObject({
      Notification: `Support replied to your case ${caseId} ("Where is my payout?").`,
      Link: `/provider/chat/${caseId}`,
    });
  });

  it('charts the last 12 months and counts orders as the database does', async () => {
    // Two more orders placed in earlier months, and one too old for the chart.
    const earlier = await world.book();
    const older = await world.book();
    const ancient = await world.book();
    const move = (id: string, months: number) =>
      server.db.query(`UPDATE orders SET created_at = now() - make_interval(months => $2) WHERE id = $1`, [
        id,
        months,
      ]);
    await move(earlier, 3);
    await move(older, 11);
    await move(ancient, 13);

    const chart = monthlyOrdersResponseSchema.parse(
      (await c.get('/provider/getorderschart', world.provider.token)).body,
    ).data;
    const expected = await server.db.query<{ month: string; n: number }>(
      `SELECT to_char(created_at AT TIME ZONE $2, 'YYYY-MM') AS month, count(*)::int AS n
       FROM orders WHERE provider_id = $1 GROUP BY 1`,
      [world.provider.id, businessTimeZone],
    );
    const counts = new Map(expected.map((row) => [row.month, row.n]));
    expect(chart).toHaveLength(12);
    expect(chart?.map((row) => row.Month)).toEqual([...(chart?.map((row) => row.Month) ?? [])].sort());
    for (const row of chart ?? []) expect(row.OrderCount).toBe(counts.get(row.Month) ?? 0);
    const charted = chart?.reduce((sum, row) => sum + row.OrderCount, 0);
    expect(charted).toBe(expected.reduce((sum, row) => sum + row.n, 0) - 1);

    const profile = providerProfileResponseSchema.parse(
      (await c.get('/provider/profile', world.provider.token)).body,
    );
    const [db] = await server.db.query<{ completed: number; total: number; open: number }>(
      `SELECT count(*) FILTER (WHERE status = 'COMPLETED')::int AS completed, count(*)::int AS total,
         count(*) FILTER (WHERE status IN ('NEW ORDER', 'SCHEDULED', 'IN-PROGRESS'))::int AS open
       FROM orders WHERE provider_id = $1`,
      [world.provider.id],
    );
    expect(profile.data).toMatchObject({ completed: db?.completed, total: db?.total });
    expect(profile.data?.orders).toHaveLength(db?.open ?? -1);
    expect(db).toMatchObject({ completed: 1, total: 6, open: 3 });
  });
});
