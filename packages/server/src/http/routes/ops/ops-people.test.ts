// The operator's account and order pages: suspending ends sessions, refuses sign-in, hides a provider and
// mails the owner, reinstating reverses it; the order search and timeline; every action is audited.
import { activeProvidersResponseSchema } from '@callout/contracts/catalog';
import {
  accountDetailResponseSchema,
  opsPeopleMessages,
  orderDetailResponseSchema,
  ordersResponseSchema,
} from '@callout/contracts/ops-people';
import { backends } from '@callout/server-testing/backends';
import { orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { day, productId, query } from '@callout/server-testing/fixtures/orders';
import { kycForm, operatorTools, providerIdOf } from '@callout/server-testing/fixtures/provider';
import { signUp, strongPassword } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../domain/ops/audit-log-store';

describe.each(backends)('operator account and order pages on $name', (backend) => {
  const { server, c } = suiteServer(backend);
  let ops: Awaited<ReturnType<typeof operatorTools>>;
  let world: Awaited<ReturnType<typeof orderWorld>>;
  beforeAll(async () => {
    ops = await operatorTools(server, c);
    world = await orderWorld(server.db, c);
  }, 60_000);

  const idOf = async (email: string) => {
    const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]);
    return row?.id ?? '';
  };
  const mailsTo = async (email: string) =>
    (
      await server.db.query<{ subject: string; text_body: string }>(
        'SELECT subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id',
        [email],
      )
    ).map((mail) => mail.subject);
  const detail = async (accountId: string) =>
    accountDetailResponseSchema.parse((await c.get(`/ops/accounts/${accountId}`, ops.token)).body).data;

  it('refuses everyone but operators', async () => {
    const customer = await signUp(c, 'user');
    const id = await idOf(customer.email);
    const calls = [
      () => c.get(`/ops/accounts/${id}`),
      () => c.post(`/ops/accounts/${id}/suspend`, { note: 'x' }, customer.token),
      () => c.post(`/ops/accounts/${id}/reinstate`, {}, customer.token),
      () => c.get('/ops/orders', world.provider.token),
      () => c.get(`/ops/orders/ORD-X`, customer.token),
    ];
    for (const call of calls) expect((await call()).status).toBe(401);
  });

  it('suspends a customer: sessions end, sign-in is refused, the owner is mailed; reinstating reverses it', async () => {
    const customer = await signUp(c, 'user');
    const id = await idOf(customer.email);
    const suspended = await c.post(`/ops/accounts/${id}/suspend`, { note: 'Abusive messages' }, ops.token);
    expect(suspended.body).toEqual({ success: true, message: opsPeopleMessages.suspended });

    expect((await c.get('/valsession', customer.token)).status).toBe(401);
    const [{ n } = { n: -1 }] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE account_id = $1',
      [id],
    );
    expect(n).toBe(0);
    const login = await c.post('/login', { email: customer.email, password: strongPassword });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ success: false, message: opsPeopleMessages.loginSuspended });
    // A wrong password still gets the usual answer: suspension is no hint about who is registered.
    expect((await c.post('/login', { email: customer.email, password: 'Wrong#12345' })).status).toBe(401);
    expect(await mailsTo(customer.email)).toContain('Your Callout account is suspended');

    const page = await detail(id);
    expect(page.Suspended).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(page.SuspensionNote).toBe('Abusive messages');
    expect(page.Audit[0]).toMatchObject({ Action: 'account.suspend', Note: 'Abusive messages' });

    const again = await c.post(`/ops/accounts/${id}/suspend`, { note: 'Again' }, ops.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(opsPeopleMessages.alreadySuspended);

    const reinstated = await c.post(`/ops/accounts/${id}/reinstate`, {}, ops.token);
    expect(reinstated.body).toEqual({ success: true, message: opsPeopleMessages.reinstated });
    expect((await c.post('/login', { email: customer.email, password: strongPassword })).status).toBe(200);
    expect(await mailsTo(customer.email)).toContain('Your Callout account is reinstated');
    const after = await detail(id);
    expect(after.Suspended).toBeNull();
    expect(after.Audit.map((entry) => entry.Action)).toEqual(['account.reinstate', 'account.suspend']);
    expect((await c.post(`/ops/accounts/${id}/reinstate`, {}, ops.token)).status).toBe(409);
  });

  it('hides a suspended provider from customers and shows them again when reinstated', async () => {
    const prodid = await productId(server.db, 'Leak repair');
    const listed = async () =>
      (
        activeProvidersResponseSchema.parse(
          (await c.post('/activeproviders', { prodid, schedule: day(2), search: '' })).body,
        ).data ?? []
      ).map((provider) => provider.PersonnelID);
    expect(await listed()).toContain(world.provider.id);
    await c.post(
      `/ops/accounts/${world.provider.id}/suspend`,
      { note: 'Complaints under review' },
      ops.token,
    );
    expect(await listed()).not.toContain(world.provider.id);
    const direct = await c.post(
      '/requestservice',
      {
        prodid,
        zipcode: 'SE1 7PB',
        address: '1 Waterloo Road',
        scheduled: day(2),
        provider: world.provider.id,
      },
      world.customer.token,
    );
    expect(direct.status).toBeGreaterThanOrEqual(400);
    expect(direct.status).toBeLessThan(500);
    await c.post(`/ops/accounts/${world.provider.id}/reinstate`, { note: 'Cleared' }, ops.token);
    expect(await listed()).toContain(world.provider.id);
  });

  it('answers bad input and impossible actions with words', async () => {
    const customer = await signUp(c, 'user');
    const id = await idOf(customer.email);
    const noNote = await c.post(`/ops/accounts/${id}/suspend`, { note: ' ' }, ops.token);
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toBe(opsPeopleMessages.suspendNoteRequired);
    const unknown = await c.post('/ops/accounts/CUS-0000000000/suspend', { note: 'x' }, ops.token);
    expect(unknown.status).toBe(404);
    expect((await c.get('/ops/accounts/CUS-0000000000', ops.token)).status).toBe(404);
    const [operator] = await server.db.query<{ id: string }>(
      `SELECT id FROM accounts WHERE role = 'operator' ORDER BY created_at LIMIT 1`,
    );
    const staff = await c.post(`/ops/accounts/${operator?.id}/suspend`, { note: 'x' }, ops.token);
    expect(staff.status).toBe(409);
    expect(staff.body.message).toBe(opsPeopleMessages.notSuspendable);
    expect((await c.get(`/ops/orders${query({ status: 'LOST' })}`, ops.token)).status).toBe(400);
    expect((await c.get('/ops/orders/ORD-0000000000', ops.token)).status).toBe(404);
  });

  it('finds orders by id, email and status and tells an order’s story', async () => {
    const orderId = await world.book();
    expect((await world.pay(orderId)).status).toBe(200);
    expect((await world.act('startorder', orderId)).status).toBe(200);
    expect((await world.act('endorder', orderId)).status).toBe(200);

    const search = async (params: Record<string, string>) =>
      ordersResponseSchema
        .parse((await c.get(`/ops/orders${query(params)}`, ops.token)).body)
        .data.map((order) => order.OrderID);
    expect(await search({ search: orderId })).toEqual([orderId]);
    expect(await search({ search: world.customer.email.toUpperCase() })).toContain(orderId);
    expect(await search({ search: world.customer.email, status: 'COMPLETED' })).toContain(orderId);
    expect(await search({ search: world.customer.email, status: 'CANCELLED' })).not.toContain(orderId);
    // The provider's email, and text running from the order id into the customer's email (joined by a
    // space), as the fields were searched joined.
    expect(await search({ search: world.provider.email })).toContain(orderId);
    expect(await search({ search: `${orderId.slice(-4)} ${world.customer.email.slice(0, 4)}` })).toEqual([
      orderId,
    ]);
    expect(await search({ search: `${orderId} nobody` })).toEqual([]);

    const order = orderDetailResponseSchema.parse(
      (await c.get(`/ops/orders/${orderId}`, ops.token)).body,
    ).data;
    expect(order).toMatchObject({
      OrderID: orderId,
      Status: 'COMPLETED',
      CustomerEmail: world.customer.email,
    });
    const kinds = order.Timeline.map((event) => event.Kind);
    for (const kind of ['created', 'paid', 'started', 'ended']) expect(kinds).toContain(kind);
    expect(kinds.indexOf('created')).toBeLessThan(kinds.indexOf('ended'));
    expect(order.Captured).toBeGreaterThan(0);
    expect(order.Refundable).toBe(order.Captured - order.Refunded);

    const account = await detail(world.customer.id);
    expect(account.Orders.map((o) => o.OrderID)).toContain(orderId);
  });

  it('writes KYC and service decisions to the audit log', async () => {
    const { email, token } = await signUp(c, 'provider');
    const providerId = await providerIdOf(server, email);
    await c.post('/provider/updatekyc', kycForm(), token);
    expect((await ops.reviewKyc(providerId, 'QUERIED', 'Blurred photo')).status).toBe(200);
    const [kyc] = await listAudit(server.db, { accountId: providerId });
    expect(kyc).toMatchObject({
      Action: 'kyc.review',
      Before: { Status: 'SUBMITTED' },
      After: { Status: 'QUERIED' },
      Note: 'Blurred photo',
    });

    const prodid = await productId(server.db, 'Tap or toilet fitting');
    await c.post('/provider/newcertrequest', { id: prodid, price: '45' }, token);
    const requestId = await ops.requestIdOf(providerId, prodid);
    expect((await ops.reviewService(requestId, 'DENIED', 'Verify first')).status).toBe(200);
    const [service] = await listAudit(server.db, { subject: { type: 'service', id: requestId } });
    expect(service).toMatchObject({
      Action: 'service.review',
      AccountID: providerId,
      After: { Status: 'DENIED' },
      Note: 'Verify first',
    });
    expect((await detail(providerId)).Audit.map((entry) => entry.Action)).toEqual([
      'service.review',
      'kyc.review',
    ]);
  });
});
