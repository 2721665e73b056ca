import { backends } from '@callout/server-testing/backends';
import {
  backdate,
  orderState,
  orderWorld,
  payoutsOf,
  sandboxIntents,
} from '@callout/server-testing/fixtures/order-lifecycle';
import { client, mailbox } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow } from '../accounts/account-store';
import { GatewayError, type PaymentGateway } from '../payments/gateway';
import { createSandboxGateway } from '../payments/sandbox-gateway';
import { releaseLease, tryLease } from './job-lease-store';
import { endOrder } from './lifecycle';
import { lifecycleMessages, transitionMessages } from './messages';
import { forgetSettledOrders } from './payment-sweep-queries';
import { sweepPayments } from './payment-sweeper';

const week = 7 * 24 * 60;

describe.each(backends)('payment sweeper on $name', (backend) => {
  const { server } = suiteServer(backend);
  let gateway: PaymentGateway;
  beforeAll(async () => {
    gateway = createSandboxGateway(server.db);
  }, 60_000);

  /** The customer's must-pay mail, with why and a link to the order. */
  const paymentMails = async (email: string) =>
    (await mailbox(server.app)).filter((m) => m.to === email && m.subject.startsWith('Payment needed for'));

  const paidOrder = async (started = false) => {
    // A client (address) per order: the suite registers more accounts than one address may in an hour.
    const w = await orderWorld(server.db, client(server.app));
    const orderid = await w.book();
    await w.pay(orderid);
    if (started) await w.act('startorder', orderid);
    return { w, orderid };
  };

  it('releases an ageing hold before the job and asks the customer to pay again', async () => {
    const { w, orderid } = await paidOrder();
    const fresh = await paidOrder();
    await backdate(server.db, orderid, 'paid_at', week - 60);
    const report = await sweepPayments(server.db, server.siteLinks, gateway);
    expect(report.released).toContain(orderid);
    expect(report.released).not.toContain(fresh.orderid);
    expect(await orderState(server.db, orderid)).toMatchObject({
      status: 'SCHEDULED',
      payment_status: 'AWAITING PAYMENT',
    });
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([{ status: 'canceled' }]);
    expect((await w.act('startorder', orderid)).body.message).toBe(transitionMessages.payFirst);
    const [asked] = await paymentMails(w.customer.email);
    expect(asked?.text).toContain('about to expire');
    expect(asked?.text).toContain(`/details/${orderid}`);

    // Paying again makes a new hold, and the job can start on it.
    expect((await w.pay(orderid)).status).toBe(200);
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([
      { status: 'canceled' },
      { status: 'requires_capture', amount_minor: 8000 },
    ]);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    expect((await sweepPayments(server.db, server.siteLinks, gateway)).released).not.toContain(orderid);
  });

  it('captures an ageing hold on a job in progress; ending it records the payout', async () => {
    const { w, orderid } = await paidOrder(true);
    await backdate(server.db, orderid, 'paid_at', week);
    expect((await sweepPayments(server.db, server.siteLinks, gateway)).captured).toContain(orderid);
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([
      { status: 'succeeded', amount_captured_minor: 8000 },
    ]);
    expect(await payoutsOf(server.db, orderid)).toEqual([]);
    expect((await w.act('endorder', orderid)).body.message).toBe(lifecycleMessages.ended);
    expect(await payoutsOf(server.db, orderid)).toHaveLength(1);
  });

  it('finishes settlement a gateway failure left undone', async () => {
    const completed = await paidOrder(true);
    const cancelled = await paidOrder();
    // As if the gateway failed right after the status changed.
    await server.db.query(`UPDATE orders SET status = 'COMPLETED' WHERE id = $1`, [completed.orderid]);
    await server.db.query(`UPDATE orders SET status = 'CANCELLED' WHERE id = $1`, [cancelled.orderid]);
    // Orders being settled right now are left to their own request.
    expect((await sweepPayments(server.db, server.siteLinks, gateway)).captured).not.toContain(
      completed.orderid,
    );
    await backdate(server.db, completed.orderid, 'updated_at', 5);
    await backdate(server.db, cancelled.orderid, 'updated_at', 5);
    const report = await sweepPayments(server.db, server.siteLinks, gateway);
    expect(report.captured).toContain(completed.orderid);
    expect(report.returned).toContain(cancelled.orderid);
    expect(await payoutsOf(server.db, completed.orderid)).toHaveLength(1);
    expect(await orderState(server.db, cancelled.orderid)).toMatchObject({ payment_status: 'RELEASED' });
    const again = await sweepPayments(server.db, server.siteLinks, gateway);
    expect([...again.captured, ...again.returned]).not.toContain(completed.orderid);
  });

  it('finishes a cancellation whose release a crash cut short after the gateway call', async () => {
    const recorded = await paidOrder();
    const unrecorded = await paidOrder();
    for (const { orderid } of [recorded, unrecorded]) {
      // The order is cancelled and the hold released at the gateway; then the process died.
      await server.db.query(`UPDATE orders SET status = 'CANCELLED' WHERE id = $1`, [orderid]);
      const [payment] = await server.db.query<{ id: string; intent_id: string }>(
        'SELECT id, intent_id FROM payments WHERE order_id = $1',
        [orderid],
      );
      await gateway.cancelIntent(payment?.intent_id ?? '', `${payment?.id}-cancel`);
      await backdate(server.db, orderid, 'updated_at', 5);
    }
    // Only one got as far as recording the gateway's answer on the payment.
    await server.db.query(`UPDATE payments SET status = 'canceled' WHERE order_id = $1`, [recorded.orderid]);

    const report = await sweepPayments(server.db, server.siteLinks, gateway);
    for (const { orderid } of [recorded, unrecorded]) {
      expect(report.returned).toContain(orderid);
      expect(await orderState(server.db, orderid)).toMatchObject({ payment_status: 'RELEASED' });
      const [payment] = await server.db.query('SELECT status FROM payments WHERE order_id = $1', [orderid]);
      expect(payment).toEqual({ status: 'canceled' });
    }
    const again = await sweepPayments(server.db, server.siteLinks, gateway);
    expect(again.returned).not.toContain(recorded.orderid);
    expect(again.returned).not.toContain(unrecorded.orderid);
  });

  it('stops between orders when the server shuts down, leaving the rest to the next sweep', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    for (const { orderid } of [first, second]) {
      await server.db.query(`UPDATE orders SET status = 'CANCELLED' WHERE id = $1`, [orderid]);
      await backdate(server.db, orderid, 'updated_at', 5);
    }
    let settling = 0;
    const report = await sweepPayments(server.db, server.siteLinks, gateway, {
      stopped: () => settling++ >= 1,
    });
    expect(report.returned).toHaveLength(1);
    const next = await sweepPayments(server.db, server.siteLinks, gateway);
    expect([...report.returned, ...next.returned]).toEqual(
      expect.arrayContaining([first.orderid, second.orderid]),
    );
  });

  it('retries a release the gateway refused, and keeps the order unpaid meanwhile', async () => {
    const { w, orderid } = await paidOrder();
    await backdate(server.db, orderid, 'paid_at', week);
    const down: PaymentGateway = {
      ...gateway,
      cancelIntent: async () => {
        throw new GatewayError('connection reset', true);
      },
    };
    expect((await sweepPayments(server.db, server.siteLinks, down)).failed).toContain(orderid);
    expect(await orderState(server.db, orderid)).toMatchObject({ payment_status: 'AWAITING PAYMENT' });
    expect((await w.act('startorder', orderid)).status).toBe(409);
    expect((await sweepPayments(server.db, server.siteLinks, gateway)).released).toContain(orderid);
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([{ status: 'canceled' }]);
  });

  it('asks for payment again when the hold was gone by the end of the job', async () => {
    const { w, orderid } = await paidOrder(true);
    // The card network let the hold lapse.
    await server.db.query(`UPDATE sandbox_payment_intents SET status = 'canceled' WHERE order_id = $1`, [
      orderid,
    ]);
    expect((await w.act('endorder', orderid)).body.message).toBe(lifecycleMessages.endedPayAgain);
    expect((await paymentMails(w.customer.email)).map((m) => m.text)).toEqual([
      expect.stringContaining('was gone when the job ended'),
    ]);
    expect(await orderState(server.db, orderid)).toMatchObject({
      status: 'COMPLETED',
      payment_status: 'AWAITING PAYMENT',
    });
    expect((await w.pay(orderid)).body.message).toBe('Payment completed. Thank you!');
    expect(await payoutsOf(server.db, orderid)).toMatchObject([{ amount_minor: 8000 }]);
  });

  it('completes a job while the gateway is down and captures it on a later sweep', async () => {
    const { w, orderid } = await paidOrder(true);
    const [account] = await server.db.query<AccountRow>('SELECT * FROM accounts WHERE id = $1', [
      w.customer.id,
    ]);
    if (!account) throw new Error('no customer');
    const down: PaymentGateway = {
      ...gateway,
      retrieveIntent: async () => {
        throw new GatewayError('connection reset', true);
      },
    };
    const ended = await endOrder(server.db, server.siteLinks, down, { account, role: 'user' }, orderid);
    expect(ended).toEqual({
      message: `${lifecycleMessages.ended} ${lifecycleMessages.settlementPending}`,
      deferred: 'connection reset',
    });
    expect(await orderState(server.db, orderid)).toMatchObject({
      status: 'COMPLETED',
      payment_status: 'COMPLETED',
    });
    await backdate(server.db, orderid, 'updated_at', 5);
    expect((await sweepPayments(server.db, server.siteLinks, gateway)).captured).toContain(orderid);
    expect(await payoutsOf(server.db, orderid)).toHaveLength(1);
  });

  it('lets one instance at a time hold the sweeper lease', async () => {
    expect(await tryLease(server.db, 'test-job', 'a', 60)).toBe(true);
    expect(await tryLease(server.db, 'test-job', 'b', 60)).toBe(false);
    expect(await tryLease(server.db, 'test-job', 'a', 60)).toBe(true);
    await releaseLease(server.db, 'test-job', 'a');
    const racers = await Promise.all(['b', 'c', 'd'].map((h) => tryLease(server.db, 'test-job', h, 60)));
    expect(racers.filter(Boolean)).toHaveLength(1);
  });

  /** Whether the order is among those the sweeper reads (orders_to_settle). */
  const noted = async (orderid: string) =>
    (await server.db.query('SELECT 1 FROM orders_to_settle WHERE order_id = $1', [orderid])).length === 1;

  it('reads only the orders with money in flight: settled ones are dropped, held ones stay', async () => {
    const done = await paidOrder(true);
    expect((await done.w.act('endorder', done.orderid)).body.message).toBe(lifecycleMessages.ended);
    const held = await paidOrder();
    const unpaid = await orderWorld(server.db, client(server.app));
    const booked = await unpaid.book();
    expect([await noted(done.orderid), await noted(held.orderid)]).toEqual([true, true]);
    await sweepPayments(server.db, server.siteLinks, gateway);
    expect(await payoutsOf(server.db, done.orderid)).toHaveLength(1);
    expect([await noted(done.orderid), await noted(held.orderid), await noted(booked)]).toEqual([
      false,
      true,
      false,
    ]);

    // An order the sweeper does not read is not settled by it: the note is what finds the work.
    await backdate(server.db, held.orderid, 'paid_at', week);
    await server.db.query('DELETE FROM orders_to_settle WHERE order_id = $1', [held.orderid]);
    expect((await sweepPayments(server.db, server.siteLinks, gateway)).released).not.toContain(held.orderid);
    // Any change to its payment notes it again.
    await server.db.query(`UPDATE payments SET updated_at = now() WHERE order_id = $1`, [held.orderid]);
    expect((await sweepPayments(server.db, server.siteLinks, gateway)).released).toContain(held.orderid);
  });

  it('notes an order again when a removed payout leaves its money unsettled', async () => {
    const done = await paidOrder(true);
    await done.w.act('endorder', done.orderid);
    await sweepPayments(server.db, server.siteLinks, gateway);
    expect(await noted(done.orderid)).toBe(false);
    await server.db.query('DELETE FROM payouts WHERE order_id = $1', [done.orderid]);
    expect(await noted(done.orderid)).toBe(true);
    await backdate(server.db, done.orderid, 'updated_at', 5);
    await sweepPayments(server.db, server.siteLinks, gateway);
    expect(await payoutsOf(server.db, done.orderid)).toHaveLength(1);
  });

  const waitingOnLocks = async () => {
    const [row] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
    );
    return row?.n ?? 0;
  };

  it.runIf(backend.name === 'PostgreSQL')(
    'keeps the note of an order changed while the sweeper drops settled ones',
    async () => {
      const done = await paidOrder(true);
      await done.w.act('endorder', done.orderid);
      await forgetSettledOrders(server.db);
      await server.db.query('INSERT INTO orders_to_settle (order_id) VALUES ($1)', [done.orderid]);
      let dropping: Promise<number> | undefined;
      await server.db.transaction(async (tx) => {
        // The payment is held again (not yet committed) when the sweeper, which still sees it settled, comes by.
        await tx.query(`UPDATE payments SET status = 'requires_capture' WHERE order_id = $1`, [done.orderid]);
        dropping = forgetSettledOrders(server.db);
        await expect.poll(waitingOnLocks, { timeout: 10_000 }).toBeGreaterThan(0);
      });
      await dropping;
      expect(await noted(done.orderid)).toBe(true);
    },
  );
});
