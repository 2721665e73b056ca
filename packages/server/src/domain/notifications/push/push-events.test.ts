// Every kind of push reaches a subscribed device, encrypted (aes128gcm) and signed with
// VAPID, and decrypted by the stand-in push service as a browser would; the account's switches stop a
// push or a mail; a device its push service reports gone (410) is forgotten.
import type { NotificationKind, PushPayload } from '@callout/contracts/push';
import { backends } from '@callout/server-testing/backends';
import { orderWorld, perJob } from '@callout/server-testing/fixtures/order-lifecycle';
import { day, makeProvider, productId, query } from '@callout/server-testing/fixtures/orders';
import { kycForm, operatorTools, providerIdOf } from '@callout/server-testing/fixtures/provider';
import { openCase } from '@callout/server-testing/fixtures/support';
import { type Client, mailbox, prefixOf, signUp } from '@callout/server-testing/harness';
import { type PushDevice, startPushStandIn } from '@callout/server-testing/push-stand-in';
import { suiteServer } from '@callout/server-testing/suite-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pushService = await startPushStandIn();
afterAll(() => pushService.close());

const payloads = (device: PushDevice) => device.received.map((push) => push.payload as PushPayload);

/** Waits for a push of `kind` on `device` (the sender sends right after the event's transaction). */
async function pushOf(device: PushDevice, kind: NotificationKind): Promise<PushPayload> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = payloads(device).find((payload) => payload.kind === kind);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`no ${kind} push; got ${JSON.stringify(payloads(device))}, ${pushService.rejected}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Each test walks a whole journey through the app; a busy machine needs more than the default 5 s. */
const journeyTimeout = 60_000;

/** Lets the sender catch up, for checks that a push did NOT come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_500));

async function subscribed(c: Client, role: 'user' | 'provider', token: string): Promise<PushDevice> {
  const device = pushService.device();
  const { endpoint, keys } = device.subscription;
  const reply = await c.post(`${prefixOf(role)}/push/subscribe`, { endpoint, ...keys }, token);
  expect(reply.status, reply.body.message).toBe(200);
  return device;
}

describe.each(backends)('pushes and order mails on $name', (backend) => {
  const { server, c } = suiteServer(backend, {
    env: { PUSH_ENDPOINT_HOSTS: pushService.host, PUBLIC_SITE_URL: 'https://callout.test' },
  });
  let world: Awaited<ReturnType<typeof orderWorld>>;
  let customerDevice: PushDevice;
  let providerDevice: PushDevice;
  beforeAll(async () => {
    world = await orderWorld(server.db, c);
    customerDevice = await subscribed(c, 'user', world.customer.token);
    providerDevice = await subscribed(c, 'provider', world.provider.token);
  });
  const mailsTo = async (to: string) => (await mailbox(server.app)).filter((mail) => mail.to === to);

  it(
    'pushes a booked, paid, chatted, started and ended job to both sides, signed and encrypted',
    async () => {
      const orderid = await world.book();
      expect(await pushOf(providerDevice, 'DIRECT_REQUEST')).toMatchObject({
        title: 'New request',
        body: expect.stringMatching(/^New request: Leak repair on .+ at SE1\.$/),
        url: `/provider/details/${orderid}`,
        tag: `request-${orderid}`,
      });
      const [first] = providerDevice.received;
      expect(first?.headers['content-encoding']).toBe('aes128gcm');
      expect(first?.headers.authorization).toMatch(/^vapid t=/);
      const key = (await c.get('/push/key')).body.data as { publicKey: string };
      expect(first?.vapid).toEqual({
        subject: 'mailto:support@callout.co.uk',
        audience: `http://${pushService.host}`,
        publicKey: key.publicKey,
      });

      expect((await world.pay(orderid)).status).toBe(200);
      expect(await pushOf(providerDevice, 'PAYMENT_SECURED')).toMatchObject({
        url: `/provider/details/${orderid}`,
      });
      expect(await pushOf(customerDevice, 'BOOKING_CONFIRMED')).toMatchObject({
        title: 'Booking confirmed',
        url: `/details/${orderid}`,
      });

      const chat = { ChatId: orderid, Category: 'ORDER' };
      await c.post('/newchat', { ...chat, Message: 'The gate code is 1234' }, world.customer.token);
      expect(await pushOf(providerDevice, 'CHAT_MESSAGE')).toMatchObject({
        body: 'Leak repair: The gate code is 1234',
        url: `/provider/details/${orderid}`,
      });
      await c.post('/provider/newchat', { ...chat, Message: 'On my way' }, world.provider.token);
      expect(await pushOf(customerDevice, 'CHAT_MESSAGE')).toMatchObject({
        body: 'Leak repair: On my way',
        url: `/details/${orderid}`,
      });

      expect((await world.act('startorder', orderid)).status).toBe(200);
      expect(await pushOf(customerDevice, 'PROVIDER_STARTED')).toMatchObject({ url: `/details/${orderid}` });
      expect((await world.act('endorder', orderid)).status).toBe(200);
      expect(await pushOf(customerDevice, 'JOB_ENDED')).toMatchObject({ url: `/details/${orderid}` });
      expect(await pushOf(providerDevice, 'PAYOUT')).toMatchObject({ url: `/provider/details/${orderid}` });

      const subjects = (await mailsTo(world.customer.email)).map((mail) => mail.subject);
      expect(subjects).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Booking confirmed: Leak repair on /),
          expect.stringMatching(/^Your job has started: Leak repair on /),
          expect.stringMatching(/^Job completed: Leak repair on /),
        ]),
      );
      const confirmed = (await mailsTo(world.customer.email)).find((mail) =>
        mail.subject.startsWith('Booking'),
      );
      expect(confirmed?.text).toContain(`See your order: https://callout.test/details/${orderid}`);
    },
    journeyTimeout,
  );

  it(
    'pushes a cancellation to the other side only, and mails the customer either way',
    async () => {
      const byProvider = await world.book();
      expect((await world.act('provider/cancelorder', byProvider, world.provider.token)).status).toBe(200);
      expect(await pushOf(customerDevice, 'ORDER_CANCELLED')).toMatchObject({
        url: `/details/${byProvider}`,
      });

      const byCustomer = await world.book();
      expect((await world.act('cancelorder', byCustomer)).status).toBe(200);
      const pushed = await pushOf(providerDevice, 'ORDER_CANCELLED');
      expect(pushed.url).toBe(`/provider/details/${byCustomer}`);
      await settle();
      const toCustomer = payloads(customerDevice).filter((p) => p.kind === 'ORDER_CANCELLED');
      expect(toCustomer.map((p) => p.url)).toEqual([`/details/${byProvider}`]);
      const cancelled = (await mailsTo(world.customer.email)).filter((m) =>
        m.subject.startsWith('Order cancelled'),
      );
      expect(
        cancelled.map((m) => m.text.match(/cancelled (at your request|by the provider)/)?.[1]).sort(),
      ).toEqual(['at your request', 'by the provider']);
    },
    journeyTimeout,
  );

  it(
    'pushes a published job to a provider who can bid, the bid to the customer, the engagement back',
    async () => {
      const bidder = await makeProvider(server.db, c, { services: [[perJob, 75]] });
      const bidderDevice = await subscribed(c, 'provider', bidder.token);
      const published = await c.post(
        '/requestservice',
        {
          prodid: await productId(server.db, perJob),
          zipcode: 'M1 1AE',
          address: 'Piccadilly',
          scheduled: day(4),
          provider: 'BID',
        },
        world.customer.token,
      );
      const orderid = published.body.message;
      expect(await pushOf(bidderDevice, 'JOB_PUBLISHED')).toMatchObject({
        url: '/provider',
        tag: `job-${orderid}`,
      });
      await c.get(`/provider/bidrequest${query({ orderid, lat: '53.48', lng: '-2.24' })}`, bidder.token);
      expect(await pushOf(customerDevice, 'BID_RECEIVED')).toMatchObject({ url: `/details/${orderid}` });
      await c.get(`/finalizerequest${query({ orderid, personnel: bidder.id })}`, world.customer.token);
      expect(await pushOf(bidderDevice, 'BID_ACCEPTED')).toMatchObject({
        url: `/provider/details/${orderid}`,
      });
    },
    journeyTimeout,
  );

  it(
    "pushes support's replies to customers and providers, opening their case",
    async () => {
      const ops = await operatorTools(server, c);
      for (const [role, token, device, page] of [
        ['user', world.customer.token, customerDevice, '/support-chat/'],
        ['provider', world.provider.token, providerDevice, '/provider/chat/'],
      ] as const) {
        const caseId = await openCase(c, role, token);
        const reply = await c.post(`/operator/cases/${caseId}/reply`, { Message: 'Refunded.' }, ops.token);
        expect(reply.status, reply.body.message).toBe(201);
        expect(await pushOf(device, 'SUPPORT_REPLY')).toMatchObject({ url: `${page}${caseId}` });
        device.received.length = 0;
      }
    },
    journeyTimeout,
  );

  it(
    'pushes KYC and service decisions to the provider',
    async () => {
      const ops = await operatorTools(server, c);
      const { email, token } = await signUp(c, 'provider');
      const device = await subscribed(c, 'provider', token);
      const providerId = await providerIdOf(server, email);
      await c.post('/provider/updatekyc', kycForm(), token);
      expect((await ops.reviewKyc(providerId, 'QUERIED', 'Blurred photo')).status).toBe(200);
      expect(await pushOf(device, 'KYC_DECISION')).toMatchObject({ url: '/provider/verification' });
      const prodid = await productId(server.db, 'Tap or toilet fitting');
      await c.post('/provider/newcertrequest', { id: prodid, price: '45' }, token);
      expect(
        (await ops.reviewService(await ops.requestIdOf(providerId, prodid), 'DENIED', 'Verify first')).status,
      ).toBe(200);
      expect(await pushOf(device, 'SERVICE_DECISION')).toMatchObject({ url: '/provider/services' });
    },
    journeyTimeout,
  );

  it(
    "honours the account's push and mail switches",
    async () => {
      const own = await orderWorld(server.db, c);
      const device = await subscribed(c, 'user', own.customer.token);
      const off = (kind: string, push: boolean, mail: boolean) =>
        c.post('/notificationsettings', { kind, push: String(push), mail: String(mail) }, own.customer.token);
      expect((await off('CHAT_MESSAGE', false, false)).status).toBe(200);
      expect((await off('JOB_ENDED', true, false)).status).toBe(200);
      const orderid = await own.book();
      await own.pay(orderid);
      await c.post(
        '/provider/newchat',
        { ChatId: orderid, Category: 'ORDER', Message: 'Hi' },
        own.provider.token,
      );
      await own.act('startorder', orderid);
      await own.act('endorder', orderid);
      await pushOf(device, 'JOB_ENDED');
      await settle();
      expect(payloads(device).map((p) => p.kind)).not.toContain('CHAT_MESSAGE');
      const subjects = (await mailsTo(own.customer.email)).map((mail) => mail.subject);
      expect(subjects.some((s) => s.startsWith('Your job has started'))).toBe(true);
      expect(subjects.some((s) => s.startsWith('Job completed'))).toBe(false);
    },
    journeyTimeout,
  );

  it(
    'forgets a device whose push service answers 410, and counts pushes in /metrics',
    async () => {
      const own = await orderWorld(server.db, c);
      const gone = await subscribed(c, 'provider', own.provider.token);
      gone.answer(410);
      await own.book();
      const deadline = Date.now() + 15_000;
      const left = async () =>
        (
          await server.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM push_subscriptions WHERE account_id = $1',
            [own.provider.id],
          )
        )[0]?.n;
      while ((await left()) !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await left()).toBe(0);
      const metrics = (await server.app.inject({ url: '/metrics' })).body;
      expect(metrics).toMatch(/push_sends_total\{outcome="sent"\} [1-9]/);
      expect(metrics).toMatch(/push_sends_total\{outcome="gone"\} [1-9]/);
    },
    journeyTimeout,
  );
});
