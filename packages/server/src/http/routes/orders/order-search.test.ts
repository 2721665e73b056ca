// Each side's order search finds what it found when it joined the other party's name to every order: the same
// orders, in the same order, for text within one field or running from one into the next (the product into
// the category, the first name into the last), wildcards taken literally. The text kept on each order follows
// a renamed, forgotten or changed other party. The plan reads the account's matching orders off the search
// index, not every order of theirs joined to a hash of every account.
import { customerOrdersResponseSchema, providerOrdersResponseSchema } from '@callout/contracts/orders';
import { backends } from '@callout/server-testing/backends';
import { seedOrderHistory } from '@callout/server-testing/fixtures/order-history';
import { makeCustomer, makeProvider, query } from '@callout/server-testing/fixtures/orders';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { containsPattern } from '../../../domain/catalogue/search';
import { orderListQuery, type Side } from '../../../domain/orders/order-list-queries';

const history = 120;
/** Other customers, each with a history of their own, so that the customer's orders are a few among many. */
const others = 40;
const theirHistory = 300;

describe.each(backends)('order search on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let customer: Awaited<ReturnType<typeof makeCustomer>>;
  let provider: Awaited<ReturnType<typeof makeProvider>>;
  let customerId: string;
  let tag: string;

  const idOf = async (email: string) =>
    (await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]))[0]?.id ?? '';
  const rename = (id: string, first: string | null, last: string | null) =>
    server.db.query('UPDATE accounts SET first_name = $2, last_name = $3 WHERE id = $1', [id, first, last]);

  beforeAll(async () => {
    customer = await makeCustomer(c);
    provider = await makeProvider(server.db, c);
    customerId = await idOf(customer.email);
    await rename(customerId, 'Sam', 'Hillier');
    tag = `os${Date.now().toString(36)}`;
    await seedOrderHistory(server.db, { customerId, providerId: provider.id, count: history, tag });
  }, 120_000);

  /** Every page of a side's search: the order ids as the lists show them. */
  async function found(side: Side, search: string): Promise<string[]> {
    const ids: string[] = [];
    let before = '';
    do {
      const path = side === 'customer' ? '/orders' : '/provider/orders';
      const token = side === 'customer' ? customer.token : provider.token;
      const reply = await c.get(`${path}${query({ search, ...(before ? { before } : {}) })}`, token);
      expect(reply.status).toBe(200);
      const page = (side === 'customer' ? customerOrdersResponseSchema : providerOrdersResponseSchema).parse(
        reply.body,
      );
      ids.push(...(page.data?.map((order) => order.Orderid) ?? []));
      before = page.Next ?? '';
    } while (before && ids.length <= history);
    return ids;
  }

  /** What the search matched before the text was kept: the fields and the other party's name, joined. */
  async function joined(side: Side, search: string): Promise<string[]> {
    const [own, other] =
      side === 'customer' ? ['customer_id', 'provider_id'] : ['provider_id', 'customer_id'];
    const rows = await server.db.query<{ id: string }>(
      `SELECT o.id FROM orders o LEFT JOIN accounts x ON x.id = o.${other}
       WHERE o.${own} = $1
         AND concat_ws(' ', o.id, o.product_name, o.category, o.specific, x.first_name, x.last_name) ILIKE $2
       ORDER BY o.created_at DESC, o.id DESC`,
      [side === 'customer' ? customerId : provider.id, containsPattern(search)],
    );
    return rows.map((row) => row.id);
  }

  it.each([
    ['customer', 'valet'],
    ['customer', 'VALET SERVICE'],
    ['customer', 'repair plumb'],
    ['customer', 'pat tester'],
    ['customer', 'at Tes'],
    ['customer', 'ter'],
    ['customer', '00012'],
    ['customer', 'service plumbing'],
    ['customer', 'hillier'],
    ['customer', '%'],
    ['customer', '_'],
    ['customer', 'ab'],
    ['provider', 'sam hill'],
    ['provider', 'hillier'],
    ['provider', 'valet'],
    ['provider', 'pat'],
  ] as const)('finds for the %s searching "%s" the orders the joined name found', async (side, search) => {
    const expected = await joined(side, search);
    expect(await found(side, search)).toEqual(expected);
  });

  it('follows a renamed, forgotten or changed other party', async () => {
    const valets = await joined('customer', 'valet');
    expect(valets.length).toBeGreaterThan(0);
    await rename(provider.id, 'Rowan', 'Quill');
    expect(await found('customer', 'rowan qu')).toEqual(await joined('customer', 'rowan qu'));
    expect(await found('customer', 'rowan qu')).toHaveLength(history);
    expect(await found('customer', 'pat tester')).toEqual([]);
    await rename(customerId, 'Mo', null);
    expect(await found('provider', 'hillier')).toEqual([]);
    expect(await found('provider', 'mo')).toEqual(await joined('provider', 'mo'));
    // A forgotten provider has no name to find; an order given to another provider finds theirs.
    await rename(provider.id, null, null);
    expect(await found('customer', 'quill')).toEqual([]);
    const other = await makeProvider(server.db, c, { firstName: 'Juno' });
    const [moved] = valets;
    await server.db.query('UPDATE orders SET provider_id = $2 WHERE id = $1', [moved, other.id]);
    expect(await found('customer', 'juno tester')).toEqual([moved]);
    await rename(provider.id, 'Pat', 'Tester');
    expect(await found('customer', 'pat tester')).toEqual(await joined('customer', 'pat tester'));
    expect(await found('customer', 'pat tester')).toHaveLength(history - 1);
  });

  /** The one order of the customer's long history whose product no other order has. */
  const rare = () => `ORD-${tag.toUpperCase()}L01234`;
  /** Others' histories beside theirs and a long one of their own, analysed as autovacuum would have it. */
  let grown: Promise<void> | undefined;
  async function grow() {
    // Copies of the customer, each with a history with another provider.
    const accountColumns = (
      await server.db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
         WHERE table_name = 'accounts' AND is_identity = 'NO' AND is_generated = 'NEVER'
           AND column_name NOT IN ('id', 'email')`,
      )
    ).map((row) => row.column_name);
    const copies = await server.db.query<{ id: string }>(
      `INSERT INTO accounts (id, email, ${accountColumns.join(', ')})
       SELECT a.id || '-' || n, n || '.' || a.email, ${accountColumns.map((name) => `a.${name}`).join(', ')}
       FROM accounts a, generate_series(1, $2::int) AS n WHERE a.id = $1
       RETURNING id`,
      [customerId, others],
    );
    const elsewhere = await makeProvider(server.db, c, { firstName: 'Kit' });
    for (const [n, copy] of copies.entries())
      await seedOrderHistory(server.db, {
        customerId: copy.id,
        providerId: elsewhere.id,
        count: theirHistory,
        tag: `${tag}${n}`,
      });
    // A long history of their own, as the demo customer has.
    await seedOrderHistory(server.db, { customerId, providerId: provider.id, count: 2000, tag: `${tag}l` });
    // One of which is like no other order.
    await server.db.query(`UPDATE orders SET product_name = 'Chandelier hanging' WHERE id = $1`, [rare()]);
    // As autovacuum would have it: the indexes' pending entries merged, the planner's figures fresh.
    await server.db.query('VACUUM ANALYZE orders');
  }

  it.each([
    ['customer', 'orders_customer_search'],
    ['provider', 'orders_provider_search'],
  ] as const)(
    "finds the %s's few matching orders off %s, not by reading each of theirs with the other party's name",
    async (side, index) => {
      grown ??= grow();
      await grown;
      const search = 'chandelier';
      const [sql, params] = orderListQuery(side, side === 'customer' ? customerId : provider.id, {
        order: 'newest',
        search,
      });
      const [plan] = await server.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      const text = JSON.stringify(plan?.['QUERY PLAN']);
      const wholeTables = [...text.matchAll(/"Node Type":"Seq Scan"[^{}]*?"Relation Name":"(\w+)"/g)].map(
        (match) => match[1],
      );
      // (How the page's few rows find their other party depends on this small database's sizes.)
      expect(wholeTables).not.toContain('orders');
      expect(text).toMatch(
        new RegExp(`"Index Name":"${index}"[^{}]*"Index Cond":"[^"]*${side}_search ~~\\* `),
      );
      expect(await found(side, search)).toEqual([rare()]);
    },
    120_000,
  );
});
