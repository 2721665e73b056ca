// A job's bids page with a cursor, as they came: a customer whose job has 120 bids reaches them all, each
// once, also where bids came at the same moment; an old client's call (no cursor) answers the first page in
// the documented shape; another customer gets none of them, with or without a cursor; a bad cursor is a 400.
// A job's bids are found by the primary key's order_id and sorted (a job has few beside the table's), also
// in the plan of a late page when the bidders have bid on many other jobs.
import { findBidsPageSize, findBidsResponseSchema } from '@callout/contracts/booking';
import { backends } from '@callout/server-testing/backends';
import { day, makeCustomer, makeProvider, publishJob, query } from '@callout/server-testing/fixtures/orders';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { bidsQuery } from '../../../domain/booking/customer-bids-store';

const bidders = 120;

describe.each(backends)('bid paging on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let customer: Awaited<ReturnType<typeof makeCustomer>>;
  let stranger: Awaited<ReturnType<typeof makeCustomer>>;
  let orderid: string;
  /** As they came. */
  let expected: string[];

  /** The columns of `table` that can be copied. */
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

  /** Copies of a provider (account, service, schedule) who each bid on the job, every fifth with the next. */
  async function biddersLike(providerId: string, tag: string) {
    const ids = (tagParam = '$2') => `'PRV-' || upper(${tagParam}) || lpad(n::text, 5, '0')`;
    const accountColumns = await columns('accounts', ['id', 'email']);
    await server.db.query(
      `INSERT INTO accounts (id, email, ${accountColumns.join(', ')})
       SELECT ${ids()}, lower($2) || n || '@bids.example', ${accountColumns.map((name) => `a.${name}`).join(', ')}
       FROM accounts a, generate_series(1, $3::int) AS n WHERE a.id = $1`,
      [providerId, tag, bidders],
    );
    for (const table of ['provider_services', 'provider_schedules']) {
      const copied = await columns(table, ['provider_id']);
      await server.db.query(
        `INSERT INTO ${table} (provider_id, ${copied.join(', ')})
         SELECT ${ids()}, ${copied.map((name) => `t.${name}`).join(', ')}
         FROM ${table} t, generate_series(1, $3::int) AS n WHERE t.provider_id = $1`,
        [providerId, tag, bidders],
      );
    }
    await server.db.query(
      `INSERT INTO bids (order_id, provider_id, price, lat, lng, created_at)
       SELECT $3, ${ids('$1')}, 85, 51.5, -0.12,
         TIMESTAMPTZ '2026-01-01 09:00:00.5+00' + (n + CASE WHEN n % 5 = 0 THEN 1 ELSE 0 END) * INTERVAL '1 minute'
       FROM generate_series(1, $2::int) AS n`,
      [tag, bidders, orderid],
    );
    const rows = await server.db.query<{ provider_id: string }>(
      'SELECT provider_id FROM bids WHERE order_id = $1 ORDER BY created_at, provider_id',
      [orderid],
    );
    return rows.map((row) => row.provider_id);
  }

  beforeAll(async () => {
    const provider = await makeProvider(server.db, c, { services: [['Leak repair', 85]] });
    customer = await makeCustomer(c);
    stranger = await makeCustomer(c);
    orderid = await publishJob(server.db, c, customer.token);
    expected = await biddersLike(provider.id, `bd${Date.now().toString(36)}`);
    await server.db.query('ANALYZE bids');
  }, 120_000);

  /** Follows `Next` from the first page to the last; answers every page's bidders. */
  async function pages(token: string, from = '') {
    const found: string[][] = [];
    let before = from;
    do {
      const reply = await c.get(`/findbids${query({ orderid, ...(before ? { before } : {}) })}`, token);
      if (reply.status !== 200) return { status: reply.status, found };
      const page = findBidsResponseSchema.parse(reply.body);
      found.push(page.data?.map((bid) => bid.PersonnelID) ?? []);
      before = page.Next ?? '';
    } while (before && found.length < 20);
    return { status: 200, found };
  }

  it('pages to the last bid, each once, as they came', async () => {
    const { found } = await pages(customer.token);
    expect(found.map((page) => page.length)).toEqual([50, 50, 20]);
    expect(found.flat()).toEqual(expected);
  });

  it('answers an old client the first page in the documented shape', async () => {
    const reply = await c.get(`/findbids${query({ orderid })}`, customer.token);
    const first = findBidsResponseSchema.parse(reply.body);
    expect(first.success).toBe(true);
    expect(first.data?.map((bid) => bid.PersonnelID)).toEqual(expected.slice(0, findBidsPageSize));
    expect(first.data?.[0]).toMatchObject({ Price: 85 });
    expect(first.Next).toMatch(/^\d+~PRV-/);
  });

  it("gives another customer none of the job's bids, with or without a cursor", async () => {
    const first = findBidsResponseSchema.parse(
      (await c.get(`/findbids${query({ orderid })}`, customer.token)).body,
    );
    for (const from of ['', first.Next ?? '']) {
      const { status, found } = await pages(stranger.token, from);
      expect(status).toBe(404);
      expect(found).toEqual([]);
    }
  });

  it("reads a late page off the job's own bids, not every bid", async () => {
    // Forty other published jobs with the same 120 bidders each: the job's bids are a fortieth of the table,
    // each bidder's a fortieth of theirs. The whole database analysed, as autovacuum would have it.
    const orderColumns = await columns('orders', ['id']);
    await server.db.query(
      `INSERT INTO orders (id, ${orderColumns.join(', ')})
       SELECT $1 || '-' || n, ${orderColumns.map((name) => `o.${name}`).join(', ')}
       FROM orders o, generate_series(1, 40) AS n WHERE o.id = $1`,
      [orderid],
    );
    await server.db.query(
      `INSERT INTO bids (order_id, provider_id, price, lat, lng, created_at)
       SELECT b.order_id || '-' || n, b.provider_id, b.price, b.lat, b.lng, b.created_at
       FROM bids b, generate_series(1, 40) AS n WHERE b.order_id = $1`,
      [orderid],
    );
    await server.db.query('ANALYZE');
    const first = findBidsResponseSchema.parse(
      (await c.get(`/findbids${query({ orderid })}`, customer.token)).body,
    );
    const [sql, params] = bidsQuery(orderid, day(0), first.Next ?? undefined, findBidsPageSize);
    const [plan] = await server.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    const text = JSON.stringify(plan?.['QUERY PLAN']);
    const wholeTables = [...text.matchAll(/"Node Type":"Seq Scan"[^{}]*?"Relation Name":"(\w+)"/g)].map(
      (match) => match[1],
    );
    // (The other tables' plans depend on this small database's sizes; at scale: docs/benchmarks.md.)
    expect(wholeTables).not.toContain('bids');
    // Found by the job's id on the primary key, not through each bidder's bids.
    expect(text).toMatch(/"Index Name":"bids_pkey"[^{}]*"Index Cond":"\(order_id = /);
  });

  it.each(['1~', '~PRV-1', 'abc~PRV-1', '12~bad id', `${'9'.repeat(18)}~PRV-1`])(
    'refuses the cursor %s with a 400 in words',
    async (before) => {
      const reply = await c.get(`/findbids${query({ orderid, before })}`, customer.token);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, message: 'The reference is missing or not valid.' });
    },
  );
});
