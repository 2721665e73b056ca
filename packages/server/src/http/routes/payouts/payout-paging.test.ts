// The earnings list pages newest first with a cursor: a provider with 130 payouts reaches the first, each
// once, also where payouts were recorded in the same moment; an old client's call (no cursor) answers the
// first page in the documented shape, with this month's and last month's totals over every payout of the two
// months, not only the page's; another provider's payouts never show, whoever's cursor is sent; a bad cursor
// is a 400 in words; a late page reads the provider's newest-first index, not the table.
import { londonDate } from '@callout/contracts/london-time';
import {
  type ProviderPayout,
  payoutsPageSize,
  providerPayoutsResponseSchema,
} from '@callout/contracts/provider-earnings';
import { backends } from '@callout/server-testing/backends';
import { seedPayoutHistory } from '@callout/server-testing/fixtures/order-history';
import { makeCustomer, makeProvider, query } from '@callout/server-testing/fixtures/orders';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { payoutPageQuery } from '../../../domain/payouts/payout-list-queries';

const many = 130;
const tag = () => `po${Math.random().toString(36).slice(2, 7)}`;

describe.each(backends)('earnings paging on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let customerId: string;
  let provider: Awaited<ReturnType<typeof makeProvider>>;
  let newestFirst: string[];
  let recent: Awaited<ReturnType<typeof makeProvider>>;
  let recentFirst: string[];

  beforeAll(async () => {
    const customer = await makeCustomer(c);
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      customer.email,
    ]);
    customerId = row?.id ?? '';
    // Other providers' payouts first, so that one provider's are a few of all, as in a real database.
    for (let n = 0; n < 4; n += 1) {
      const other = await makeProvider(server.db, c);
      await seedPayoutHistory(server.db, { customerId, providerId: other.id, count: 300, tag: tag() });
    }
    provider = await makeProvider(server.db, c);
    newestFirst = await seedPayoutHistory(server.db, {
      customerId,
      providerId: provider.id,
      count: many,
      tag: tag(),
    });
    // A provider whose payouts are recent: ten minutes apart up to now, so this month and last month hold
    // more than a page of them.
    recent = await makeProvider(server.db, c);
    recentFirst = await seedPayoutHistory(server.db, {
      customerId,
      providerId: recent.id,
      count: many,
      tag: tag(),
      newest: new Date(),
    });
    await server.db.query('ANALYZE payouts');
    await server.db.query('ANALYZE orders');
  }, 120_000);

  /** Follows `Next` from the first page (or `from`) to the last; answers every page's payouts. */
  async function allPages(token: string, from = '') {
    const pages: ProviderPayout[][] = [];
    let before = from;
    do {
      const reply = await c.get(`/provider/payouts${query(before ? { before } : {})}`, token);
      expect(reply.status).toBe(200);
      const page = providerPayoutsResponseSchema.parse(reply.body);
      pages.push(page.data ?? []);
      before = page.Next ?? '';
    } while (before && pages.length < 20);
    return pages;
  }
  const ids = (pages: ProviderPayout[][]) => pages.map((page) => page.map((payout) => payout.OrderID));

  it('pages to the first payout, each once, newest first', async () => {
    const pages = ids(await allPages(provider.token));
    expect(pages.map((page) => page.length)).toEqual([50, 50, 30]);
    expect(pages.flat()).toEqual(newestFirst);
  });

  it('answers an old client the first page in the documented shape, with the totals', async () => {
    const reply = await c.get('/provider/payouts', provider.token);
    const first = providerPayoutsResponseSchema.parse(reply.body);
    expect(first).toMatchObject({ success: true, message: 'Earnings loaded.' });
    expect(first.data).toHaveLength(payoutsPageSize);
    expect(first.data?.[0]).toEqual({
      OrderID: newestFirst[0],
      // Every tenth is a valet service; each paid the product's lowest price, £50, a tenth kept as the fee.
      Name: 'Valet service',
      Gross: 50,
      Fee: 5,
      Net: 45,
      Refunded: 0,
      Currency: 'GBP',
      Status: 'PAID',
      Schedule: 'WEEKLY',
      EarnedAt: expect.stringMatching(/^2022-03-0\dT\d\d:\d\d:\d\dZ$/),
      PaidAt: expect.stringMatching(/^2022-03-0\dT\d\d:\d\d:\d\dZ$/),
    });
    expect(first.Next).toMatch(/^\d+~\d+$/);
    // Years ago: nothing this month or last.
    expect(first.Totals?.ThisMonth.Net).toEqual([]);
    expect(first.Totals?.LastMonth.Net).toEqual([]);
    // A later page carries no totals.
    const second = providerPayoutsResponseSchema.parse(
      (await c.get(`/provider/payouts${query({ before: first.Next ?? '' })}`, provider.token)).body,
    );
    expect(second.Totals).toBeUndefined();
  });

  it("totals this month and last month over every payout of the two months, not the first page's", async () => {
    // One of them taken back: it counts in neither month.
    await server.db.query(`UPDATE payouts SET status = 'reversed' WHERE order_id = $1`, [recentFirst[60]]);
    const pages = await allPages(recent.token);
    const everyPayout = pages.flat();
    expect(everyPayout).toHaveLength(many);
    const thisMonth = londonDate(new Date()).slice(0, 7);
    const [year = 0, month = 1] = thisMonth.split('-').map(Number);
    const lastMonth = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
    const netOf = (inMonth: string) =>
      everyPayout
        .filter((p) => p.Status !== 'REVERSED' && londonDate(new Date(p.EarnedAt)).slice(0, 7) === inMonth)
        .reduce((sum, p) => sum + Math.round(p.Net * 100), 0) / 100;
    const shown = (net: number) => (net > 0 ? [{ Currency: 'GBP', Amount: net }] : []);
    // 129 payouts of £45 over the last 21 hours: more than a page, whichever month they fall in.
    expect(netOf(thisMonth) + netOf(lastMonth)).toBe(129 * 45);
    const first = providerPayoutsResponseSchema.parse((await c.get('/provider/payouts', recent.token)).body);
    expect(first.Totals).toEqual({
      ThisMonth: { Month: thisMonth, Net: shown(netOf(thisMonth)) },
      LastMonth: { Month: lastMonth, Net: shown(netOf(lastMonth)) },
    });
  });

  it("never shows another provider's payouts, whoever's cursor is sent", async () => {
    const first = providerPayoutsResponseSchema.parse(
      (await c.get('/provider/payouts', provider.token)).body,
    );
    // The first provider's cursor, sent by the other: the other's own payouts recorded before that moment.
    const crossed = ids(await allPages(recent.token, first.Next ?? '')).flat();
    const theirs = new Set(newestFirst);
    expect(crossed.some((id) => theirs.has(id))).toBe(false);
    const recentPage = providerPayoutsResponseSchema.parse(
      (await c.get('/provider/payouts', recent.token)).body,
    );
    const mine = ids(await allPages(provider.token, recentPage.Next ?? '')).flat();
    expect(mine).toEqual(newestFirst);
  });

  it.each(['1~', '~1', 'abc~1', '12~x', `${'9'.repeat(18)}~1`, `1~${'9'.repeat(19)}`])(
    'refuses the cursor %s with a 400 in words',
    async (before) => {
      const reply = await c.get(`/provider/payouts${query({ before })}`, provider.token);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, message: 'The reference is missing or not valid.' });
    },
  );

  it("reads a late page off the provider's newest-first index", async () => {
    const first = providerPayoutsResponseSchema.parse(
      (await c.get('/provider/payouts', provider.token)).body,
    );
    const second = providerPayoutsResponseSchema.parse(
      (await c.get(`/provider/payouts${query({ before: first.Next ?? '' })}`, provider.token)).body,
    );
    const [sql, params] = payoutPageQuery(provider.id, second.Next ?? '');
    const [plan] = await server.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    const text = JSON.stringify(plan?.['QUERY PLAN']);
    // The provider's rows are found by the provider on their index, never by reading the table (or the index
    // whole); the planner may sort the few rows the index gives (a bitmap scan) where a table is this small.
    expect(text).toContain('"Index Name":"payouts_provider_newest"');
    expect(text).toMatch(/"Index Cond":"\(+provider_id = /);
    const seqScans = [...text.matchAll(/"Node Type":"Seq Scan"[^{}]*?"Relation Name":"(\w+)"/g)].map(
      (match) => match[1],
    );
    expect(seqScans).not.toContain('payouts');
  });
});
