// The operator tools under /api/ops: only operators get in, reviews follow the status rules and tell the
// provider, and bad input is a 4xx with words, never a 500.
import { kycDataResponseSchema } from '@callout/contracts/provider-kyc';
import { backends } from '@callout/server-testing/backends';
import { orderWorld, payoutsOf } from '@callout/server-testing/fixtures/order-lifecycle';
import { makeProvider, productId } from '@callout/server-testing/fixtures/orders';
import {
  kycForm,
  notificationsOf,
  operatorTools,
  providerIdOf,
} from '@callout/server-testing/fixtures/provider';
import { signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountsResponseSchema,
  kycListResponseSchema,
  payoutBatchResponseSchema,
  servicesListResponseSchema,
} from '../../../domain/ops/ops-contract';
import { opsMessages, providerMessages } from '../../../domain/provider/messages';

describe.each(backends)('operator tools on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let ops: Awaited<ReturnType<typeof operatorTools>>;
  beforeAll(async () => {
    ops = await operatorTools(server, c);
  }, 60_000);

  it('refuses everyone but operators', async () => {
    const customer = await signUp(c, 'user');
    const provider = await signUp(c, 'provider');
    const calls = [
      () => c.get('/ops/kyc'),
      () => c.get('/ops/services', customer.token),
      () => c.get('/ops/accounts', provider.token),
      () => c.post('/ops/kyc/PRV-X/review', { status: 'VERIFIED' }, provider.token),
      () => c.post('/ops/services/1/review', { status: 'ACTIVE' }, customer.token),
    ];
    for (const call of calls) {
      const reply = await call();
      expect(reply.status).toBe(401);
      expect(reply.body.success).toBe(false);
    }
  });

  it('queries a KYC submission with a note, takes the resubmission and verifies it', async () => {
    const { email, token } = await signUp(c, 'provider');
    const providerId = await providerIdOf(server, email);
    await c.post('/provider/updatekyc', kycForm(), token);
    // The VAT number from the provider's seller details shows where the operator reviews them.
    const listedVat = async () =>
      kycListResponseSchema
        .parse((await c.get('/ops/kyc', ops.token)).body)
        .data.find((k) => k.ProviderID === providerId)?.VAT;
    expect(await listedVat()).toBeNull();
    const details = {
      kind: 'COMPANY',
      legalname: 'Brass Tap Ltd',
      utr: '2234567890',
      address: '5 Wharf Street, Leeds',
      vat: 'gb 123 4567 89',
    };
    expect((await c.post('/provider/sellerdetails', details, token)).status).toBe(200);
    expect(await listedVat()).toBe('GB123456789');

    expect((await ops.reviewKyc(providerId, 'QUERIED')).body).toEqual({
      success: false,
      message: opsMessages.kycNoteRequired,
      field: 'note',
    });
    expect((await ops.reviewKyc(providerId, 'QUERIED', 'The utility bill is unreadable.')).status).toBe(200);
    const queried = kycDataResponseSchema.parse((await c.get('/provider/kycdata', token)).body);
    expect(queried.data?.[0]?.Status).toBe('QUERIED');
    expect(await notificationsOf(c, token)).toContain(
      'Your verification needs attention: The utility bill is unreadable.',
    );
    const pending = kycListResponseSchema.parse((await c.get('/ops/kyc', ops.token)).body);
    expect(pending.data.map((k) => k.ProviderID)).not.toContain(providerId);

    // QUERIED allows resubmission; the old documents go.
    const [before] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM kyc_documents WHERE provider_id = $1',
      [providerId],
    );
    expect((await c.post('/provider/updatekyc', kycForm(), token)).status).toBe(201);
    const [after] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM kyc_documents WHERE provider_id = $1',
      [providerId],
    );
    expect(after?.n).toBe(before?.n);
    expect((await ops.reviewKyc(providerId, 'VERIFIED')).body.message).toBe('KYC marked VERIFIED.');
    const [account] = await server.db.query<{ kyc_status: string }>(
      'SELECT kyc_status FROM accounts WHERE id = $1',
      [providerId],
    );
    expect(account?.kyc_status).toBe('VERIFIED');
    // VERIFIED is final for the provider.
    expect((await c.post('/provider/updatekyc', kycForm(), token)).body).toEqual({
      success: false,
      message: providerMessages.kycAlreadyVerified,
    });
    const all = kycListResponseSchema.parse((await c.get('/ops/kyc?status=VERIFIED', ops.token)).body);
    expect(all.data.find((k) => k.ProviderID === providerId)).toMatchObject({ Status: 'VERIFIED' });
  });

  it('approves, denies and suspends service requests', async () => {
    const provider = await makeProvider(server.db, c, {
      services: [
        ['Leak repair', 60, 'SUBMITTED'],
        ['Deep clean', 150, 'SUBMITTED'],
      ],
    });
    const listed = servicesListResponseSchema.parse((await c.get('/ops/services', ops.token)).body).data;
    const mine = listed.filter((s) => s.ProviderID === provider.id);
    expect(mine.map((s) => [s.Product, s.Status, s.KycStatus])).toEqual([
      ['Leak repair', 'SUBMITTED', 'VERIFIED'],
      ['Deep clean', 'SUBMITTED', 'VERIFIED'],
    ]);
    const [leak, clean] = mine;
    expect((await ops.reviewService(leak?.RequestID ?? '', 'ACTIVE')).status).toBe(200);
    expect(
      (await ops.reviewService(clean?.RequestID ?? '', 'DENIED', 'Photos of past work needed.')).status,
    ).toBe(200);
    expect(await notificationsOf(c, provider.token)).toEqual(
      expect.arrayContaining([
        'Your request for Leak repair is ACTIVE.',
        'Your request for Deep clean is DENIED. Photos of past work needed.',
      ]),
    );
    // A denied request can be asked again; a suspended one cannot.
    const cleanId = await productId(server.db, 'Deep clean');
    expect(
      (await c.post('/provider/newcertrequest', { id: cleanId, price: '160' }, provider.token)).body.message,
    ).toBe(providerMessages.certResubmitted);
    await ops.reviewService(leak?.RequestID ?? '', 'SUSPENDED');
    const leakId = await productId(server.db, 'Leak repair');
    expect(
      (await c.post('/provider/newcertrequest', { id: leakId, price: '70' }, provider.token)).status,
    ).toBe(409);
    const suspended = servicesListResponseSchema.parse(
      (await c.get('/ops/services?status=SUSPENDED', ops.token)).body,
    );
    expect(suspended.data.map((s) => s.RequestID)).toContain(leak?.RequestID);
  });

  it('lists accounts by role and search', async () => {
    const { email } = await signUp(c, 'provider');
    const found = accountsResponseSchema.parse(
      (await c.get(`/ops/accounts?role=provider&search=${encodeURIComponent(email)}`, ops.token)).body,
    );
    expect(found.data).toEqual([
      expect.objectContaining({ Email: email, Role: 'provider', EmailVerified: false }),
    ]);
    const customers = accountsResponseSchema.parse((await c.get('/ops/accounts?role=user', ops.token)).body);
    expect(customers.data.every((a) => a.Role === 'user')).toBe(true);
  });

  it('runs the weekly payouts', async () => {
    const world = await orderWorld(server.db, c);
    const orderId = await world.book();
    await world.pay(orderId);
    await world.act('startorder', orderId);
    await world.act('endorder', orderId);
    expect(await payoutsOf(server.db, orderId)).toEqual([
      { amount_minor: 8000, schedule: 'WEEKLY', status: 'pending' },
    ]);
    expect((await c.post('/ops/payouts/weekly', {}, world.provider.token)).status).toBe(401);

    const run = payoutBatchResponseSchema.parse((await c.post('/ops/payouts/weekly', {}, ops.token)).body);
    expect(run.data.Totals).toMatchObject({ [`${world.provider.id} gbp`]: 8000 });
    expect(run.message).toMatch(/^Weekly payouts run: \d+ payouts? paid\.$/);
    expect(await payoutsOf(server.db, orderId)).toEqual([
      { amount_minor: 8000, schedule: 'WEEKLY', status: 'paid' },
    ]);
  });

  it('answers bad input with a 4xx and a message', async () => {
    const bad = [
      () => c.get('/ops/kyc?status=MAYBE', ops.token),
      () => c.get('/ops/services?status=nope', ops.token),
      () => c.get('/ops/accounts?role=admin', ops.token),
      () => c.post('/ops/kyc/PRV-NOBODY/review', { status: 'VERIFIED' }, ops.token),
      () => c.post('/ops/kyc/bad%20id/review', { status: 'VERIFIED' }, ops.token),
      () => c.post('/ops/kyc/PRV-NOBODY/review', { status: 'MAYBE' }, ops.token),
      () => c.post('/ops/kyc/PRV-NOBODY/review', { status: 'QUERIED', note: 'x'.repeat(1001) }, ops.token),
      () => c.post('/ops/services/999999/review', { status: 'ACTIVE' }, ops.token),
      () => c.post('/ops/services/abc/review', { status: 'ACTIVE' }, ops.token),
      () => c.post('/ops/services/1/review', {}, ops.token),
    ];
    for (const call of bad) {
      const reply = await call();
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(reply.body.message).toEqual(expect.any(String));
    }
  });
});
