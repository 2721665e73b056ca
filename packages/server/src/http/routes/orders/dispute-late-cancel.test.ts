// A problem reported after a late cancellation charge: within 14 days of the charge the customer can report
// it, which holds the provider's payout for the charge (the weekly batch skips it), and an operator decides
// it through the ordinary refunds; after the 14 days it can no longer be reported.
import { orderDisputeResponseSchema } from '@callout/contracts/disputes';
import { backends } from '@callout/server-testing/backends';
import { orderWorld, payoutLedgerOf, sandboxIntents } from '@callout/server-testing/fixtures/order-lifecycle';
import { query } from '@callout/server-testing/fixtures/orders';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { client } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { payoutBatchResponseSchema } from '../../../domain/ops/ops-contract';
import { disputeMessages } from '../../../domain/orders/disputes/messages';

describe.each(backends)('a dispute after a late cancellation on $name', (backend) => {
  const { server } = suiteServer(backend, { env: { PLATFORM_FEE_PERCENT: '12.5' } });

  /** A paid PER JOB order (£80) of a WEEKLY provider, started and then cancelled by the customer: £20 charged. */
  const lateCancelled = async () => {
    const c = client(server.app);
    const w = await orderWorld(server.db, c, { expressRequest: true });
    await c.post('/provider/payoutschedule', { value: 'WEEKLY' }, w.provider.token);
    const orderid = await w.book();
    expect((await w.pay(orderid)).status).toBe(200);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    const cancelled = await w.act('cancelorder', orderid);
    expect(cancelled.status, cancelled.body.message).toBe(200);
    const [order] = await server.db.query<{ status: string; cancel_charge_minor: number }>(
      'SELECT status, cancel_charge_minor FROM orders WHERE id = $1',
      [orderid],
    );
    expect(order).toMatchObject({ status: 'CANCELLED', cancel_charge_minor: 2000 });
    return { c, w, orderid, operator: await signInOperator(server, c) };
  };
  const report = (c: ReturnType<typeof client>, orderid: string, token: string) =>
    c.post(
      '/reportproblem',
      { orderid, reason: 'NOT_DONE', description: 'They left after ten minutes and still charged me.' },
      token,
    );

  it('can be opened, holds the payout for the charge, and is decided with a refund of the charge', async () => {
    const { c, w, orderid, operator } = await lateCancelled();
    const before = orderDisputeResponseSchema.parse(
      (await c.get(`/orderdispute${query({ orderid })}`, w.customer.token)).body,
    ).data;
    expect(Date.parse(before.ReportUntil ?? '') - Date.now()).toBeGreaterThan(13.9 * 24 * 3600_000);

    const opened = await report(c, orderid, w.customer.token);
    expect(opened.status, opened.body.message).toBe(201);
    const disputeId = (opened.body.data as { DisputeID: string }).DisputeID;

    // Held: the weekly batch leaves the provider's share of the charge where it is.
    const batch = payoutBatchResponseSchema.parse(
      (await c.post('/ops/payouts/weekly', {}, operator.token)).body,
    ).data;
    expect(batch.Held).toBeGreaterThanOrEqual(1);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      status: 'pending',
      transferred_minor: 0,
      amount_minor: 1750,
    });
    const providerSide = orderDisputeResponseSchema.parse(
      (await c.get(`/provider/orderdispute${query({ orderid })}`, w.provider.token)).body,
    ).data.Dispute;
    expect(providerSide).toMatchObject({
      Status: 'OPEN',
      Refundable: 20,
      Payout: { Held: true, Amount: 17.5 },
    });

    // The operator refunds the whole charge, the provider's share taken back.
    const decided = await c.post(
      `/ops/disputes/${disputeId}/decide`,
      { outcome: 'FULL_REFUND', reverseshare: 'true', note: 'The job was barely started.' },
      operator.token,
    );
    expect(decided.status, decided.body.message).toBe(200);
    const after = orderDisputeResponseSchema.parse(
      (await c.get(`/orderdispute${query({ orderid })}`, w.customer.token)).body,
    ).data.Dispute;
    expect(after).toMatchObject({ Status: 'DECIDED', Decision: { Outcome: 'FULL_REFUND', Refund: 20 } });
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([
      { amount_captured_minor: 2000, amount_refunded_minor: 2000 },
    ]);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({ amount_minor: 0, transferred_minor: 0 });
  });

  it('cannot be opened once 14 days have passed since the charge', async () => {
    const { c, w, orderid } = await lateCancelled();
    await server.db.query(`UPDATE orders SET cancelled_at = now() - interval '15 days' WHERE id = $1`, [
      orderid,
    ]);
    const view = orderDisputeResponseSchema.parse(
      (await c.get(`/orderdispute${query({ orderid })}`, w.customer.token)).body,
    ).data;
    expect(view.ReportUntil).toBeNull();
    expect(await report(c, orderid, w.customer.token)).toMatchObject({
      status: 409,
      body: { message: disputeMessages.notReportable },
    });
  });
});
