// The sellers' kept quarterly sums (infra/db/migrations/1970-seller-quarters.sql), which the report to HMRC and
// the sellers' copies read, equal a sum of the payouts per London year, quarter, seller and currency after
// payouts are added, changed (an amount refunded to nothing, a time moved over a year's and a quarter's turn in
// London) and removed several at a time.
import { backends } from '@callout/server-testing/backends';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../infra/db/database';
import { ledgerFigureRows } from './annual-report-store';

async function expectKept(db: Queryable) {
  const kept = await db.query(
    `SELECT year, provider_id, currency, quarter, payouts, consideration::int, fees::int, activities
     FROM seller_quarters WHERE payouts > 0 ORDER BY 1, 2, 3, 4`,
  );
  const summed = await db.query(
    `SELECT extract(year FROM created_at AT TIME ZONE 'Europe/London')::int AS year, provider_id, currency,
       extract(quarter FROM created_at AT TIME ZONE 'Europe/London')::int AS quarter, count(*)::int AS payouts,
       sum(amount_minor)::int AS consideration, sum(fee_minor)::int AS fees,
       (count(*) FILTER (WHERE amount_minor > 0))::int AS activities
     FROM payouts GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
  );
  expect(kept).toEqual(summed);
}

/** Copies of the first payout (with its order and payment) under new ids, `count` in one statement each. */
async function copyPayouts(db: Queryable, count: number) {
  const [first] = await db.query<{ order_id: string; payment_id: string }>(
    'SELECT order_id, payment_id FROM payouts ORDER BY id LIMIT 1',
  );
  if (!first) throw new Error('the demo has no payout');
  const tag = `ORD-QTR-${Date.now().toString(36)}-`;
  await db.query(
    `INSERT INTO orders SELECT (jsonb_populate_record(NULL::orders,
       to_jsonb(o) || jsonb_build_object('id', $2::text || g))).*
     FROM orders o, generate_series(1, $3::int) g WHERE o.id = $1`,
    [first.order_id, tag, count],
  );
  await db.query(
    `INSERT INTO payments SELECT (jsonb_populate_record(NULL::payments, to_jsonb(p) || jsonb_build_object(
       'id', 'pay-' || $2::text || g, 'order_id', $2::text || g, 'intent_id', 'pi-' || $2::text || g,
       'create_key', 'key-' || $2::text || g))).*
     FROM payments p, generate_series(1, $3::int) g WHERE p.id = $1`,
    [first.payment_id, tag, count],
  );
  const columns = (
    await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'payouts' AND is_identity = 'NO' AND is_generated = 'NEVER'
         AND column_name NOT IN ('order_id', 'payment_id', 'created_at')
         -- Keys of money moves (the gateway's ids) are each payout's own: left empty on the copies.
         AND column_name NOT IN (SELECT a.attname FROM pg_index i
           JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
           WHERE i.indrelid = 'payouts'::regclass AND i.indisunique)`,
    )
  ).map((row) => row.column_name);
  // Spread over the months before now, two a month, so they fall into several quarters and two years.
  await db.query(
    `INSERT INTO payouts (order_id, payment_id, created_at, ${columns.join(', ')})
     SELECT $2::text || g, 'pay-' || $2::text || g, now() - make_interval(months => 2 * g),
       ${columns.map((name) => `po.${name}`).join(', ')}
     FROM payouts po, generate_series(1, $3::int) g WHERE po.order_id = $1`,
    [first.order_id, tag, count],
  );
  return tag;
}

describe.each(backends)('sellers’ quarters kept by triggers on $name', (backend) => {
  const { server } = suiteServer(backend);

  it('follow payouts added, changed and removed several at a time', async () => {
    const db = server.db;
    await expectKept(db); // the demo's own payouts, summed as the seed wrote them
    const tag = await copyPayouts(db, 8);
    await expectKept(db);

    const [provider] = await db.query<{ id: string }>(
      `SELECT id FROM accounts WHERE role = 'provider' ORDER BY id DESC LIMIT 1`,
    );
    // 23:30 UTC on 31 December 2025 is still 2025 in London (winter time); 23:30 UTC on 31 March 2026 is
    // already April, the second quarter (summer time).
    await db.query(
      `UPDATE payouts SET created_at = TIMESTAMPTZ '2025-12-31 23:30:00+00' WHERE order_id IN ($1, $2)`,
      [`${tag}1`, `${tag}2`],
    );
    await db.query(
      `UPDATE payouts SET created_at = TIMESTAMPTZ '2026-03-31 23:30:00+00' WHERE order_id = $1`,
      [`${tag}3`],
    );
    // Refunded to nothing (no longer an activity), another seller, a lower fee; and an update that moves nothing.
    // (The payout still adds up: gross + covered = refunded + fee + amount.)
    await db.query(
      'UPDATE payouts SET refunded_minor = refunded_minor + amount_minor, amount_minor = 0 WHERE order_id = $1',
      [`${tag}4`],
    );
    await db.query(
      `UPDATE payouts SET provider_id = $1, fee_minor = fee_minor / 2,
         amount_minor = amount_minor + fee_minor - fee_minor / 2
       WHERE order_id IN ($2, $3)`,
      [provider?.id, `${tag}5`, `${tag}6`],
    );
    await db.query(`UPDATE payouts SET status = 'paid', paid_at = now() WHERE order_id LIKE $1`, [`${tag}%`]);
    await expectKept(db);

    await db.query('DELETE FROM payouts WHERE order_id IN ($1, $2, $3)', [`${tag}1`, `${tag}4`, `${tag}7`]);
    await expectKept(db);
    await db.query('DELETE FROM payouts WHERE order_id LIKE $1', [`${tag}%`]);
    await expectKept(db);
  });

  it('gives each year’s figures as summing its payouts did', async () => {
    await copyPayouts(server.db, 9);
    const thisYear = new Date().getUTCFullYear();
    for (const year of [thisYear - 1, thisYear]) {
      const summed = await server.db.query(
        `SELECT provider_id, currency, extract(quarter FROM created_at AT TIME ZONE 'Europe/London')::int AS quarter,
           sum(amount_minor)::int AS consideration, sum(fee_minor)::int AS fees,
           (count(*) FILTER (WHERE amount_minor > 0))::int AS activities
         FROM payouts WHERE extract(year FROM created_at AT TIME ZONE 'Europe/London') = $1
         GROUP BY provider_id, currency, quarter ORDER BY provider_id, quarter, currency`,
        [year],
      );
      expect(summed.length).toBeGreaterThan(0);
      const kept = await ledgerFigureRows(server.db, year);
      expect(kept).toEqual(summed);
    }
  });
});
