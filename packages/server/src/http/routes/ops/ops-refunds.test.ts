// Operators' refunds through POST /api/ops/orders/:id/refund, in the sandbox: all or
// part of a capture back to the card, never more than is left, the provider's pending payout reduced or
// their transfer reversed by the same share, one refund however often the same request is retried, the
// customer mailed, the provider told, the audit log written, and both sides' order details showing it.

import { orderDetailsResponseSchema } from '@callout/contracts/orders';
import { notificationsResponseSchema } from '@callout/contracts/provider-jobs';
import { backends } from '@callout/server-testing/backends';
import {
  orderWorld,
  payoutLedgerOf,
  sandboxIntents,
  sandboxTransfers,
} from '@callout/server-testing/fixtures/order-lifecycle';
import { query } from '@callout/server-testing/fixtures/orders';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { type Client, client, type Form, mailbox } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { listAudit } from '../../../domain/ops/audit-log-store';
import { refundResponseSchema } from '../../../domain/ops/ops-contract';
import { refundMessages } from '../../../domain/payments/refunds';
import { opsMessages } from '../../../domain/provider/messages';
import { supportMessages } from '../../../domain/support/messages';

describe.each(backends)('operator refunds on $name', (backend) => {
  // 12.5%: £80 leaves the provider £70 and the platform £10.
  const { server } = suiteServer(backend, { env: { PLATFORM_FEE_PERCENT: '12.5' } });

  const refund = async (orderId: string, form: Form, token: string | null, key?: string) => {
    const reply = await server.app.inject({
      method: 'POST',
      url: `/api/ops/orders/${encodeURIComponent(orderId)}/refund`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });
    const body = reply.json() as { success: boolean; message: string };
    return {
      status: reply.statusCode,
      replayed: reply.headers['idempotent-replayed'],
      body,
      data: reply.statusCode < 300 ? refundResponseSchema.parse(body).data : null,
    };
  };

  /** A provider (INSTANT or WEEKLY) with a paid PER JOB order at £80, ended: captured and settled. */
  const settled = async (schedule: 'INSTANT' | 'WEEKLY') => {
    const c = client(server.app);
    const w = await orderWorld(server.db, c);
    await c.post('/provider/payoutschedule', { value: schedule }, w.provider.token);
    const orderid = await w.book();
    expect((await w.pay(orderid)).status).toBe(200);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    expect((await w.act('endorder', orderid)).status).toBe(200);
    const operator = await signInOperator(server, c);
    return { w, c, orderid, operator };
  };
  const details = async (c: Client, path: string, orderid: string, token: string) =>
    orderDetailsResponseSchema.parse((await c.get(`${path}${query({ orderid })}`, token)).body);
  const bell = async (c: Client, token: string) =>
    (
      notificationsResponseSchema.parse((await c.get('/provider/getnotifications', token)).body).data ?? []
    ).map((n) => n.Notification);

  it('refunds part, then the rest, of a capture, reducing a pending payout, and both sides see it', async () => {
    const { w, c, orderid, operator } = await settled('WEEKLY');
    const part = await refund(orderid, { amount: '20', reason: 'Arrived an hour late' }, operator.token);
    expect(part.status).toBe(200);
    expect(part.body.message).toBe(`Refunded £20.00 on order ${orderid}.`);
    expect(part.data).toMatchObject({ OrderID: orderid, Amount: 20, Refunded: 20, Refundable: 60 });
    expect(part.data?.Status).toBe('DONE');
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([{ amount_refunded_minor: 2000 }]);
    // A quarter back: a quarter of the provider's £70 and of the £10 fee.
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      refunded_minor: 2000,
      amount_minor: 5250,
      fee_minor: 750,
      transferred_minor: 0,
      status: 'pending',
    });

    const mail = (await mailbox(server.app)).find((m) => m.to === w.customer.email);
    expect(mail?.subject).toBe(`Callout: £20.00 refunded for order ${orderid}`);
    expect(mail?.text).toContain(`We have refunded £20.00 to your card for Leak repair (order ${orderid}).`);
    expect(mail?.text).toContain('Reason: Arrived an hour late');
    expect(await bell(c, w.provider.token)).toContain(
      `£20.00 was refunded to the customer for Leak repair (${orderid}): your payout for it is now £52.50.`,
    );
    const [entry] = await listAudit(server.db, { subject: { type: 'order', id: orderid } });
    expect(entry).toMatchObject({
      Action: 'order.refund',
      OperatorEmail: operator.email,
      AccountID: w.customer.id,
      Before: { RefundedMinor: 0, Currency: 'gbp' },
      After: { RefundedMinor: 2000, AmountMinor: 2000, RefundID: part.data?.RefundID },
      Note: 'Arrived an hour late',
    });

    // Without an amount: everything left.
    const rest = await refund(orderid, { reason: 'Job not done properly' }, operator.token);
    expect(rest.data).toMatchObject({ Amount: 60, Refunded: 80, Refundable: 0 });
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      refunded_minor: 8000,
      amount_minor: 0,
      fee_minor: 0,
    });
    expect(await refund(orderid, { reason: 'Again' }, operator.token)).toMatchObject({
      status: 409,
      body: { message: refundMessages.nothingLeft },
    });

    const customerView = await details(c, '/orderdetails', orderid, w.customer.token);
    expect(customerView.refunds).toEqual([
      { Amount: 20, Currency: 'gbp', Refunded: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      { Amount: 60, Currency: 'gbp', Refunded: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);
    expect(customerView.payout).toBeUndefined(); // the fee and the provider's share are not the customer's
    const providerView = await details(c, '/provider/orderdetails', orderid, w.provider.token);
    expect(providerView.refunds).toHaveLength(2);
    expect(providerView.payout).toEqual({
      Currency: 'gbp',
      Gross: 80,
      Fee: 0,
      Net: 0,
      Refunded: 80,
      RefundedShare: 70,
      Reversed: 0,
      Status: 'PENDING',
    });
  });

  it('reverses the provider’s share of a transfer already made', async () => {
    const { w, c, orderid, operator } = await settled('INSTANT');
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      status: 'paid',
      transferred_minor: 7000,
    });
    const half = await refund(orderid, { amount: '40.00', reason: 'Half the job' }, operator.token);
    expect(half.status).toBe(200);
    expect(await sandboxTransfers(server.db, orderid)).toMatchObject([
      { amount_minor: 7000, amount_reversed_minor: 3500 },
    ]);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      amount_minor: 3500,
      transferred_minor: 3500,
      reversed_minor: 3500,
    });
    const providerView = await details(c, '/provider/orderdetails', orderid, w.provider.token);
    expect(providerView.payout).toMatchObject({ Net: 35, Refunded: 40, RefundedShare: 35, Reversed: 35 });
    expect(await bell(c, w.provider.token)).toContain(
      `£35.00 of your payout for Leak repair (${orderid}) was taken back.`,
    );
  });

  it('never refunds more than captured less earlier refunds, and reads the amount and reason strictly', async () => {
    const { orderid, operator } = await settled('WEEKLY');
    await refund(orderid, { amount: '30', reason: 'Partly' }, operator.token);
    expect(await refund(orderid, { amount: '50.01', reason: 'Too much' }, operator.token)).toMatchObject({
      status: 409,
      body: {
        success: false,
        message:
          'A refund can never exceed what was captured less earlier refunds: £50.00 is left to refund.',
      },
    });
    for (const amount of ['0', '0.00', '-5', 'ten', '1.234', '1e3', '12,50']) {
      expect(await refund(orderid, { amount, reason: 'Bad amount' }, operator.token), amount).toMatchObject({
        status: 400,
        body: { message: opsMessages.refundAmount },
      });
    }
    expect((await refund(orderid, { amount: '1' }, operator.token)).body.message).toBe(
      opsMessages.refundReasonRequired,
    );
    expect((await refund(orderid, { amount: '1', reason: '   ' }, operator.token)).body.message).toBe(
      opsMessages.refundReasonRequired,
    );
    expect(
      (await refund(orderid, { amount: '1', reason: 'x'.repeat(501) }, operator.token)).body.message,
    ).toBe(opsMessages.refundReasonTooLong);
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([{ amount_refunded_minor: 3000 }]);

    expect(await refund('ORD-NOSUCHORDER', { reason: 'Lost' }, operator.token)).toMatchObject({
      status: 404,
      body: { message: opsMessages.orderNotFound },
    });
    // An order whose card was never charged has nothing to refund.
    const c = client(server.app);
    const unpaid = await orderWorld(server.db, c);
    expect(await refund(await unpaid.book(), { reason: 'Nothing' }, operator.token)).toMatchObject({
      status: 409,
      body: { message: refundMessages.nothingCaptured },
    });
  });

  it('refunds once however often the same request is retried, and refuses a key reused for another refund', async () => {
    const { w, c, orderid, operator } = await settled('WEEKLY');
    const form = { amount: '12.50', reason: 'Retried' };
    const [first, ...copies] = await Promise.all(
      [1, 2, 3].map(() => refund(orderid, form, operator.token, 'k-1')),
    );
    const ids = [first, ...copies].map((answer) => answer?.data?.RefundID);
    expect(new Set(ids).size).toBe(1);
    expect([first, ...copies].filter((answer) => answer?.replayed === 'true')).toHaveLength(2);
    const later = await refund(orderid, form, operator.token, 'k-1');
    expect(later).toMatchObject({
      status: 200,
      replayed: 'true',
      data: { RefundID: ids[0], Refunded: 12.5 },
    });
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([{ amount_refunded_minor: 1250 }]);
    const [row] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sandbox_refunds r JOIN sandbox_payment_intents i ON i.id = r.intent_id WHERE i.order_id = $1',
      [orderid],
    );
    expect(row?.count).toBe(1);
    expect(
      (await mailbox(server.app)).filter((m) => m.to === w.customer.email && /refunded/.test(m.subject)),
    ).toHaveLength(1);
    expect(await listAudit(server.db, { subject: { type: 'order', id: orderid } })).toHaveLength(1);

    expect(await refund(orderid, { amount: '5', reason: 'Other' }, operator.token, 'k-1')).toMatchObject({
      status: 422,
      body: { message: refundMessages.keyReused },
    });
    const other = await settled('WEEKLY');
    expect(await refund(other.orderid, form, operator.token, 'k-1')).toMatchObject({ status: 422 });
    // Keys are each operator's own: the same key from another operator is another refund.
    const colleague = await signInOperator(server, c);
    expect(await refund(orderid, form, colleague.token, 'k-1')).toMatchObject({
      status: 200,
      data: { Refunded: 25 },
    });
    expect(await refund(orderid, form, operator.token, 'not a key!')).toMatchObject({
      status: 400,
      body: { message: supportMessages.idempotencyKey },
    });
  });

  it('refuses every other role, and no refund is made', async () => {
    const { w, orderid } = await settled('WEEKLY');
    const form = { amount: '1', reason: 'Not staff' };
    for (const token of [null, w.customer.token, w.provider.token, 'A'.repeat(43)]) {
      expect(await refund(orderid, form, token)).toMatchObject({
        status: 401,
        body: { message: supportMessages.operatorOnly },
      });
    }
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([{ amount_refunded_minor: 0 }]);
  });
});
