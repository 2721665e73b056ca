// Disputes end to end through the API, in the sandbox: a customer reports a problem with photos within the
// window after completion, which holds the provider's payout (the weekly batch skips it; one already paid
// is at risk); both sides and an operator talk in its chat; the provider offers, the customer answers; an
// operator decides, the money moving through the ordinary refunds once (the provider's share taken back or
// paid by the platform), with the audit log and mails to both sides.
import { type Dispute, orderDisputeResponseSchema } from '@callout/contracts/disputes';
import { backends } from '@callout/server-testing/backends';
import {
  orderWorld,
  payoutLedgerOf,
  readySandboxPayoutAccount,
  sandboxIntents,
  sandboxTransfers,
} from '@callout/server-testing/fixtures/order-lifecycle';
import { query } from '@callout/server-testing/fixtures/orders';
import { pixelDataUrl, signInOperator } from '@callout/server-testing/fixtures/support';
import { type Client, client, mailbox } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { listAudit } from '../../../domain/ops/audit-log-store';
import { payoutBatchResponseSchema } from '../../../domain/ops/ops-contract';
import { disputeMessages } from '../../../domain/orders/disputes/messages';
import { reconcilePayments } from '../../../domain/payments/reconcile';
import { createSandboxGateway } from '../../../domain/payments/sandbox-gateway';
import { sweepPayouts } from '../../../domain/payouts/payout-sweep';

describe.each(backends)('disputes on $name', (backend) => {
  // 12.5%: £80 leaves the provider £70 and the platform £10.
  const { server } = suiteServer(backend, { env: { PLATFORM_FEE_PERCENT: '12.5' } });

  /** A provider (INSTANT or WEEKLY) with a paid PER JOB order at £80, completed: captured and settled. */
  const completed = async (schedule: 'INSTANT' | 'WEEKLY') => {
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
  const view = async (c: Client, prefix: '' | '/provider', orderid: string, token: string) => {
    const reply = await c.get(`${prefix}/orderdispute${query({ orderid })}`, token);
    expect(reply.status, reply.body.message).toBe(200);
    return orderDisputeResponseSchema.parse(reply.body).data;
  };
  const report = (c: Client, orderid: string, token: string) =>
    c.post(
      '/reportproblem',
      { orderid, reason: 'POOR_QUALITY', description: 'The tap still drips after the repair.' },
      token,
    );
  const opsDispute = async (c: Client, id: string, token: string) =>
    (await c.get(`/ops/disputes/${id}`, token)).body.data as Dispute & { CustomerID: string };
  const weekly = async (c: Client, token: string) =>
    payoutBatchResponseSchema.parse((await c.post('/ops/payouts/weekly', {}, token)).body).data;

  it('holds a weekly payout from the report, and an operator’s partial refund takes the provider’s share', async () => {
    const { w, c, orderid, operator } = await completed('WEEKLY');
    const before = await view(c, '', orderid, w.customer.token);
    expect(before.Dispute).toBeNull();
    expect(Date.parse(before.ReportUntil ?? '') - Date.now()).toBeGreaterThan(13.9 * 24 * 3600_000);

    const opened = await report(c, orderid, w.customer.token);
    expect(opened.status, opened.body.message).toBe(201);
    const disputeId = (opened.body.data as { DisputeID: string }).DisputeID;
    expect(disputeId).toMatch(/^DSP-/);
    expect((await report(c, orderid, w.customer.token)).body.message).toBe(disputeMessages.alreadyReported);
    for (let i = 0; i < 5; i += 1) {
      const photo = await c.post('/disputephotos', { orderid, ImageData: pixelDataUrl }, w.customer.token);
      expect(photo.status, photo.body.message).toBe(201);
    }
    expect(
      await c.post('/disputephotos', { orderid, ImageData: pixelDataUrl }, w.customer.token),
    ).toMatchObject({ status: 409, body: { message: disputeMessages.tooManyPhotos } });

    // The provider is told at once, and their payout is held: the weekly batch skips it.
    const providerMail = (await mailbox(server.app)).find(
      (m) => m.to === w.provider.email && m.subject.includes('a problem was reported'),
    );
    expect(providerMail?.text).toContain('Your payout for it is held until it is settled.');
    const batch = await weekly(c, operator.token);
    expect(batch.Held).toBeGreaterThanOrEqual(1);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      status: 'pending',
      transferred_minor: 0,
      amount_minor: 7000,
    });
    const providerSide = await view(c, '/provider', orderid, w.provider.token);
    expect(providerSide.Dispute).toMatchObject({ Status: 'OPEN', Reason: 'POOR_QUALITY' });
    expect(providerSide.Dispute?.Photos).toHaveLength(5);
    expect(providerSide.Dispute?.Payout).toEqual({
      Amount: 70,
      Transferred: 0,
      Currency: 'GBP',
      Held: true,
      AtRisk: false,
    });
    // The customer never sees the provider's payout.
    const customerSide = await view(c, '', orderid, w.customer.token);
    expect(customerSide.Dispute?.Payout).toBeUndefined();
    expect(customerSide.ReportUntil).toBeNull();

    // The three talk in the dispute's chat.
    expect(
      (await c.post('/disputechat', { orderid, Message: 'See the photos.' }, w.customer.token)).status,
    ).toBe(201);
    expect(
      (await c.post('/provider/disputechat', { orderid, Message: 'I can come back.' }, w.provider.token))
        .status,
    ).toBe(201);
    expect(
      (await c.post(`/ops/disputes/${disputeId}/messages`, { Message: 'We are looking.' }, operator.token))
        .status,
    ).toBe(201);
    expect((await view(c, '', orderid, w.customer.token)).Dispute?.Messages.map((m) => m.From)).toEqual([
      'CUSTOMER',
      'PROVIDER',
      'CALLOUT',
    ]);

    // An offer the customer declines leaves it to the operator.
    expect(
      (
        await c.post(
          '/provider/disputeoffer',
          { orderid, kind: 'PARTIAL_REFUND', amount: '15' },
          w.provider.token,
        )
      ).status,
    ).toBe(201);
    expect(
      (await c.post('/provider/disputeoffer', { orderid, kind: 'RETURN_VISIT' }, w.provider.token)).body
        .message,
    ).toBe(disputeMessages.offerWaiting);
    const declined = await c.post('/answerdisputeoffer', { orderid, answer: 'DECLINE' }, w.customer.token);
    expect(declined.body.message).toBe(disputeMessages.offerDeclined);

    const listed = (await c.get('/ops/disputes', operator.token)).body.data as Array<{ DisputeID: string }>;
    expect(listed.map((d) => d.DisputeID)).toContain(disputeId);
    expect((await opsDispute(c, disputeId, operator.token)).Photos).toHaveLength(5);

    const decided = await c.post(
      `/ops/disputes/${disputeId}/decide`,
      { outcome: 'PARTIAL_REFUND', amount: '30', reverseshare: 'true', note: 'The drip is visible.' },
      operator.token,
    );
    expect(decided.status, decided.body.message).toBe(200);
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([{ amount_refunded_minor: 3000 }]);
    // £30 of £80 back: 30/80 of the provider's £70 is £26.25, leaving £43.75.
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      refunded_minor: 3000,
      amount_minor: 4375,
      fee_minor: 625,
      status: 'pending',
    });
    // Decided once: again is a 409, and the money does not move twice.
    expect(
      await c.post(
        `/ops/disputes/${disputeId}/decide`,
        { outcome: 'FULL_REFUND', reverseshare: 'true', note: 'Again' },
        operator.token,
      ),
    ).toMatchObject({ status: 409, body: { message: disputeMessages.notOpen } });
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([{ amount_refunded_minor: 3000 }]);

    const mails = await mailbox(server.app);
    const settled = `Callout: the problem with order ${orderid} is settled`;
    expect(mails.find((m) => m.to === w.customer.email && m.subject === settled)?.text).toContain(
      'Callout decided: a partial refund of £30.00.',
    );
    expect(
      mails.find((m) => m.to === w.customer.email && m.subject.includes('£30.00 refunded')),
    ).toBeDefined();
    expect(mails.find((m) => m.to === w.provider.email && m.subject === settled)?.text).toContain(
      'Your share of the refund is taken from your payout for it, which is no longer held.',
    );
    const [entry] = await listAudit(server.db, { subject: { type: 'dispute', id: disputeId } });
    expect(entry).toMatchObject({
      Action: 'dispute.decide',
      OperatorEmail: operator.email,
      After: { Outcome: 'PARTIAL_REFUND', RefundMinor: 3000, ProviderShareReversed: true },
      Note: 'The drip is visible.',
    });
    const after = await view(c, '/provider', orderid, w.provider.token);
    expect(after.Dispute).toMatchObject({
      Status: 'DECIDED',
      Decision: { Outcome: 'PARTIAL_REFUND', Refund: 30, ProviderShareReversed: true },
      Payout: { Amount: 43.75, Held: false },
    });
    // Released: the next weekly batch pays what is left.
    await weekly(c, operator.token);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      status: 'paid',
      transferred_minor: 4375,
    });
  });

  it('marks a paid payout at risk, and a full refund the platform bears leaves the provider paid', async () => {
    const { w, c, orderid, operator } = await completed('INSTANT');
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      status: 'paid',
      transferred_minor: 7000,
    });
    const opened = await report(c, orderid, w.customer.token);
    const disputeId = (opened.body.data as { DisputeID: string }).DisputeID;
    expect((await view(c, '/provider', orderid, w.provider.token)).Dispute?.Payout).toMatchObject({
      Held: false,
      AtRisk: true,
    });
    const decided = await c.post(
      `/ops/disputes/${disputeId}/decide`,
      { outcome: 'FULL_REFUND', reverseshare: 'false', note: 'Our goodwill.' },
      operator.token,
    );
    expect(decided.status, decided.body.message).toBe(200);
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([{ amount_refunded_minor: 8000 }]);
    expect(await sandboxTransfers(server.db, orderid)).toMatchObject([
      { amount_minor: 7000, amount_reversed_minor: 0 },
    ]);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      refunded_minor: 8000,
      amount_minor: 7000,
      fee_minor: 0,
      transferred_minor: 7000,
    });
    const provider = (await mailbox(server.app)).find(
      (m) => m.to === w.provider.email && m.subject.includes('is settled'),
    );
    expect(provider?.text).toContain('Callout pays the refund: your payout for it is unchanged');
    // The books still add up: captured + what the platform covered = refunded + fee + paid.
    const gateway = createSandboxGateway(server.db);
    const checked = await reconcilePayments(server.db, gateway);
    expect(checked.differing.filter((order) => order.orderId === orderid)).toEqual([]);
  });

  it('ends when the customer accepts the provider’s partial refund, then releases the instant payout', async () => {
    const c = client(server.app);
    const w = await orderWorld(server.db, c, { payoutAccount: false });
    await c.post('/provider/payoutschedule', { value: 'INSTANT' }, w.provider.token);
    const orderid = await w.book();
    await w.pay(orderid);
    await w.act('startorder', orderid);
    await w.act('endorder', orderid);
    await report(c, orderid, w.customer.token);
    // The account is ready only now: the payout stays held while the dispute is open.
    await readySandboxPayoutAccount(server.db, w.provider.id);
    const gateway = createSandboxGateway(server.db);
    await server.db.query(`UPDATE payouts SET updated_at = now() - interval '1 hour' WHERE order_id = $1`, [
      orderid,
    ]);
    await sweepPayouts(server.db, server.siteLinks, gateway, { graceSeconds: 0 });
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      status: 'pending',
      transferred_minor: 0,
    });

    await c.post(
      '/provider/disputeoffer',
      { orderid, kind: 'PARTIAL_REFUND', amount: '10.00', note: 'Sorry' },
      w.provider.token,
    );
    const customerSide = await view(c, '', orderid, w.customer.token);
    expect(customerSide.Dispute?.Offer).toEqual({
      Kind: 'PARTIAL_REFUND',
      Amount: 10,
      Note: 'Sorry',
      Status: 'OFFERED',
    });
    const accepted = await c.post('/answerdisputeoffer', { orderid, answer: 'ACCEPT' }, w.customer.token);
    expect(accepted.body.message).toBe(disputeMessages.offerAccepted);
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([{ amount_refunded_minor: 1000 }]);
    // £10 of £80: the provider gives up £8.75 of £70, and the rest is sent now.
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      amount_minor: 6125,
      transferred_minor: 6125,
      status: 'paid',
    });
    expect((await view(c, '', orderid, w.customer.token)).Dispute).toMatchObject({
      Status: 'RESOLVED',
      Offer: { Status: 'ACCEPTED' },
    });
    expect(await c.post('/disputechat', { orderid, Message: 'Thanks' }, w.customer.token)).toMatchObject({
      status: 409,
      body: { message: disputeMessages.notOpen },
    });
  });

  it('is reported only within the window after completion, on an own order, and reads its input strictly', async () => {
    const { w, c, orderid, operator } = await completed('WEEKLY');
    await server.db.query(`UPDATE orders SET ended_at = now() - interval '15 days' WHERE id = $1`, [orderid]);
    expect((await view(c, '', orderid, w.customer.token)).ReportUntil).toBeNull();
    expect(await report(c, orderid, w.customer.token)).toMatchObject({
      status: 409,
      body: { message: disputeMessages.notReportable },
    });
    const open = await w.book();
    expect((await report(c, open, w.customer.token)).body.message).toBe(disputeMessages.notReportable);

    const fresh = await completed('WEEKLY');
    const stranger = await orderWorld(server.db, fresh.c);
    expect((await report(fresh.c, fresh.orderid, stranger.customer.token)).status).toBe(404);
    expect(
      (await fresh.c.get(`/orderdispute${query({ orderid: fresh.orderid })}`, stranger.customer.token))
        .status,
    ).toBe(404);
    await report(fresh.c, fresh.orderid, fresh.w.customer.token);
    expect(
      (
        await fresh.c.get(
          `/provider/orderdispute${query({ orderid: fresh.orderid })}`,
          stranger.provider.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await fresh.c.post(
          '/provider/disputechat',
          { orderid: fresh.orderid, Message: 'Hi' },
          stranger.provider.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await fresh.c.post(
          '/answerdisputeoffer',
          { orderid: fresh.orderid, answer: 'ACCEPT' },
          stranger.customer.token,
        )
      ).status,
    ).toBe(404);

    const bad = async (form: Record<string, string>) =>
      (
        await c.post(
          '/reportproblem',
          { orderid, reason: 'DAMAGE', description: 'Scratched the sink badly.', ...form },
          w.customer.token,
        )
      ).status;
    expect(await bad({ reason: 'BORED' })).toBe(400);
    expect(await bad({ description: 'short' })).toBe(400);
    expect(await bad({ description: 'x'.repeat(2001) })).toBe(400);
    const decide = (form: Record<string, string>) =>
      c.post(
        '/ops/disputes/DSP-NOSUCHDISPUTE/decide',
        { note: 'x', reverseshare: 'true', ...form },
        operator.token,
      );
    expect((await decide({ outcome: 'PARTIAL_REFUND' })).status).toBe(400);
    expect((await decide({ outcome: 'PARTIAL_REFUND', amount: '-1' })).status).toBe(400);
    expect((await decide({ outcome: 'NO_REFUND' })).status).toBe(404);
  });
});
