// Providers' money in sandbox mode, through the API and the sandbox's own ledger: the platform fee split off
// each capture, INSTANT payouts transferred at settlement, WEEKLY ones left for the batch, a payout waiting
// for its account until onboarding, refunds taking the provider's share back, and no payout paid twice
// however its settlement is repeated, raced or cut short by a crash.
import { notificationsResponseSchema } from '@callout/contracts/provider-jobs';
import { backends } from '@callout/server-testing/backends';
import {
  orderWorld,
  payoutLedgerOf,
  readySandboxPayoutAccount,
  sandboxIntents,
  sandboxTransfers,
} from '@callout/server-testing/fixtures/order-lifecycle';
import { signInOperator } from '@callout/server-testing/fixtures/support';
import { type Client, client } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GatewayError, type PaymentGateway } from '../payments/gateway';
import { refundMessages, refundPayment } from '../payments/refunds';
import { createSandboxGateway } from '../payments/sandbox-gateway';
import { capturePayment } from '../payments/settlement';
import { settlePayout } from './payout-transfers';
import { runWeeklyPayouts } from './weekly-payouts';

class Crash extends Error {}

describe.each(backends)('payouts in the sandbox on $name', (backend) => {
  // 12.5%: £80 leaves the provider £70 and the platform £10.
  const { server } = suiteServer(backend, { env: { PLATFORM_FEE_PERCENT: '12.5' } });
  let gateway: PaymentGateway;
  beforeAll(() => {
    gateway = createSandboxGateway(server.db, { feeBasisPoints: 1250 });
  });

  /** A provider (INSTANT or WEEKLY) with a paid PER JOB order at £80, ended: captured and settled. */
  const settled = async (schedule: 'INSTANT' | 'WEEKLY', options: { payoutAccount?: boolean } = {}) => {
    const c = client(server.app);
    const w = await orderWorld(server.db, c, options);
    await c.post('/provider/payoutschedule', { value: schedule }, w.provider.token);
    const orderid = await w.book();
    expect((await w.pay(orderid)).status).toBe(200);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    expect((await w.act('endorder', orderid)).status).toBe(200);
    return { w, c, orderid };
  };
  const bell = async (c: Client, token: string) =>
    notificationsResponseSchema.parse((await c.get('/provider/getnotifications', token)).body).data ?? [];

  it('splits the fee off the capture and transfers an INSTANT payout at settlement, once', async () => {
    const { w, c, orderid } = await settled('INSTANT');
    expect(await sandboxIntents(server.db, orderid)).toMatchObject([{ amount_captured_minor: 8000 }]);
    const payout = await payoutLedgerOf(server.db, orderid);
    expect(payout).toMatchObject({
      gross_minor: 8000,
      fee_basis_points: 1250,
      fee_minor: 1000,
      net_minor: 7000,
      amount_minor: 7000,
      transferred_minor: 7000,
      status: 'paid',
      schedule: 'INSTANT',
    });
    const transfers = await sandboxTransfers(server.db, orderid);
    expect(transfers).toEqual([
      {
        id: payout?.transfer_id,
        amount_minor: 7000,
        amount_reversed_minor: 0,
        destination: `acct_sbx_${w.provider.id}`,
      },
    ]);
    const [ledger] = await server.db.query<{ idempotency_key: string; source_transaction: string }>(
      'SELECT idempotency_key, source_transaction FROM sandbox_transfers WHERE transfer_group = $1',
      [orderid],
    );
    expect(ledger?.idempotency_key).toBe(`callout-payout-${payout?.id}-transfer-1`);
    expect(ledger?.source_transaction).toMatch(/^ch_sbx_/);
    expect((await bell(c, w.provider.token)).map((n) => n.Notification)).toContain(
      `Payout of £70.00 sent for Leak repair (${orderid}).`,
    );

    // Settling again, the sweeper's way or a second instance's, sends nothing more.
    expect(await capturePayment(server.db, server.siteLinks, gateway, orderid)).toBe(true);
    expect(
      await Promise.all(
        [1, 2, 3].map(() => settlePayout(server.db, server.siteLinks, gateway, payout?.id ?? 0)),
      ),
    ).toEqual(['nothing', 'nothing', 'nothing']);
    expect(await sandboxTransfers(server.db, orderid)).toHaveLength(1);
  });

  it('leaves a WEEKLY payout for the batch, and an INSTANT one without an account until onboarding', async () => {
    const weekly = await settled('WEEKLY');
    expect(await payoutLedgerOf(server.db, weekly.orderid)).toMatchObject({
      status: 'pending',
      transferred_minor: 0,
    });
    expect(await sandboxTransfers(server.db, weekly.orderid)).toEqual([]);

    const waiting = await settled('INSTANT', { payoutAccount: false });
    expect(await payoutLedgerOf(server.db, waiting.orderid)).toMatchObject({
      status: 'pending',
      amount_minor: 7000,
    });
    // Onboarding in the sandbox (the provider's StripeLink) sends what was waiting.
    const profile = await waiting.c.get('/provider/profile', waiting.w.provider.token);
    const link = (profile.body.data as { StripeLink: string }).StripeLink;
    const key = new URL(link, 'http://x').searchParams.get('key') ?? '';
    const done = await server.app.inject({
      method: 'POST',
      url: '/api/payouts/sandbox-onboarding',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        key,
        holder: 'Paula Tester',
        sortCode: '108800',
        accountNumber: '00012345',
      }).toString(),
    });
    expect(done.statusCode).toBe(303);
    expect(await payoutLedgerOf(server.db, waiting.orderid)).toMatchObject({
      status: 'paid',
      transferred_minor: 7000,
    });

    // The batch pays the weekly one (and only what is owed), once.
    const operator = await signInOperator(server, weekly.c);
    const run = await weekly.c.post('/ops/payouts/weekly', {}, operator.token);
    expect(run.status).toBe(200);
    expect(await payoutLedgerOf(server.db, weekly.orderid)).toMatchObject({
      status: 'paid',
      transferred_minor: 7000,
      batch_id: (run.body.data as { BatchID: string }).BatchID,
    });
    expect((run.body.data as { Totals: Record<string, number> }).Totals[`${weekly.w.provider.id} gbp`]).toBe(
      7000,
    );
    await weekly.c.post('/ops/payouts/weekly', {}, operator.token);
    expect(await sandboxTransfers(server.db, weekly.orderid)).toHaveLength(1);
  });

  it('takes a refund’s share from a pending payout, or reverses it from the transfer, never beyond the capture', async () => {
    const weekly = await settled('WEEKLY');
    // £20 of £80 back: a quarter of the provider's £70 (£17.50) and of the fee (£2.50).
    const first = await refundPayment(server.db, server.siteLinks, gateway, weekly.orderid, {
      amountMinor: 2000,
      reason: 'Late',
    });
    expect(first).toMatchObject({ kind: 'done' });
    expect(await payoutLedgerOf(server.db, weekly.orderid)).toMatchObject({
      refunded_minor: 2000,
      amount_minor: 5250,
      fee_minor: 750,
      transferred_minor: 0,
    });
    expect(await sandboxIntents(server.db, weekly.orderid)).toMatchObject([{ amount_refunded_minor: 2000 }]);

    const instant = await settled('INSTANT');
    const key = `refund-${instant.orderid}`;
    const refund = { amountMinor: 4000, reason: 'Half the job', requestKey: key };
    const done = await refundPayment(server.db, server.siteLinks, gateway, instant.orderid, refund);
    // The same request again is the same refund.
    expect(await refundPayment(server.db, server.siteLinks, gateway, instant.orderid, refund)).toEqual({
      ...done,
      replayed: true,
    });
    expect(await sandboxIntents(server.db, instant.orderid)).toMatchObject([{ amount_refunded_minor: 4000 }]);
    expect(await payoutLedgerOf(server.db, instant.orderid)).toMatchObject({
      amount_minor: 3500,
      fee_minor: 500,
      transferred_minor: 3500,
      reversed_minor: 3500,
      status: 'paid',
    });
    expect(await sandboxTransfers(server.db, instant.orderid)).toMatchObject([
      { amount_minor: 7000, amount_reversed_minor: 3500 },
    ]);
    expect(
      await refundPayment(server.db, server.siteLinks, gateway, instant.orderid, {
        amountMinor: 4001,
        reason: 'Too much',
      }),
    ).toEqual({
      kind: 'refused',
      refundId: null,
      reason: refundMessages.tooMuch(4000),
      refusal: 'too-much',
    });
    // The rest: everything is back with the customer, nothing is left at the provider, no fee is kept.
    await refundPayment(server.db, server.siteLinks, gateway, instant.orderid, {
      amountMinor: 4000,
      reason: 'All of it',
    });
    expect(await payoutLedgerOf(server.db, instant.orderid)).toMatchObject({
      refunded_minor: 8000,
      amount_minor: 0,
      fee_minor: 0,
      transferred_minor: 0,
      status: 'reversed',
    });
  });

  it('never pays twice: racing settlements share one key, and a crash after the transfer is finished from the ledger', async () => {
    const racing = await settled('WEEKLY');
    const racer = (await payoutLedgerOf(server.db, racing.orderid))?.id ?? 0;
    const steps = await Promise.all(
      [1, 2, 3, 4].map(() =>
        settlePayout(server.db, server.siteLinks, gateway, racer, { weekly: true, graceSeconds: 0 }),
      ),
    );
    expect(steps).toContain('moved');
    expect(await sandboxTransfers(server.db, racing.orderid)).toHaveLength(1);
    expect(await payoutLedgerOf(server.db, racing.orderid)).toMatchObject({ transferred_minor: 7000 });

    // The transfer is made, then the process dies before recording it.
    const cut = await settled('WEEKLY');
    const payoutId = (await payoutLedgerOf(server.db, cut.orderid))?.id ?? 0;
    const dying: PaymentGateway = {
      ...gateway,
      createTransfer: async (input) => {
        await gateway.createTransfer(input);
        throw new Crash('killed after the transfer');
      },
    };
    await expect(
      settlePayout(server.db, server.siteLinks, dying, payoutId, { weekly: true }),
    ).rejects.toBeInstanceOf(Crash);
    const [inFlight] = await server.db.query<{ transfer_key: string | null }>(
      'SELECT transfer_key FROM payouts WHERE id = $1',
      [payoutId],
    );
    expect(inFlight?.transfer_key).toBe(`callout-payout-${payoutId}-transfer-1`);
    // Left alone while it may still be someone's call; then finished without a second transfer.
    expect(await settlePayout(server.db, server.siteLinks, gateway, payoutId, { weekly: true })).toBe(
      'nothing',
    );
    const unreachable: PaymentGateway = {
      ...gateway,
      createTransfer: () => Promise.reject(new GatewayError('down', true)),
    };
    expect(
      await settlePayout(server.db, server.siteLinks, unreachable, payoutId, {
        weekly: true,
        graceSeconds: 0,
      }),
    ).toBe('moved');
    expect(await sandboxTransfers(server.db, cut.orderid)).toHaveLength(1);
    expect(await payoutLedgerOf(server.db, cut.orderid)).toMatchObject({
      status: 'paid',
      transferred_minor: 7000,
    });
  });

  it('marks a refused transfer failed and tells the provider; the batch tries it again', async () => {
    const { w, c, orderid } = await settled('WEEKLY');
    const payoutId = (await payoutLedgerOf(server.db, orderid))?.id ?? 0;
    const refusing: PaymentGateway = {
      ...gateway,
      createTransfer: () => Promise.reject(new GatewayError('The destination account is closed.', false)),
    };
    expect(await settlePayout(server.db, server.siteLinks, refusing, payoutId, { weekly: true })).toBe(
      'refused',
    );
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({
      status: 'failed',
      failure_reason: 'The destination account is closed.',
      transferred_minor: 0,
    });
    expect((await bell(c, w.provider.token)).map((n) => n.Notification)).toContain(
      `Your payout for Leak repair (${orderid}) could not be sent: The destination account is closed. It will be tried again.`,
    );
    // Not retried on every settlement; the next batch uses a new key.
    expect(await settlePayout(server.db, server.siteLinks, gateway, payoutId)).toBe('nothing');
    await readySandboxPayoutAccount(server.db, w.provider.id);
    const batch = await runWeeklyPayouts(server.db, server.siteLinks, gateway);
    expect(batch?.count).toBeGreaterThanOrEqual(1);
    const [ledger] = await server.db.query<{ idempotency_key: string }>(
      'SELECT idempotency_key FROM sandbox_transfers WHERE transfer_group = $1',
      [orderid],
    );
    expect(ledger?.idempotency_key).toBe(`callout-payout-${payoutId}-transfer-2`);
    expect(await payoutLedgerOf(server.db, orderid)).toMatchObject({ status: 'paid', failure_reason: null });
  });
});
