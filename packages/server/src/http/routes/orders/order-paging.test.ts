// Order histories page newest first with a cursor: a customer with 300 orders reaches the oldest, each once,
// also where orders were made at the same moment; the search pages the same way; the provider's list too;
// an old client's call (no cursor) answers the first page in the documented shape; a bad cursor is a 400.
import { customerOrdersResponseSchema, providerOrdersResponseSchema } from '@callout/contracts/orders';
import { backends } from '@callout/server-testing/backends';
import { seedOrderHistory } from '@callout/server-testing/fixtures/order-history';
import { makeCustomer, makeProvider, query } from '@callout/server-testing/fixtures/orders';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderListQuery, ordersPageSize } from '../../../domain/orders/order-list-queries';

const history = 300;

describe.each(backends)('order history paging on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let customer: Awaited<ReturnType<typeof makeCustomer>>;
  let provider: Awaited<ReturnType<typeof makeProvider>>;
  let newestFirst: string[];
  let customerId: string;

  beforeAll(async () => {
    customer = await makeCustomer(c);
    provider = await makeProvider(server.db, c);
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      customer.email,
    ]);
    customerId = row?.id ?? '';
    const tag = `pg${Date.now().toString(36)}`;
    newestFirst = await seedOrderHistory(server.db, {
      customerId,
      providerId: provider.id,
      count: history,
      tag,
    });
  }, 120_000);

  /** The lengths of the pages `count` rows fill, `size` to a page. */
  const pageLengths = (count: number, size: number) =>
    Array.from({ length: Math.ceil(count / size) }, (_, page) => Math.min(size, count - page * size));

  /** Follows `Next` from the first page to the last; answers every page's ids. */
  async function allPages(path: string, token: string, params: Record<string, string> = {}) {
    const pages: string[][] = [];
    let before = '';
    do {
      const reply = await c.get(`${path}${query({ ...params, ...(before ? { before } : {}) })}`, token);
      expect(reply.status).toBe(200);
      const page = customerOrdersResponseSchema.parse(reply.body);
      pages.push(page.data?.map((order) => order.Orderid) ?? []);
      before = page.Next ?? '';
    } while (before && pages.length < 40);
    return pages;
  }

  it('pages the customer to their oldest order, each once, newest first', async () => {
    const pages = await allPages('/orders', customer.token);
    expect(pages.map((page) => page.length)).toEqual(pageLengths(history, ordersPageSize));
    expect(pages.flat()).toEqual(newestFirst);
  });

  it('answers an old client the first page in the documented shape', async () => {
    const reply = await c.get('/orders', customer.token);
    const first = customerOrdersResponseSchema.parse(reply.body);
    expect(first).toMatchObject({ success: true, message: 'Orders loaded.' });
    expect(first.data?.map((order) => order.Orderid)).toEqual(newestFirst.slice(0, ordersPageSize));
    expect(first.data?.[0]).toMatchObject({ OrderStatus: 'COMPLETED', PersonnelName: 'Pat Tester' });
    expect(first.Next).toMatch(/^\d+~ORD-/);
  });

  it('pages the search the same way', async () => {
    const pages = await allPages('/orders', customer.token, { search: 'valet' });
    expect(pages.map((page) => page.length)).toEqual(pageLengths(30, ordersPageSize));
    const leaks = await allPages('/orders', customer.token, { search: 'leak' });
    expect(leaks.map((page) => page.length)).toEqual(pageLengths(history - 30, ordersPageSize));
    expect(leaks.flat()).toEqual(newestFirst.filter((id) => !pages.flat().includes(id)));
  });

  it("pages the provider's orders to the oldest", async () => {
    const ids: string[] = [];
    let before = '';
    do {
      const reply = await c.get(`/provider/orders${query(before ? { before } : {})}`, provider.token);
      const page = providerOrdersResponseSchema.parse(reply.body);
      ids.push(...(page.data?.map((order) => order.Orderid) ?? []));
      before = page.Next ?? '';
    } while (before && ids.length <= history);
    expect(ids).toEqual(newestFirst);
  });

  it.each([
    ['customer', 'orders_customer_newest'],
    ['provider', 'orders_provider_newest'],
  ] as const)(
    "reads a late %s page off the account's newest-first index, without sorting",
    async (side, index) => {
      await server.db.query('ANALYZE orders');
      const page = await c.get(
        `/${side === 'provider' ? 'provider/' : ''}orders`,
        side === 'provider' ? provider.token : customer.token,
      );
      const before = String(page.body.Next);
      const [sql, params] = orderListQuery(side, side === 'provider' ? provider.id : customerId, {
        order: 'newest',
        before,
      });
      const [plan] = await server.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      const text = JSON.stringify(plan?.['QUERY PLAN']);
      expect(text).toContain(index);
      expect(text).not.toContain('"Node Type":"Sort"');
    },
  );

  it.each(['1~', '~ORD-1', 'abc~ORD-1', '12~bad id', `${'9'.repeat(18)}~ORD-1`])(
    'refuses the cursor %s with a 400 in words',
    async (before) => {
      const reply = await c.get(`/orders${query({ before })}`, customer.token);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, message: 'The reference is missing or not valid.' });
    },
  );
});
