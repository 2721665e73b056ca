// The counters kept by triggers (infra/db/migrations/1780-kept-counters.sql) equal a count of the rows they keep
// track of, after inserts, updates and deletes of several rows at once, of orders and of reviews.
import { backends } from '@callout/server-testing/backends';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../infra/db/database';
import { providerOrderCounts } from './provider-counters-queries';

/** Providers' kept counts, and the same counted from orders and reviews; zero rows left out of both. */
async function providerCounts(db: Queryable) {
  const kept = await db.query(
    `SELECT provider_id, orders, completed, reviews FROM provider_counters
     WHERE orders <> 0 OR completed <> 0 OR reviews <> 0 ORDER BY provider_id`,
  );
  const counted = await db.query(
    `SELECT provider_id, sum(orders)::int AS orders, sum(completed)::int AS completed, sum(reviews)::int AS reviews
     FROM (SELECT provider_id, count(*) AS orders, count(*) FILTER (WHERE status = 'COMPLETED') AS completed,
             0 AS reviews FROM orders WHERE provider_id IS NOT NULL GROUP BY provider_id
           UNION ALL
           SELECT subject_id, 0, 0, count(*) FROM reviews
           WHERE reviewer_role = 'user' AND hidden_at IS NULL GROUP BY subject_id) c
     GROUP BY provider_id ORDER BY provider_id`,
  );
  return { kept, counted };
}

/** Products' kept orders per London day, and the same counted from orders. */
async function productDays(db: Queryable) {
  const kept = await db.query(
    'SELECT product_id, day::text, orders FROM product_daily_orders WHERE orders <> 0 ORDER BY 1, 2',
  );
  const counted = await db.query(
    `SELECT product_id, (created_at AT TIME ZONE 'Europe/London')::date::text AS day, count(*)::int AS orders
     FROM orders GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  return { kept, counted };
}

async function expectKept(db: Queryable) {
  const providers = await providerCounts(db);
  expect(providers.kept).toEqual(providers.counted);
  const products = await productDays(db);
  expect(products.kept).toEqual(products.counted);
}

describe.each(backends)('counters kept by triggers on $name', (backend) => {
  const { server } = suiteServer(backend);

  it('follow orders and reviews added, changed and removed several at a time', async () => {
    const db = server.db;
    await expectKept(db); // the demo's own orders and reviews, counted as the seed wrote them
    const [provider] = await db.query<{ id: string }>(
      `SELECT id FROM accounts WHERE role = 'provider' ORDER BY id LIMIT 1`,
    );
    const [other] = await db.query<{ id: string }>(
      `SELECT id FROM accounts WHERE role = 'provider' AND id <> $1 ORDER BY id LIMIT 1`,
      [provider?.id],
    );
    const before = await providerOrderCounts(db, provider?.id ?? '');

    // Six copies of existing orders in one statement, on the first provider, not yet completed.
    await db.query(
      `INSERT INTO orders
       SELECT (jsonb_populate_record(NULL::orders, to_jsonb(o) || jsonb_build_object(
         'id', 'ORD-COUNT-' || g, 'provider_id', $1::text, 'status', 'SCHEDULED'))).*
       FROM (SELECT * FROM orders ORDER BY id LIMIT 1) o, generate_series(1, 6) g`,
      [provider?.id],
    );
    await expectKept(db);
    expect(await providerOrderCounts(db, provider?.id ?? '')).toEqual({
      completed: before.completed,
      total: before.total + 6,
    });

    // Four completed at once; one of them moved to another provider; an update that changes no count.
    await db.query(
      `UPDATE orders SET status = 'COMPLETED' WHERE id IN ('ORD-COUNT-1', 'ORD-COUNT-2', 'ORD-COUNT-3', 'ORD-COUNT-4')`,
    );
    await db.query(`UPDATE orders SET provider_id = $1 WHERE id = 'ORD-COUNT-4'`, [other?.id]);
    await db.query(`UPDATE orders SET updated_at = now() WHERE id LIKE 'ORD-COUNT-%'`);
    await expectKept(db);
    expect(await providerOrderCounts(db, provider?.id ?? '')).toEqual({
      completed: before.completed + 3,
      total: before.total + 5,
    });

    // Customers' reviews of the provider, and the provider's of a customer (which never counts).
    await db.query(
      `INSERT INTO reviews (order_id, reviewer_role, reviewer_id, subject_id, rating)
       SELECT id, 'user', customer_id, provider_id, 5 FROM orders WHERE id LIKE 'ORD-COUNT-%'`,
    );
    await db.query(
      `INSERT INTO reviews (order_id, reviewer_role, reviewer_id, subject_id, rating)
       SELECT id, 'provider', provider_id, customer_id, 4 FROM orders WHERE id LIKE 'ORD-COUNT-%'`,
    );
    await expectKept(db);
    await db.query(`UPDATE reviews SET hidden_at = now() WHERE order_id IN ('ORD-COUNT-1', 'ORD-COUNT-2')`);
    await expectKept(db);
    await db.query(`UPDATE reviews SET hidden_at = NULL WHERE order_id = 'ORD-COUNT-2'`);
    await db.query(`DELETE FROM reviews WHERE order_id = 'ORD-COUNT-3'`);
    await expectKept(db);

    // Gone again, their remaining reviews with them (ON DELETE CASCADE).
    await db.query(`DELETE FROM orders WHERE id LIKE 'ORD-COUNT-%'`);
    await expectKept(db);
    expect(await providerOrderCounts(db, provider?.id ?? '')).toEqual(before);
  });
});
