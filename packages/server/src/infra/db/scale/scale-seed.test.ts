// The scale benchmark's seeding (scripts/bench/support/scale-seed.mjs) at its tiny size, on a demo
// database: it runs on both databases, keeps the app's invariants (foreign keys hold, every payout adds up
// and is paid from its own order's payment), makes the demo pair long-lived, and the API still reads it.
import { customerOrdersResponseSchema } from '@callout/contracts/orders';
import { loadChatsResponseSchema } from '@callout/contracts/support';
import { backends } from '@callout/server-testing/backends';
import { type Client, client, startTestServer, type TestServer } from '@callout/server-testing/harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  longCaseId,
  scaleSeedStatements,
  sizeCounts,
} from '../../../../../../scripts/bench/support/scale-seed.mjs';
import { demoCustomer, demoCustomerPassword } from '../../../domain/ops/demo/demo-accounts';
import { forgetSettledOrders, sweepCandidates } from '../../../domain/orders/payment-sweep-queries';
import { holdMaxAgeHours } from '../../../domain/orders/payment-sweeper';

const counts = sizeCounts('tiny');
if (!counts) throw new Error('the tiny size writes rows');

/** Rows that break an invariant the app keeps; each count must be 0. */
const brokenInvariants = `SELECT
  (SELECT count(*) FROM payouts WHERE gross_minor <> refunded_minor + fee_minor + amount_minor)::int AS unbalanced,
  (SELECT count(*) FROM payouts po JOIN payments p ON p.id = po.payment_id
     WHERE p.order_id <> po.order_id OR p.amount_captured_minor <> po.gross_minor
       OR po.provider_id IS DISTINCT FROM (SELECT provider_id FROM orders WHERE id = po.order_id))::int AS misplaced,
  (SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_shipping s WHERE s.order_id = o.id))::int
    AS unshipped,
  (SELECT count(*) FROM orders WHERE status = 'COMPLETED' AND id NOT IN (SELECT order_id FROM payouts)
     AND id LIKE 'ORD-SC%')::int AS unpaid`;

describe.each(backends)('the scale seed on $name', (backend) => {
  let server: TestServer;
  let c: Client;
  beforeAll(async () => {
    server = await startTestServer(backend);
    c = client(server.app);
    await server.db.transaction(async (tx) => {
      for (const statement of scaleSeedStatements('tiny')) await tx.query(statement);
    });
  }, 120_000);
  afterAll(() => server?.close());

  it('writes every kind of row it promises', async () => {
    const [row] = await server.db.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM accounts WHERE id LIKE 'CUS-SC%')::int AS customers,
        (SELECT count(*) FROM accounts WHERE id LIKE 'PRV-SC%')::int AS providers,
        (SELECT count(*) FROM orders WHERE id LIKE 'ORD-SC%')::int AS orders,
        (SELECT count(*) FROM support_cases WHERE id LIKE 'CASE-SC%')::int AS cases,
        (SELECT count(*) FROM ops_audit WHERE note LIKE 'Checked with%')::int AS audit`,
    );
    expect(row).toEqual({
      customers: counts.customers,
      providers: counts.providers,
      orders: counts.orders + counts.longLived.orders,
      // With the long chat's case.
      cases: counts.cases + counts.longLived.cases + 1,
      audit: counts.audit,
    });
  });

  it('keeps the invariants: every payout adds up and is paid from its own order', async () => {
    const [payouts] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payouts WHERE order_id LIKE 'ORD-SC%'`,
    );
    expect(payouts?.n).toBeGreaterThan(0);
    expect(await server.db.query(brokenInvariants)).toEqual([
      { unbalanced: 0, misplaced: 0, unshipped: 0, unpaid: 0 },
    ]);
  });

  it('leaves the payment sweeper only the money still in flight, as a running marketplace would', async () => {
    // Holds older than a card keeps them were released (what the sweeper does); the rest is paid out.
    expect(await sweepCandidates(server.db, 'sandbox', holdMaxAgeHours, 120)).toEqual([]);
    const [held] = await server.db.query<{ noted: number; held: number; old: number }>(
      `SELECT (SELECT count(*) FROM orders_to_settle WHERE order_id LIKE 'ORD-SC%')::int AS noted,
        (SELECT count(*) FROM payments WHERE status = 'requires_capture' AND order_id LIKE 'ORD-SC%')::int AS held,
        (SELECT count(*) FROM payments WHERE status = 'canceled' AND order_id LIKE 'ORD-SC%')::int AS old`,
    );
    expect(held?.old).toBeGreaterThan(0);
    expect(held?.noted).toBe(held?.held);
    // Nothing noted that has no work: the sweeper's first round drops none.
    expect(await forgetSettledOrders(server.db)).toBe(0);
  });

  it('gives the demo customer a long history that the API reads', async () => {
    const login = await c.post('/login', { email: demoCustomer.email, password: demoCustomerPassword });
    const token = (login.body.data as { Token: string }).Token;
    // The whole history, read a page at a time as the app does.
    let orders = 0;
    for (let before: string | null | undefined = ''; before !== null && before !== undefined; ) {
      const query = before ? `?before=${encodeURIComponent(before)}` : '';
      const page = customerOrdersResponseSchema.parse((await c.get(`/orders${query}`, token)).body);
      orders += page.data?.length ?? 0;
      before = page.Next;
    }
    expect(orders).toBeGreaterThanOrEqual(counts.longLived.orders);
    const messages = [];
    for (let before: string | null | undefined = ''; before !== null && before !== undefined; ) {
      const form = { category: 'SUPPORT', chatid: longCaseId, ...(before ? { before } : {}) };
      const page = loadChatsResponseSchema.parse((await c.post('/loadchats', form, token)).body);
      messages.push(...(page.data ?? []));
      before = page.Next;
    }
    expect(messages).toHaveLength(counts.longLived.caseMessages);
    const replies = messages.filter((message) => message.ReplyToChatId);
    expect(replies.length).toBe(Math.floor(counts.longLived.caseMessages / 10));
  });
});
