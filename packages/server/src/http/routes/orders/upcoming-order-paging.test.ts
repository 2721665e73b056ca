// The active and upcoming orders page soonest job first with a cursor, however long the account's history: a
// customer and a provider with 300 orders, 100 of them coming up (many on one day, some made at one moment),
// get the first page in the documented shape of GET /dashboard and GET /provider/profile, and the cursor walks
// GET /upcomingorders and /provider/upcomingorders to the last, each once; a job moved to another day moves in
// the list; another account's orders never show; a bad cursor is a 400; a late page reads the account's
// upcoming index in the list's order, without sorting.
import { providerProfileResponseSchema } from '@callout/contracts/accounts';
import { dashboardResponseSchema } from '@callout/contracts/dashboard';
import {
  customerOrdersResponseSchema,
  providerOrdersResponseSchema,
  upcomingOrdersPageSize,
} from '@callout/contracts/orders';
import { backends } from '@callout/server-testing/backends';
import { seedOrderHistory } from '@callout/server-testing/fixtures/order-history';
import { makeCustomer, makeProvider, query } from '@callout/server-testing/fixtures/orders';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderListQuery } from '../../../domain/orders/order-list-queries';
import type { Queryable } from '../../../infra/db/database';

const history = 300;

describe.each(backends)('upcoming order paging on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let customer: Awaited<ReturnType<typeof makeCustomer>>;
  let provider: Awaited<ReturnType<typeof makeProvider>>;
  let customerId: string;
  let ids: string[];

  /** The coming orders in the list's order, read from the shipping rows (not the day kept on the order). */
  const soonestFirst = async () =>
    (
      await server.db.query<{ id: string }>(
        `SELECT o.id FROM orders o JOIN order_shipping s ON s.order_id = o.id
         WHERE o.id = ANY($1::text[]) AND o.status IN ('NEW ORDER', 'SCHEDULED', 'IN-PROGRESS')
         ORDER BY s.scheduled_on, o.created_at, o.id`,
        [ids],
      )
    ).map((row) => row.id);

  beforeAll(async () => {
    customer = await makeCustomer(c);
    provider = await makeProvider(server.db, c);
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      customer.email,
    ]);
    customerId = row?.id ?? '';
    ids = await seedOrderHistory(server.db, {
      customerId,
      providerId: provider.id,
      count: history,
      tag: `up${Math.random().toString(36).slice(2, 7)}`,
    });
    // Every third order is coming up, on one of seven days in an order of its own: many share a day, and
    // the history makes every fifth at the same moment as the next.
    await server.db.query(
      `UPDATE orders SET status = (ARRAY['NEW ORDER', 'SCHEDULED', 'IN-PROGRESS'])[1 + n % 3]
       FROM unnest($1::text[]) WITH ORDINALITY AS u (id, n) WHERE orders.id = u.id AND n % 3 = 0`,
      [ids],
    );
    await server.db.query(
      `UPDATE order_shipping SET scheduled_on = DATE '2031-01-01' + (n * 5 % 7)::int
       FROM unnest($1::text[]) WITH ORDINALITY AS u (id, n) WHERE order_id = u.id AND n % 3 = 0`,
      [ids],
    );
    await server.db.query('ANALYZE orders');
  }, 120_000);

  /** Follows `Next` from `first` to the last page of `path`; answers every page's ids. */
  async function laterPages(path: string, token: string, first: string | null | undefined) {
    const pages: string[][] = [];
    let before = first ?? '';
    while (before && pages.length < 20) {
      const reply = await c.get(`${path}${query({ before })}`, token);
      expect(reply.status).toBe(200);
      const page = customerOrdersResponseSchema.or(providerOrdersResponseSchema).parse(reply.body);
      pages.push(page.data?.map((order) => order.Orderid) ?? []);
      before = page.Next ?? '';
    }
    return pages;
  }

  it("answers the dashboard one page of the customer's coming orders, and the cursor walks to the last", async () => {
    const expected = await soonestFirst();
    expect(expected).toHaveLength(history / 3);
    const reply = await c.get('/dashboard', customer.token);
    expect(reply.status).toBe(200);
    const data = dashboardResponseSchema.parse(reply.body).data;
    const first = data?.uaorders.map((order) => order.Orderid) ?? [];
    expect(first).toEqual(expected.slice(0, upcomingOrdersPageSize));
    expect(data?.uaorders[0]).toMatchObject({ PersonnelName: 'Pat Tester', ShipDate: '2031-01-01' });
    expect(data?.uaordersNext).toMatch(/^2031-01-0\d~\d+~ORD-/);
    const pages = await laterPages('/upcomingorders', customer.token, data?.uaordersNext);
    expect([first, ...pages].map((page) => page.length)).toEqual([20, 20, 20, 20, 20]);
    expect([first, ...pages].flat()).toEqual(expected);
    // Without a cursor, the same first page.
    const again = customerOrdersResponseSchema.parse((await c.get('/upcomingorders', customer.token)).body);
    expect(again.data?.map((order) => order.Orderid)).toEqual(first);
  });

  it("answers the provider's profile one page of their coming orders, and the cursor walks to the last", async () => {
    const reply = await c.get('/provider/profile', provider.token);
    expect(reply.status).toBe(200);
    const data = providerProfileResponseSchema.parse(reply.body).data;
    const first = data?.orders.map((order) => order.Orderid) ?? [];
    expect(first).toHaveLength(upcomingOrdersPageSize);
    expect(data?.orders[0]).toMatchObject({ ShipDate: '2031-01-01' });
    expect(data?.orders[0]).toHaveProperty('CustomerName');
    const pages = await laterPages('/provider/upcomingorders', provider.token, data?.ordersNext);
    expect([first, ...pages].flat()).toEqual(await soonestFirst());
    expect(data?.total).toBe(history);
  });

  it('moves a job given another day in the list', async () => {
    const [soonest, second] = await soonestFirst();
    await server.db.query(`UPDATE order_shipping SET scheduled_on = DATE '2031-02-01' WHERE order_id = $1`, [
      soonest,
    ]);
    const data = dashboardResponseSchema.parse((await c.get('/dashboard', customer.token)).body).data;
    expect(data?.uaorders[0]?.Orderid).toBe(second);
    const all = [
      ...(data?.uaorders.map((order) => order.Orderid) ?? []),
      ...(await laterPages('/upcomingorders', customer.token, data?.uaordersNext)).flat(),
    ];
    expect(all.at(-1)).toBe(soonest);
    expect(all).toEqual(await soonestFirst());
  });

  it("never shows another account's orders, whoever's cursor is sent", async () => {
    const data = dashboardResponseSchema.parse((await c.get('/dashboard', customer.token)).body).data;
    const stranger = await makeCustomer(c);
    expect(await laterPages('/upcomingorders', stranger.token, data?.uaordersNext)).toEqual([[]]);
    const fresh = dashboardResponseSchema.parse((await c.get('/dashboard', stranger.token)).body).data;
    expect(fresh).toMatchObject({ uaorders: [], uaordersNext: null });
  });

  it.each(['1~ORD-1', '2031-01-01~~ORD-1', '2031-02-30~1~ORD-1', '2031-01-01~1~bad id', 'x~1~ORD-1'])(
    'refuses the cursor %s with a 400 in words',
    async (before) => {
      const reply = await c.get(`/upcomingorders${query({ before })}`, customer.token);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, message: 'The reference is missing or not valid.' });
    },
  );

  it.each([
    ['customer', 'orders_customer_upcoming'],
    ['provider', 'orders_provider_upcoming'],
  ] as const)(
    "reads a late %s page off the account's upcoming index, in the list's order",
    async (side, index) => {
      const expected = await soonestFirst();
      const last = expected[2 * upcomingOrdersPageSize - 1];
      const [cursor] = await server.db.query<{ before: string }>(
        `SELECT to_char(scheduled_on, 'YYYY-MM-DD') || '~' || (EXTRACT(EPOCH FROM created_at) * 1000000)::bigint
         || '~' || id AS before FROM orders WHERE id = $1`,
        [last],
      );
      const [sql, params] = orderListQuery(side, side === 'provider' ? provider.id : customerId, {
        order: 'upcoming',
        before: cursor?.before ?? '',
      });
      const planOf = async (tx: Queryable) =>
        JSON.stringify(
          (await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params))[0]?.[
            'QUERY PLAN'
          ],
        );
      // The account's rows from the cursor on are found on its upcoming index, never by reading the table; with
      // the few rows of a test database the planner may take them by a bitmap scan and sort them.
      const chosen = await planOf(server.db);
      expect(chosen).toContain(`"Index Name":"${index}"`);
      expect(chosen).toMatch(/"Index Cond":"\(+\w+_id = [^"]*ROW\(scheduled_on, created_at, id\) > /);
      expect(chosen).not.toMatch(/"Node Type":"Seq Scan"[^{}]*?"Relation Name":"orders"/);
      // Where scanning the table is priced out (as for a long history), the index gives the rows in the list's
      // order: no sort.
      const ordered = await server.db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        await tx.query('SET LOCAL enable_bitmapscan = off');
        return planOf(tx);
      });
      expect(ordered).toMatch(new RegExp(`"Node Type":"Index (Only )?Scan"[^{}]*?"Index Name":"${index}"`));
      expect(ordered).not.toContain('"Node Type":"Sort"');
      const rows = await server.db.query<{ id: string }>(sql, params);
      expect(rows.map((row) => row.id)).toEqual(
        expected.slice(2 * upcomingOrdersPageSize, 3 * upcomingOrdersPageSize + 1),
      );
    },
  );
});
