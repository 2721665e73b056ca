// The payout sweep's round reads the payouts with work due through the partial indexes of migration 1922,
// not every payout: 2,000 settled payouts (copies of a demo one) beside three with work due, each found.
import { backends } from '@callout/server-testing/backends';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { payoutsLeftUnsettled, payoutsLeftUnsettledQuery } from './payout-sweep-queries';

const settled = 2000;

describe.each(backends)('payout sweep plan on $name', (backend) => {
  const { server } = suiteServer(backend);
  let gateway = '';
  let due: number[] = [];

  beforeAll(async () => {
    const db = server.db;
    const [payout] = await db.query<{ id: number; order_id: string; payment_id: string; gateway: string }>(
      `SELECT po.id, po.order_id, po.payment_id, p.gateway FROM payouts po JOIN payments p ON p.id = po.payment_id
       ORDER BY po.id LIMIT 1`,
    );
    gateway = payout?.gateway ?? '';
    const copies = settled + 3;
    await db.query(
      `INSERT INTO orders SELECT (jsonb_populate_record(NULL::orders, to_jsonb(o) || jsonb_build_object(
         'id', 'ORD-SWEEP-' || g))).*
       FROM orders o, generate_series(1, $2::int) g WHERE o.id = $1`,
      [payout?.order_id, copies],
    );
    await db.query(
      `INSERT INTO payments SELECT (jsonb_populate_record(NULL::payments, to_jsonb(p) || jsonb_build_object(
         'id', 'PAY-SWEEP-' || g, 'order_id', 'ORD-SWEEP-' || g, 'intent_id', 'pi_sweep_' || g,
         'create_key', 'sweep-create-' || g))).*
       FROM payments p, generate_series(1, $2::int) g WHERE p.id = $1`,
      [payout?.payment_id, copies],
    );
    const columns = (
      await db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
         WHERE table_name = 'payouts' AND is_identity = 'NO' AND is_generated = 'NEVER'`,
      )
    ).map((row) => row.column_name);
    // Settled: paid by a recorded transfer, nothing under way.
    const overrides: Record<string, string> = {
      order_id: `'ORD-SWEEP-' || g`,
      payment_id: `'PAY-SWEEP-' || g`,
      schedule: `'WEEKLY'`,
      status: `'paid'`,
      paid_at: 'now()',
      transfer_id: `'tr_sweep_' || g`,
      transferred_minor: 'least(po.amount_minor, po.net_minor)',
      transfer_key: 'NULL',
      transfer_started_at: 'NULL',
      reversal_key: 'NULL',
      reversal_started_at: 'NULL',
      updated_at: `now() - interval '1 day'`,
    };
    await db.query(
      `INSERT INTO payouts (${columns.join(', ')})
       SELECT ${columns.map((name) => overrides[name] ?? `po.${name}`).join(', ')}
       FROM payouts po, generate_series(1, $2::int) g WHERE po.id = $1`,
      [payout?.id, copies],
    );
    // Three with work due: a transfer noted an hour ago and not recorded, a transfer a refund has outgrown,
    // an INSTANT payout not moved (its account is not ready: found by the index, left by the join).
    due = (
      await db.query<{ id: number }>(
        `UPDATE payouts SET transfer_key = 'sweep-key', transfer_started_at = now() - interval '1 hour'
         WHERE order_id = 'ORD-SWEEP-1' RETURNING id`,
      )
    ).map((row) => row.id);
    due.push(
      ...(
        await db.query<{ id: number }>(
          `UPDATE payouts SET refunded_minor = refunded_minor + amount_minor - transferred_minor + 1,
             amount_minor = transferred_minor - 1
           WHERE order_id = 'ORD-SWEEP-2' RETURNING id`,
        )
      ).map((row) => row.id),
    );
    await db.query(
      `UPDATE payouts SET schedule = 'INSTANT', status = 'pending', paid_at = NULL, transfer_id = NULL,
         transferred_minor = 0 WHERE order_id = 'ORD-SWEEP-3'`,
    );
    await db.query('ANALYZE');
  }, 120_000);

  it('finds the payouts with work due', async () => {
    const found = (await payoutsLeftUnsettled(server.db, gateway, 60)).map((row) => Number(row.id));
    expect(found.filter((id) => due.includes(id)).sort()).toEqual([...due].sort());
  });

  it('reads them through the partial indexes, not every payout', async () => {
    const [plan] = await server.db.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (FORMAT JSON) ${payoutsLeftUnsettledQuery}`,
      [gateway, 60],
    );
    const text = JSON.stringify(plan?.['QUERY PLAN']);
    expect(text).not.toMatch(/"Node Type":"Seq Scan"[^{}]*?"Relation Name":"payouts"/);
    expect(text).not.toMatch(/"Index Name":"payouts_pkey"/);
    for (const index of ['payouts_call_started', 'payouts_outgrown', 'payouts_instant_due'])
      expect(text).toContain(`"Index Name":"${index}"`);
  });
});
