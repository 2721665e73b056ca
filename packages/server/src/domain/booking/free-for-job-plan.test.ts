// The overlap read of published jobs (freeForJobSql) looks only at the provider's jobs around the job's own
// day, through the order_shipping_windows index, however long their history is.
import { backends } from '@callout/server-testing/backends';
import { day, makeCustomer, makeProvider, productId } from '@callout/server-testing/fixtures/orders';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { freeForJobSql } from './arrival-windows-store';

const pastJobs = 3000;

describe.each(backends)('the overlap read of a published job on $name', (backend) => {
  const { server, c } = suiteServer(backend);

  it("reads the provider's jobs by the job's days, not their whole history", async () => {
    const provider = await makeProvider(server.db, c, { services: [['Leak repair', 85]] });
    const form = async (chosen: string, window: string) => ({
      prodid: await productId(server.db, 'Leak repair'),
      zipcode: 'SW1A 2AA',
      address: '10 Downing Street',
      scheduled: day(9),
      provider: chosen,
      window,
    });
    const customer = await makeCustomer(c);
    const booked = await c.post('/requestservice', await form(provider.id, '09:00'), customer.token);
    expect(booked.status, booked.body.message).toBe(201);
    const published = await c.post('/requestservice', await form('', '14:00'), customer.token);
    expect(published.status, published.body.message).toBe(201);

    // A long working life: one finished job a day for the years before, copied from the booked one.
    await server.db.query(
      `INSERT INTO orders SELECT (jsonb_populate_record(o, jsonb_build_object(
         'id', o.id || '-' || g, 'status', 'COMPLETED', 'created_at', o.created_at - g * interval '1 day'))).*
       FROM orders o, generate_series(1, ${pastJobs}) g WHERE o.id = $1`,
      [booked.body.message],
    );
    await server.db.query(
      `INSERT INTO order_shipping SELECT (jsonb_populate_record(s, jsonb_build_object(
         'order_id', s.order_id || '-' || g, 'scheduled_on', s.scheduled_on - g,
         'window_starts', s.window_starts - g * interval '1 day', 'window_ends', s.window_ends - g * interval '1 day',
         'busy_until', s.busy_until - g * interval '1 day'))).*
       FROM order_shipping s, generate_series(1, ${pastJobs}) g WHERE s.order_id = $1`,
      [booked.body.message],
    );
    await server.db.query('ANALYZE orders');
    await server.db.query('ANALYZE order_shipping');

    const read = `SELECT o.id FROM orders o JOIN order_shipping s ON s.order_id = o.id
      WHERE o.id = $1 AND ${freeForJobSql('$2')}`;
    const plan = await server.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${read}`, [
      published.body.message,
      provider.id,
    ]);
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text, text).toContain('order_shipping_windows');
    expect(text, text).not.toMatch(/orders_provider/);
    // And the answer is still right: the 09:00 job holds the provider until 12:00, before the 14:00 one.
    expect(await server.db.query(read, [published.body.message, provider.id])).toHaveLength(1);
  }, 60_000);
});
