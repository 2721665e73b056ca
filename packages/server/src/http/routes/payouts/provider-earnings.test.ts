// GET /provider/payouts, the provider's earnings: each payout with its split at PLATFORM_FEE_PERCENT=10,
// newest first, its status and schedule in the contract's words, the net after later refunds, only the
// signed-in provider's own, and nothing for anyone else.
import { providerPayoutsResponseSchema } from '@callout/contracts/provider-earnings';
import { backends } from '@callout/server-testing/backends';
import { orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { makeProvider } from '@callout/server-testing/fixtures/orders';
import type { Client } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { takeRefundFromPayout } from '../../../domain/payouts/payout-ledger';
import { providerMessages } from '../../../domain/provider/messages';

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe.each(backends)('the provider earnings API on $name', (backend) => {
  const { server, c } = suiteServer(backend, { env: { PLATFORM_FEE_PERCENT: '10' } });

  const earnings = async (token: string | undefined) => {
    const reply = await c.get('/provider/payouts', token);
    return { status: reply.status, body: reply.body as Record<string, unknown> };
  };
  const payoutsOf = async (token: string) => {
    const reply = await earnings(token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return providerPayoutsResponseSchema.parse(reply.body).data ?? [];
  };

  /** A provider paid `schedule` with one £80 PER JOB order booked, paid, started and ended per entry. */
  async function providerWithJobs(schedule: 'INSTANT' | 'WEEKLY', jobs: number, api: Client = c) {
    const world = await orderWorld(server.db, api);
    expect(
      (await api.post('/provider/payoutschedule', { value: schedule }, world.provider.token)).status,
    ).toBe(200);
    const orders: string[] = [];
    for (let n = 0; n < jobs; n++) {
      const orderid = await world.book();
      expect((await world.pay(orderid)).status).toBe(200);
      expect((await world.act('startorder', orderid)).status).toBe(200);
      expect((await world.act('endorder', orderid)).status).toBe(200);
      orders.push(orderid);
    }
    return { world, orders };
  }

  it('lists each payout with gross, the 10% fee and net, newest first, in the contract words', async () => {
    const { world, orders } = await providerWithJobs('INSTANT', 1);
    await c.post('/provider/payoutschedule', { value: 'WEEKLY' }, world.provider.token);
    const later = await world.book();
    await world.pay(later);
    await world.act('startorder', later);
    await world.act('endorder', later);

    const reply = await earnings(world.provider.token);
    expect(reply.body.message).toBe(providerMessages.payoutsLoaded);
    const listed = await payoutsOf(world.provider.token);
    expect(listed.map((p) => p.OrderID)).toEqual([later, orders[0]]);
    expect(listed[0]).toEqual({
      OrderID: later,
      Name: 'Leak repair',
      Gross: 80,
      Fee: 8,
      Net: 72,
      Refunded: 0,
      Currency: 'GBP',
      Status: 'PENDING',
      Schedule: 'WEEKLY',
      EarnedAt: expect.stringMatching(isoInstant),
      PaidAt: null,
    });
    expect(listed[1]).toMatchObject({ Gross: 80, Fee: 8, Net: 72, Status: 'PAID', Schedule: 'INSTANT' });
    expect(listed[1]?.PaidAt).toMatch(isoInstant);
    const [earlier, newer] = [listed[1]?.EarnedAt ?? '', listed[0]?.EarnedAt ?? ''];
    expect(earlier <= newer).toBe(true);
  });

  it('shows the net after a later refund, and every stored status in capitals', async () => {
    const { world, orders } = await providerWithJobs('WEEKLY', 3);
    const [refunded, failed, reversed] = orders as [string, string, string];
    // £20 of £80 back to the customer: the provider gives up a quarter of their £72, the fee a quarter of £8.
    await server.db.transaction((tx) => takeRefundFromPayout(tx, refunded, 2000));
    await server.db.query(
      `UPDATE payouts SET status = 'failed', failure_reason = 'Bank closed' WHERE order_id = $1`,
      [failed],
    );
    await server.db.query(`UPDATE payouts SET status = 'reversed' WHERE order_id = $1`, [reversed]);

    const byOrder = new Map((await payoutsOf(world.provider.token)).map((p) => [p.OrderID, p]));
    expect(byOrder.get(refunded)).toMatchObject({
      Gross: 80,
      Fee: 6,
      Net: 54,
      Refunded: 20,
      Status: 'PENDING',
    });
    expect(byOrder.get(failed)).toMatchObject({ Net: 72, Status: 'FAILED' });
    expect(byOrder.get(reversed)).toMatchObject({ Net: 72, Status: 'REVERSED' });
  });

  it('shows a provider only their own payouts, and refuses customers and strangers', async () => {
    const { world } = await providerWithJobs('INSTANT', 1);
    const theirs = await payoutsOf(world.provider.token);
    expect(theirs).toHaveLength(1);

    const other = await makeProvider(server.db, c);
    const empty = await earnings(other.token);
    expect(empty).toEqual({
      status: 200,
      body: {
        success: true,
        message: providerMessages.noPayouts,
        data: [],
        Next: null,
        // The first page's totals: nothing earned either month.
        Totals: {
          ThisMonth: { Month: expect.stringMatching(/^\d{4}-\d{2}$/), Net: [] },
          LastMonth: { Month: expect.stringMatching(/^\d{4}-\d{2}$/), Net: [] },
        },
      },
    });

    for (const token of [world.customer.token, undefined]) {
      const refused = await earnings(token);
      expect(refused.status).toBe(401);
      expect(refused.body.success).toBe(false);
      expect(Object.keys(refused.body).sort()).toEqual(['message', 'success']);
    }
  });
});
