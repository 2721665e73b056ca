// The console's order list pages newest first with a cursor: an operator reaches the oldest order, each once,
// also where orders were made at the same moment (those come by id, as the list always showed them); a status
// and a search page the same way; an old client's call (no cursor) answers the first page in the documented
// shape; a bad cursor is a 400; only operators get an answer; a late page reads its index, unsorted.
import { opsOrdersPageSize, ordersResponseSchema } from '@callout/contracts/ops-people';
import { backends } from '@callout/server-testing/backends';
import { seedOrderHistory } from '@callout/server-testing/fixtures/order-history';
import { makeCustomer, makeProvider, query } from '@callout/server-testing/fixtures/orders';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { opsOrdersQuery } from '../../../domain/ops/order-search-queries';

const history = 260;

describe.each(backends)('console order list paging on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let operator: string;
  let customer: Awaited<ReturnType<typeof makeCustomer>>;
  let tag: string;
  let seeded: Set<string>;

  /** Every order of the database in the list's order, as SQL over `orders o` would have it. */
  const listed = async (where = 'true', params: unknown[] = []) =>
    (
      await server.db.query<{ id: string }>(
        `SELECT o.id FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.id`,
        params,
      )
    ).map((row) => row.id);

  /** Every third cancelled, so a status's list is some of the orders. */
  const cancelEveryThird = (ids: string[]) =>
    server.db.query(
      `UPDATE orders SET status = 'CANCELLED' WHERE id = ANY($1::text[]) AND right(id, 5)::int % 3 = 0`,
      [ids],
    );

  beforeAll(async () => {
    customer = await makeCustomer(c);
    const provider = await makeProvider(server.db, c);
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
      customer.email,
    ]);
    tag = `op${Date.now().toString(36)}`;
    const ids = await seedOrderHistory(server.db, {
      customerId: row?.id ?? '',
      providerId: provider.id,
      count: history,
      tag,
    });
    seeded = new Set(ids);
    await cancelEveryThird(ids);
    operator = (await signInOperator(server, c)).token;
  }, 120_000);

  /** Follows `Next` from the first page to the last; answers every page's ids. */
  async function allPages(params: Record<string, string> = {}) {
    const pages: string[][] = [];
    let before = '';
    do {
      const reply = await c.get(
        `/ops/orders${query({ ...params, ...(before ? { before } : {}) })}`,
        operator,
      );
      expect(reply.status).toBe(200);
      const page = ordersResponseSchema.parse(reply.body);
      pages.push(page.data.map((order) => order.OrderID));
      before = page.Next ?? '';
    } while (before && pages.length < 40);
    return pages;
  }
  const full = (pages: string[][]) => pages.slice(0, -1).every((page) => page.length === opsOrdersPageSize);

  it('pages every order to the oldest, each once, newest first', async () => {
    const pages = await allPages();
    expect(full(pages)).toBe(true);
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(pages.flat()).toEqual(await listed());
    expect(pages.flat().filter((id) => seeded.has(id))).toHaveLength(history);
  });

  it('pages one status the same way', async () => {
    const pages = await allPages({ status: 'CANCELLED' });
    expect(full(pages)).toBe(true);
    const cancelled = await listed(`o.status = 'CANCELLED'`);
    expect(pages.flat()).toEqual(cancelled);
    expect(pages.flat().filter((id) => seeded.has(id))).toHaveLength(Math.floor(history / 3));
  });

  it('pages a search the same way', async () => {
    const pages = await allPages({ search: `ORD-${tag}` });
    expect(pages.map((page) => page.length)).toEqual([50, 50, 50, 50, 50, 10]);
    expect(pages.flat()).toEqual(await listed('o.id = ANY($1::text[])', [[...seeded]]));
  });

  it('answers an old client the first page in the documented shape', async () => {
    const reply = await c.get('/ops/orders', operator);
    const first = ordersResponseSchema.parse(reply.body);
    expect(first).toMatchObject({ success: true, message: 'Orders loaded.' });
    expect(first.data.map((order) => order.OrderID)).toEqual((await listed()).slice(0, opsOrdersPageSize));
    expect(first.Next).toMatch(/^\d+~ORD-/);
  });

  it('answers no one but an operator, with or without a cursor', async () => {
    const first = ordersResponseSchema.parse((await c.get('/ops/orders', operator)).body);
    for (const token of [customer.token, undefined]) {
      const reply = await c.get(`/ops/orders${query({ before: first.Next ?? '' })}`, token);
      expect(reply.status).toBe(401);
      expect(reply.body).not.toHaveProperty('data');
    }
  });

  it.each(['1~', '~ORD-1', 'abc~ORD-1', '12~bad id', `${'9'.repeat(18)}~ORD-1`])(
    'refuses the cursor %s with a 400 in words',
    async (before) => {
      const reply = await c.get(`/ops/orders${query({ before })}`, operator);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, message: 'The reference is missing or not valid.' });
    },
  );

  it.each([
    ['all', 'orders_newest'],
    ['CANCELLED', 'orders_status_newest'],
  ] as const)(
    'reads a late page of the %s list off %s, without sorting',
    async (status, index) => {
      // More orders, so that reading the whole table costs more than reading the index, as in a real database.
      const someone = await makeCustomer(c);
      const provider = await makeProvider(server.db, c);
      const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
        someone.email,
      ]);
      const more = await seedOrderHistory(server.db, {
        customerId: row?.id ?? '',
        providerId: provider.id,
        count: 3000,
        tag: `${tag}${status.slice(0, 1)}`,
      });
      await cancelEveryThird(more);
      await server.db.query('ANALYZE orders');
      const first = ordersResponseSchema.parse(
        (await c.get(`/ops/orders${query({ status })}`, operator)).body,
      );
      const [sql, params] = opsOrdersQuery(
        { status, search: '', before: first.Next ?? '' },
        opsOrdersPageSize,
      );
      const [plan] = await server.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      const text = JSON.stringify(plan?.['QUERY PLAN']);
      expect(text).toContain(`"Index Name":"${index}"`);
      expect(text).not.toContain('"Node Type":"Sort"');
    },
    120_000,
  );
});
