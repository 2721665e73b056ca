// The cancellation policy through the API on the sandbox gateway: free until the job has
// started; then a PER JOB job costs LATE_CANCEL_FEE_PERCENT of its price and a PER HOUR job the time
// worked, paid to the provider; a provider's cancel refunds the customer in full. GET /cancelcost answers
// beforehand exactly what the cancel then charges.
import { cancelCostResponseSchema } from '@callout/contracts/cancel-cost';
import { orderDetailsResponseSchema } from '@callout/contracts/orders';
import { backends } from '@callout/server-testing/backends';
import {
  backdate,
  orderState,
  orderWorld,
  payoutLedgerOf,
  perHour,
  sandboxIntents,
} from '@callout/server-testing/fixtures/order-lifecycle';
import { makeCustomer, query } from '@callout/server-testing/fixtures/orders';
import { type Client, mailbox } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { cancelReasons } from '../../../domain/orders/cancellation-policy';
import { lifecycleMessages, orderMessages, transitionMessages } from '../../../domain/orders/messages';
import { sweepPayments } from '../../../domain/orders/payment-sweeper';
import { reconcilePayments } from '../../../domain/payments/reconcile';
import { createSandboxGateway } from '../../../domain/payments/sandbox-gateway';

const costOf = async (c: Client, orderid: string, token: string) => {
  const reply = await c.get(`/cancelcost${query({ orderid })}`, token);
  return { status: reply.status, body: cancelCostResponseSchema.parse(reply.body) };
};

const detailsOf = async (c: Client, orderid: string, token: string) =>
  orderDetailsResponseSchema.parse((await c.get(`/orderdetails${query({ orderid })}`, token)).body)
    .orderInfo?.[0];

describe.each(backends)('cancellation policy on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  const gateway = () => createSandboxGateway(server.db);

  /** A paid PER JOB order (£80), started, with an INSTANT provider. */
  async function startedJob() {
    const w = await orderWorld(server.db, c, { expressRequest: true });
    await server.db.query(`UPDATE accounts SET payout_schedule = 'INSTANT' WHERE id = $1`, [w.provider.id]);
    const orderid = await w.book();
    await w.pay(orderid);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    return { w, orderid };
  }

  it('is free before the job starts: the quote says so and the hold is released', async () => {
    const w = await orderWorld(server.db, c, { expressRequest: true });
    const orderid = await w.book();
    await w.pay(orderid);
    expect(await costOf(c, orderid, w.customer.token)).toEqual({
      status: 200,
      body: {
        success: true,
        message: lifecycleMessages.cancelFree,
        data: {
          Cost: 0,
          Currency: 'GBP',
          Reason: cancelReasons.notStarted,
          Basis: 'not-started',
          WithinRight: true,
          StartRequested: true,
          Paid: 80,
          Refund: 80,
        },
      },
    });
    expect((await w.act('cancelorder', orderid)).body.message).toBe(lifecycleMessages.cancelledReleased);
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([
      { status: 'canceled', amount_captured_minor: 0 },
    ]);
    expect(await payoutLedgerOf(server.db, orderid)).toBeUndefined();
    expect((await detailsOf(c, orderid, w.customer.token))?.CancelCharge).toBeUndefined();
  });

  it('charges 25% of a PER JOB price once started, as quoted, pays it to the provider and releases the rest', async () => {
    const { w, orderid } = await startedJob();
    const quote = await costOf(c, orderid, w.customer.token);
    expect(quote.body).toMatchObject({
      message: 'Cancelling now costs £20.00',
      data: { Cost: 20, Currency: 'GBP', Reason: cancelReasons.lateFee('25%') },
    });

    expect(await w.act('cancelorder', orderid)).toMatchObject({
      status: 200,
      body: { success: true, message: lifecycleMessages.cancelledCharged('£20.00') },
    });
    // Charged what was quoted: the hold captured for £20 only, the rest released by the gateway.
    expect(await sandboxIntents(server.db, orderid)).toEqual([
      { status: 'succeeded', amount_minor: 8000, amount_captured_minor: 2000, amount_refunded_minor: 0 },
    ]);
    expect(quote.body.data?.Cost).toBe(20);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      gross_minor: 2000,
      fee_minor: 0,
      net_minor: 2000,
      transferred_minor: 2000,
      status: 'paid',
    });
    expect(await orderState(server.db, orderid)).toMatchObject({
      status: 'CANCELLED',
      payment_status: 'COMPLETED',
    });
    expect(await detailsOf(c, orderid, w.customer.token)).toMatchObject({
      OrderStatus: 'CANCELLED',
      CancelCharge: 20,
    });
    // The customer is mailed a receipt for what was charged, once.
    const receipts = (await mailbox(server.app)).filter(
      (mail) => mail.to === w.customer.email && mail.subject.includes('receipt'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('£20.00');

    // Later sweeps leave the charge where it is: nothing is refunded, nothing paid twice.
    await backdate(server.db, orderid, 'updated_at', 10);
    await sweepPayments(server.db, server.siteLinks, gateway());
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([{ amount_refunded_minor: 0 }]);
    expect((await reconcilePayments(server.db, gateway(), { orderId: orderid })).differing).toEqual([]);
    expect(
      (await mailbox(server.app)).filter(
        (mail) => mail.to === w.customer.email && mail.subject.includes('receipt'),
      ),
    ).toHaveLength(1);
    // Closed now: no second quote, no second cancel.
    expect(await costOf(c, orderid, w.customer.token)).toMatchObject({
      status: 409,
      body: { message: transitionMessages.closed },
    });
  });

  it('refunds all but the charge when the hold had already been captured on a long job', async () => {
    const { w, orderid } = await startedJob();
    await backdate(server.db, orderid, 'paid_at', 7 * 24 * 60);
    expect((await sweepPayments(server.db, server.siteLinks, gateway())).captured).toContain(orderid);
    expect((await costOf(c, orderid, w.customer.token)).body.data?.Cost).toBe(20);
    expect((await w.act('cancelorder', orderid)).body.message).toBe(
      lifecycleMessages.cancelledCharged('£20.00'),
    );
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([
      { status: 'succeeded', amount_captured_minor: 8000, amount_refunded_minor: 6000 },
    ]);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      gross_minor: 2000,
      transferred_minor: 2000,
    });
    expect((await reconcilePayments(server.db, gateway(), { orderId: orderid })).differing).toEqual([]);
  });

  it('bills a PER HOUR job the quarter hours worked, rounded up, paid through Make Payment', async () => {
    const w = await orderWorld(server.db, c, { expressRequest: true });
    await server.db.query(`UPDATE accounts SET payout_schedule = 'INSTANT' WHERE id = $1`, [w.provider.id]);
    const orderid = await w.book(perHour);
    await w.act('startorder', orderid);
    // 31 minutes at £40 an hour: three quarters, £30.
    await backdate(server.db, orderid, 'started_at', 31);
    expect((await costOf(c, orderid, w.customer.token)).body).toMatchObject({
      message: 'Cancelling now costs £30.00',
      data: { Cost: 30, Reason: cancelReasons.timeWorked('45 min', '£40.00') },
    });
    expect((await w.act('cancelorder', orderid)).body.message).toBe(
      lifecycleMessages.cancelledPayForTime('45 min', '£30.00'),
    );
    expect(await orderState(server.db, orderid)).toMatchObject({
      status: 'CANCELLED',
      payment_status: 'PENDING ORDER',
      amount_due: '30.00',
    });
    expect((await w.pay(orderid)).body.message).toBe('Payment completed. Thank you!');
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([
      { status: 'succeeded', amount_minor: 3000, amount_captured_minor: 3000 },
    ]);
    expect(await orderState(server.db, orderid)).toMatchObject({
      status: 'CANCELLED',
      payment_status: 'COMPLETED',
    });
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({ gross_minor: 3000, status: 'paid' });
    expect((await reconcilePayments(server.db, gateway(), { orderId: orderid })).differing).toEqual([]);
  });

  it('bills at least one quarter for a PER HOUR job cancelled as soon as it started', async () => {
    const w = await orderWorld(server.db, c, { expressRequest: true });
    const orderid = await w.book(perHour);
    await w.act('startorder', orderid);
    expect((await costOf(c, orderid, w.customer.token)).body.data?.Cost).toBe(10);
    expect((await w.act('cancelorder', orderid)).body.message).toBe(
      lifecycleMessages.cancelledPayForTime('15 min', '£10.00'),
    );
    expect(await orderState(server.db, orderid)).toMatchObject({ amount_due: '10.00' });
  });

  it('refunds the customer in full when the provider cancels a paid job, held or captured', async () => {
    const held = await startedJob();
    expect((await held.w.act('provider/cancelorder', held.orderid, held.w.provider.token)).body.message).toBe(
      lifecycleMessages.cancelled,
    );
    expect(await sandboxIntents(server.db, held.orderid)).toMatchObject([
      { status: 'canceled', amount_captured_minor: 0 },
    ]);
    expect(await orderState(server.db, held.orderid)).toMatchObject({ payment_status: 'RELEASED' });

    const captured = await startedJob();
    await backdate(server.db, captured.orderid, 'paid_at', 7 * 24 * 60);
    await sweepPayments(server.db, server.siteLinks, gateway());
    await captured.w.act('provider/cancelorder', captured.orderid, captured.w.provider.token);
    expect(await sandboxIntents(server.db, captured.orderid)).toMatchObject([
      { status: 'succeeded', amount_captured_minor: 8000, amount_refunded_minor: 8000 },
    ]);
    expect(await orderState(server.db, captured.orderid)).toMatchObject({ payment_status: 'REFUNDED' });
    expect(await payoutLedgerOf(server.db, captured.orderid)).toBeUndefined();
    expect((await detailsOf(c, captured.orderid, captured.w.customer.token))?.CancelCharge).toBeUndefined();
  });

  it("refuses another account's order, and a provider, as the other order calls do", async () => {
    const { w, orderid } = await startedJob();
    const stranger = await makeCustomer(c);
    expect(await costOf(c, orderid, stranger.token)).toMatchObject({
      status: 404,
      body: { success: false, message: orderMessages.orderNotFound },
    });
    expect((await c.get(`/cancelcost${query({ orderid })}`, w.provider.token)).status).toBe(401);
    expect((await c.get(`/cancelcost${query({ orderid: '' })}`, w.customer.token)).status).toBe(400);
  });
});

describe.each(backends)('a custom late cancellation fee on $name', (backend) => {
  const { server, c } = suiteServer(backend, {
    env: { LATE_CANCEL_FEE_PERCENT: '12.5', PLATFORM_FEE_PERCENT: '10' },
  });

  it('charges LATE_CANCEL_FEE_PERCENT of the price, and the platform fee comes off the provider’s share', async () => {
    const w = await orderWorld(server.db, c, { expressRequest: true });
    const orderid = await w.book();
    await w.pay(orderid);
    await w.act('startorder', orderid);
    expect((await costOf(c, orderid, w.customer.token)).body).toMatchObject({
      message: 'Cancelling now costs £10.00',
      data: { Cost: 10, Reason: cancelReasons.lateFee('12.5%') },
    });
    expect((await w.act('cancelorder', orderid)).body.message).toBe(
      lifecycleMessages.cancelledCharged('£10.00'),
    );
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([{ amount_captured_minor: 1000 }]);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      gross_minor: 1000,
      fee_minor: 100,
      net_minor: 900,
      schedule: 'WEEKLY',
      status: 'pending',
    });
  });
});
