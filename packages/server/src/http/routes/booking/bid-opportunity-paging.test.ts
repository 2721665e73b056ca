// The jobs to bid on page soonest first with a cursor: a provider with 130 open jobs of two products over
// three days reaches them all, each once, also where jobs were published at the same moment; an old client's
// call (no cursor) answers the first page in the documented shape; a provider who does not serve the jobs sees
// none of them, whoever's cursor it sends; a bad cursor is a 400; a late page reads each product's open jobs
// by day off their index, without sorting them (only the page's few rows are merged).
import { bidOpportunitiesPageSize, bidOpportunitiesResponseSchema } from '@callout/contracts/provider-jobs';
import { backends } from '@callout/server-testing/backends';
import { day, makeCustomer, makeProvider, publishJob, query } from '@callout/server-testing/fixtures/orders';
import { everyDay } from '@callout/server-testing/fixtures/provider';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { bidOpportunitiesQuery } from '../../../domain/booking/provider-bids-store';

/** Jobs of each of the two products. */
const jobs = 65;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Relation Name'?: string;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
}

/** The plan's nodes, each before those under it. */
const planNodes = (node: PlanNode | undefined): PlanNode[] =>
  node ? [node, ...(node.Plans ?? []).flatMap(planNodes)] : [];

describe.each(backends)('bid opportunity paging on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let plumber: Awaited<ReturnType<typeof makeProvider>>;
  let cleaner: Awaited<ReturnType<typeof makeProvider>>;
  /** Soonest first, then as published. */
  let expected: string[];

  /** Copies of a published job under new ids: the nth on one of three days, every fifth published with the next. */
  async function copyJob(orderId: string, tag: string) {
    const columns = async (table: string, skip: string[]) =>
      (
        await server.db.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns
           WHERE table_name = $1 AND is_identity = 'NO' AND is_generated = 'NEVER'`,
          [table],
        )
      )
        .map((row) => row.column_name)
        .filter((name) => !skip.includes(name));
    const orderColumns = await columns('orders', ['id', 'created_at']);
    const shippingColumns = await columns('order_shipping', ['order_id', 'scheduled_on']);
    await server.db.query(
      `INSERT INTO orders (id, created_at, ${orderColumns.join(', ')})
       SELECT 'ORD-' || upper($2) || lpad(n::text, 5, '0'),
         TIMESTAMPTZ '2026-01-01 09:00:00.5+00' + (n + CASE WHEN n % 5 = 0 THEN 1 ELSE 0 END) * INTERVAL '1 minute',
         ${orderColumns.map((name) => `o.${name}`).join(', ')}
       FROM orders o, generate_series(1, $3::int) AS n WHERE o.id = $1`,
      [orderId, tag, jobs],
    );
    await server.db.query(
      `INSERT INTO order_shipping (order_id, scheduled_on, ${shippingColumns.join(', ')})
       SELECT 'ORD-' || upper($2) || lpad(n::text, 5, '0'), ($4::date + (n % 3)),
         ${shippingColumns.map((name) => `s.${name}`).join(', ')}
       FROM order_shipping s, generate_series(1, $3::int) AS n WHERE s.order_id = $1`,
      [orderId, tag, jobs, day(3)],
    );
    // The published job itself is closed, so the copies are the provider's whole list.
    await server.db.query(`UPDATE orders SET status = 'CANCELLED' WHERE id = $1`, [orderId]);
  }

  /** The copies of every tag, soonest first, then as published (the two products' jobs interleave). */
  async function listOrder(tags: string[]) {
    const rows = await server.db.query<{ id: string }>(
      `SELECT o.id FROM orders o JOIN order_shipping s ON s.order_id = o.id WHERE o.id LIKE ANY ($1)
       ORDER BY s.scheduled_on, o.created_at, o.id`,
      [tags.map((tag) => `ORD-${tag.toUpperCase()}%`)],
    );
    return rows.map((row) => row.id);
  }

  beforeAll(async () => {
    plumber = await makeProvider(server.db, c, {
      services: [
        ['Leak repair', 85],
        ['Drain unblocking', 90],
      ],
    });
    expect((await c.post('/provider/workinghours', everyDay('08:00-18:00'), plumber.token)).status).toBe(200);
    cleaner = await makeProvider(server.db, c, { services: [['Standard home clean', 40]] });
    const customer = await makeCustomer(c);
    const tags: string[] = [];
    for (const product of ['Leak repair', 'Drain unblocking']) {
      const orderid = await publishJob(server.db, c, customer.token, { product });
      const tag = `b${tags.length}${Date.now().toString(36)}`;
      await copyJob(orderid, tag);
      tags.push(tag);
    }
    expected = await listOrder(tags);
  }, 120_000);

  /** Follows `Next` from the first page to the last; answers every page's jobs. */
  async function pages(token: string, from = '') {
    const found: string[][] = [];
    let before = from;
    do {
      const reply = await c.get(`/provider/BidOpportunities${query(before ? { before } : {})}`, token);
      expect(reply.status, reply.body.message).toBe(200);
      const page = bidOpportunitiesResponseSchema.parse(reply.body);
      found.push(page.data?.map((job) => job.OrderId) ?? []);
      before = page.Next ?? '';
    } while (before && found.length < 20);
    return found;
  }

  it('pages to the last job, each once, soonest first', async () => {
    const found = await pages(plumber.token);
    // 130 jobs: full pages, then the rest.
    const full = Math.floor((2 * jobs) / bidOpportunitiesPageSize);
    expect(found.map((page) => page.length)).toEqual([
      ...Array<number>(full).fill(bidOpportunitiesPageSize),
      2 * jobs - full * bidOpportunitiesPageSize,
    ]);
    expect(found.flat()).toEqual(expected);
  });

  it('answers an old client the first page in the documented shape', async () => {
    const reply = await c.get('/provider/BidOpportunities', plumber.token);
    const first = bidOpportunitiesResponseSchema.parse(reply.body);
    expect(first.success).toBe(true);
    expect(first.data?.map((job) => job.OrderId)).toEqual(expected.slice(0, bidOpportunitiesPageSize));
    expect(first.data?.[0]).toMatchObject({ Schedule: day(3), IsBid: false, Category: 'Plumbing' });
    expect(first.Next).toMatch(/^\d{4}-\d\d-\d\d~\d+~ORD-/);
  });

  it('reads a late page off each offered product’s open jobs by day, without sorting them', async () => {
    const first = bidOpportunitiesResponseSchema.parse(
      (await c.get('/provider/BidOpportunities', plumber.token)).body,
    );
    const [sql, params] = bidOpportunitiesQuery(
      plumber.id,
      day(0),
      first.Next ?? '',
      bidOpportunitiesPageSize,
    );
    // Where scanning the tables is priced out (as with years of orders and bookings), each product the
    // provider offers has its open jobs read off their index by product and day from the cursor on, already in
    // the list's order: no sort of the jobs, no read of other products' jobs or of every shipping row to come.
    // Only the page's rows of the two runs are merged.
    const plan = await server.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      await tx.query('SET LOCAL enable_bitmapscan = off');
      const [row] = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (FORMAT JSON) ${sql}`,
        params,
      );
      return row?.['QUERY PLAN'][0].Plan;
    });
    const nodes = planNodes(plan);
    expect(nodes).toContainEqual(
      expect.objectContaining({
        'Node Type': 'Index Scan',
        'Index Name': 'orders_open_jobs_product_day',
        'Index Cond': expect.stringMatching(/^\(\(product_id = ps\.product_id\) AND /),
      }),
    );
    // (The credentials' own check may sort a provider's few credentials.) The one sort by day is the merge of
    // the runs, over the offered products, above the read of each.
    const daySorts = nodes.filter((node) => /\.scheduled_on$/.test(node['Sort Key']?.[0] ?? ''));
    expect(daySorts).toHaveLength(1);
    const merged = planNodes(daySorts[0]);
    expect(merged).toContainEqual(expect.objectContaining({ 'Index Name': 'orders_open_jobs_product_day' }));
    expect(merged).toContainEqual(expect.objectContaining({ 'Relation Name': 'provider_services' }));
    const rows = await server.db.query<{ id: string }>(sql, params);
    expect(rows.map((row) => row.id)).toEqual(
      expected.slice(bidOpportunitiesPageSize, 2 * bidOpportunitiesPageSize + 1),
    );
  });

  it('shows none of the jobs to a provider who does not serve them, whoever’s cursor it sends', async () => {
    const first = bidOpportunitiesResponseSchema.parse(
      (await c.get('/provider/BidOpportunities', plumber.token)).body,
    );
    expect((await pages(cleaner.token)).flat().filter((id) => expected.includes(id))).toEqual([]);
    expect(
      (await pages(cleaner.token, first.Next ?? '')).flat().filter((id) => expected.includes(id)),
    ).toEqual([]);
  });

  it.each([
    '1~',
    '2026-01-01~1~',
    '2026-13-45~1~ORD-1',
    '2026-01-01~abc~ORD-1',
    '2026-01-01~1~bad id',
    '1~ORD-1',
  ])('refuses the cursor %s with a 400 in words', async (before) => {
    const reply = await c.get(`/provider/BidOpportunities${query({ before })}`, plumber.token);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, message: 'The reference is missing or not valid.' });
  });
});
