// A demo server runs the series runner on request, on its own (movable) clock, so a journey sees the visits
// of a later day booked; any other server has no such call.
import { orderSeriesSchema } from '@callout/contracts/order-series';
import { backends } from '@callout/server-testing/backends';
import { orderWorld, perJob } from '@callout/server-testing/fixtures/order-lifecycle';
import { day, productId } from '@callout/server-testing/fixtures/orders';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';

describe.each(backends)('the demo server’s job trigger on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  const plain = suiteServer(backend, {
    env: {
      DEMO_MODE: 'false',
      SMTP_URL: 'smtp://mail.example:587',
      STRIPE_SECRET_KEY: 'sk_test_devjobs',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_devjobs',
      STRIPE_API_URL: 'http://127.0.0.1:9/',
    },
  });
  const post = (url: string, payload: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload });

  it('books the visits the moved clock brings within the horizon, once', async () => {
    const w = await orderWorld(server.db, c);
    const operator = await signInOperator(server, c);
    const leakRepair = await productId(server.db, perJob);
    await c.post(`/ops/products/${leakRepair}/repeatable`, { repeatable: 'true' }, operator.token);
    const week = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, '09:00-17:00']),
    );
    await c.post('/provider/workinghours', week, w.provider.token);
    const created = await c.post(
      '/series',
      {
        prodid: leakRepair,
        provider: w.provider.id,
        zipcode: 'SE1 7PB',
        address: '1 Waterloo Road',
        first: day(2),
        window: '10:00',
        cadence: 'FORTNIGHTLY',
      },
      w.customer.token,
    );
    expect(created.status, created.body.message).toBe(201);
    const seriesid = orderSeriesSchema.parse(created.body.data).ID;
    expect(
      (await c.post('/provider/answerseries', { seriesid, answer: 'ACCEPT' }, w.provider.token)).status,
    ).toBe(200);
    const visits = async () =>
      (
        await server.db.query<{ day: string }>(
          `SELECT to_char(visit_on, 'YYYY-MM-DD') AS day FROM series_visits WHERE series_id = $1 ORDER BY 1`,
          [seriesid],
        )
      ).map((row) => row.day);
    expect(await visits()).toEqual([day(2)]);
    try {
      expect((await post('/dev/clock', { days: '2' })).statusCode).toBe(200);
      const run = await post('/dev/jobs/series');
      expect(run.statusCode).toBe(200);
      expect(run.json().data.Booked).toHaveLength(1);
      expect(await visits()).toEqual([day(2), day(16)]);
      // Run again: nothing more.
      expect((await post('/dev/jobs/series')).json().data.Booked).toEqual([]);
    } finally {
      await post('/dev/clock', { days: '0' });
    }
  });

  it('is not there outside demo mode', async () => {
    const reply = await plain.server.app.inject({ method: 'POST', url: '/dev/jobs/series' });
    expect(reply.statusCode).toBe(404);
  });
});
