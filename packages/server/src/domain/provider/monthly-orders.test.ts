// The 'Monthly Orders' chart's kept counts (infra/db/migrations/1920-provider-monthly-orders.sql) equal a count
// of each provider's orders per London month after orders are added, moved between months and providers and
// removed several at a time; the chart reads them off the kept table's primary key, never the orders.
import { businessTimeZone } from '@callout/contracts/london-time';
import { backends } from '@callout/server-testing/backends';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../infra/db/database';
import { chartMonths, monthlyOrdersQuery } from './monthly-orders-queries';

async function expectKept(db: Queryable) {
  const kept = await db.query(
    `SELECT provider_id, month::text, orders FROM provider_monthly_orders WHERE orders <> 0 ORDER BY 1, 2`,
  );
  const counted = await db.query(
    `SELECT provider_id, date_trunc('month', created_at AT TIME ZONE 'Europe/London')::date::text AS month,
       count(*)::int AS orders
     FROM orders WHERE provider_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  expect(kept).toEqual(counted);
}

describe.each(backends)('monthly orders kept by triggers on $name', (backend) => {
  const { server } = suiteServer(backend);

  it('follow orders added, moved and removed several at a time', async () => {
    const db = server.db;
    await expectKept(db); // the demo's own orders, counted as the seed wrote them
    const [provider, other] = await db.query<{ id: string }>(
      `SELECT id FROM accounts WHERE role = 'provider' ORDER BY id LIMIT 2`,
    );
    // Eight copies of an order in one statement, on the first provider, two a month over four months, one
    // of them placed at 23:30 UTC on the last day of a summer month (already the next month in London).
    await db.query(
      `INSERT INTO orders
       SELECT (jsonb_populate_record(NULL::orders, to_jsonb(o) || jsonb_build_object(
         'id', 'ORD-MONTH-' || g, 'provider_id', $1::text,
         'created_at', CASE WHEN g = 8 THEN TIMESTAMPTZ '2026-06-30 23:30:00+00'
           ELSE date_trunc('month', now()) - make_interval(months => g / 2) + interval '3 days' END))).*
       FROM (SELECT * FROM orders ORDER BY id LIMIT 1) o, generate_series(1, 8) g`,
      [provider?.id],
    );
    await expectKept(db);

    // Moved a year back, to another provider, both at once; an update that moves nothing.
    await db.query(
      `UPDATE orders SET created_at = created_at - interval '1 year' WHERE id IN ('ORD-MONTH-1', 'ORD-MONTH-2')`,
    );
    await db.query(`UPDATE orders SET provider_id = $1 WHERE id IN ('ORD-MONTH-3', 'ORD-MONTH-4')`, [
      other?.id,
    ]);
    await db.query(
      `UPDATE orders SET provider_id = $1, created_at = created_at + interval '40 days' WHERE id = 'ORD-MONTH-5'`,
      [other?.id],
    );
    await db.query(`UPDATE orders SET updated_at = now(), status = 'CANCELLED' WHERE id LIKE 'ORD-MONTH-%'`);
    await expectKept(db);

    await db.query(`DELETE FROM orders WHERE id IN ('ORD-MONTH-1', 'ORD-MONTH-3', 'ORD-MONTH-8')`);
    await expectKept(db);
    await db.query(`DELETE FROM orders WHERE id LIKE 'ORD-MONTH-%'`);
    await expectKept(db);
  });

  it("reads the chart's twelve months off the kept counts, not the provider's orders", async () => {
    const db = server.db;
    const [provider] = await db.query<{ id: string }>(
      `SELECT provider_id AS id FROM orders WHERE provider_id IS NOT NULL
       GROUP BY provider_id ORDER BY count(*) DESC LIMIT 1`,
    );
    await db.query('ANALYZE');
    const [plan] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${monthlyOrdersQuery}`, [
      provider?.id,
      businessTimeZone,
      chartMonths,
    ]);
    const text = JSON.stringify(plan?.['QUERY PLAN']);
    expect(text).not.toMatch(/"Relation Name":"orders"/);
    expect(text).toMatch(/"Relation Name":"provider_monthly_orders"/);
    const wholeTables = [...text.matchAll(/"Node Type":"Seq Scan"[^{}]*?"Relation Name":"(\w+)"/g)].map(
      (match) => match[1],
    );
    // A small database may scan the kept table whole; at scale it is read by its key (docs/benchmarks.md).
    expect(wholeTables).not.toContain('orders');
  });
});
