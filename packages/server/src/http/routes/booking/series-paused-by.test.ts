// The provider pauses, resumes and ends a series from their own page (POST /provider/seriesstatus), and both
// sides' lists say who paused a paused series (PausedBy), since only that side may resume it.
import { orderSeriesSchema, seriesListResponseSchema } from '@callout/contracts/order-series';
import { backends } from '@callout/server-testing/backends';
import { orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { day, productId } from '@callout/server-testing/fixtures/orders';
import { everyDay } from '@callout/server-testing/fixtures/provider';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { client } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriesServerMessages } from '../../../domain/booking/series/series-messages';

describe.each(backends)("the provider's pause of a series on $name", (backend) => {
  const { server, c } = suiteServer(backend);
  let leakRepair = '';

  beforeAll(async () => {
    leakRepair = await productId(server.db, 'Leak repair');
    const operator = await signInOperator(server, c);
    const marked = await c.post(
      `/ops/products/${leakRepair}/repeatable`,
      { repeatable: 'true' },
      operator.token,
    );
    expect(marked.status, marked.body.message).toBe(200);
  });

  it('says who paused it, lets only the provider resume their pause, and lets them end it', async () => {
    const w = await orderWorld(server.db, client(server.app));
    await c.post('/provider/workinghours', everyDay('09:00-17:00'), w.provider.token);
    const created = await c.post(
      '/series',
      {
        prodid: leakRepair,
        provider: w.provider.id,
        zipcode: 'SE1 7PB',
        address: '1 Waterloo Road',
        first: day(3),
        window: '10:00',
        cadence: 'WEEKLY',
        visits: '4',
      },
      w.customer.token,
    );
    expect(created.status, created.body.message).toBe(201);
    const id = orderSeriesSchema.parse(created.body.data).ID;
    const answer = await c.post(
      '/provider/answerseries',
      { seriesid: id, answer: 'ACCEPT' },
      w.provider.token,
    );
    expect(answer.status, answer.body.message).toBe(200);

    const seen = async (token: string, prefix: string) =>
      (seriesListResponseSchema.parse((await c.get(`${prefix}/series`, token)).body).data ?? []).find(
        (one) => one.ID === id,
      );
    const asProvider = (action: string) =>
      c.post('/provider/seriesstatus', { seriesid: id, action }, w.provider.token);

    expect((await seen(w.provider.token, '/provider'))?.PausedBy).toBeUndefined();
    const paused = await asProvider('PAUSE');
    expect(paused.status, paused.body.message).toBe(200);
    expect(paused.body.message).toBe(seriesServerMessages.paused);
    for (const [token, prefix] of [
      [w.provider.token, '/provider'],
      [w.customer.token, ''],
    ] as const) {
      expect(await seen(token, prefix)).toMatchObject({ Status: 'PAUSED', PausedBy: 'provider' });
    }
    const byCustomer = await c.post('/seriesstatus', { seriesid: id, action: 'RESUME' }, w.customer.token);
    expect(byCustomer.status).toBe(409);
    expect(byCustomer.body.message).toBe(seriesServerMessages.pausedByProvider);

    const resumed = await asProvider('RESUME');
    expect(resumed.status, resumed.body.message).toBe(200);
    const active = await seen(w.customer.token, '');
    expect(active?.Status).toBe('ACTIVE');
    expect(active?.PausedBy).toBeUndefined();

    // A pause by the customer is theirs to resume; the provider may still end the series.
    expect((await c.post('/seriesstatus', { seriesid: id, action: 'PAUSE' }, w.customer.token)).status).toBe(
      200,
    );
    expect((await seen(w.provider.token, '/provider'))?.PausedBy).toBe('customer');
    const notTheirs = await asProvider('RESUME');
    expect(notTheirs.status).toBe(409);
    expect(notTheirs.body.message).toBe(seriesServerMessages.pausedByCustomer);
    expect((await asProvider('END')).status).toBe(200);
    expect((await seen(w.provider.token, '/provider'))?.Status).toBe('ENDED');
  });
});
