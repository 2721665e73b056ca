import { notificationSettingsResponseSchema, pushKeyResponseSchema } from '@callout/contracts/push';
import { backends } from '@callout/server-testing/backends';
import { client, prefixOf, signUp } from '@callout/server-testing/harness';
import { startPushStandIn } from '@callout/server-testing/push-stand-in';
import { suiteServer } from '@callout/server-testing/suite-server';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { pushMessages } from '../../../domain/notifications/push/messages';

const pushService = await startPushStandIn();
afterAll(() => pushService.close());

/** The browser's way: the PushSubscription's toJSON() as a JSON body. */
const subscribeJson = async (app: FastifyInstance, prefix: string, token: string, body: unknown) => {
  const answer = await app.inject({
    method: 'POST',
    url: `/api${prefix}/push/subscribe`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: answer.statusCode, body: answer.json() as { success: boolean; message: string } };
};

describe.each(backends)('push subscriptions and settings on $name', (backend) => {
  const { server, c } = suiteServer(backend, { env: { PUSH_ENDPOINT_HOSTS: pushService.host } });
  const endpointsOf = async (accountEmail: string) =>
    (
      await server.db.query<{ endpoint: string }>(
        `SELECT p.endpoint FROM push_subscriptions p JOIN accounts a ON a.id = p.account_id
         WHERE a.email = $1 ORDER BY p.id`,
        [accountEmail],
      )
    ).map((row) => row.endpoint);

  it('answers the VAPID public key, the same after a restart on the same DATA_DIR', async () => {
    const first = pushKeyResponseSchema.parse((await c.get('/push/key')).body);
    expect(first.data?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const again = await client(await server.variant({})).get('/push/key');
    expect(pushKeyResponseSchema.parse(again.body).data?.publicKey).toBe(first.data?.publicKey);
  });

  it.each(['user', 'provider'] as const)(
    'subscribes a %s device as JSON or form, and unsubscribes it',
    async (role) => {
      const prefix = prefixOf(role);
      const { email, token } = await signUp(c, role);
      const phone = pushService.device();
      const laptop = pushService.device();
      expect(
        await subscribeJson(server.app, prefix, token, { ...phone.subscription, expirationTime: null }),
      ).toEqual({
        status: 200,
        body: { success: true, message: pushMessages.subscribed },
      });
      const form = { endpoint: laptop.subscription.endpoint, ...laptop.subscription.keys };
      expect((await c.post(`${prefix}/push/subscribe`, form, token)).status).toBe(200);
      expect(await endpointsOf(email)).toEqual([phone.subscription.endpoint, laptop.subscription.endpoint]);

      const off = await c.post(
        `${prefix}/push/unsubscribe`,
        { endpoint: phone.subscription.endpoint },
        token,
      );
      expect(off.body).toEqual({ success: true, message: pushMessages.unsubscribed });
      expect(await endpointsOf(email)).toEqual([laptop.subscription.endpoint]);
    },
  );

  it.each([
    ['a host outside the allow-list', 'https://push.example.org/send/1'],
    ['http to a host that is not loopback', 'http://fcm.googleapis.com/fcm/send/1'],
    ['an allowed host on another port', `http://127.0.0.1:1/push/1`],
    ['a look-alike host', 'https://fcm.googleapis.com.example.org/send/1'],
    ['credentials in the address', `http://user:pw@${pushService.host}/push/1`],
  ])('refuses an endpoint at %s with a 400, storing nothing', async (_label, endpoint) => {
    const { email, token } = await signUp(c, 'user');
    const { keys } = pushService.device().subscription;
    expect(await subscribeJson(server.app, '', token, { endpoint, keys })).toEqual({
      status: 400,
      body: { success: false, message: pushMessages.unknownService },
    });
    expect(await endpointsOf(email)).toEqual([]);
  });

  it('refuses keys that are not a P-256 key and a 16-byte secret', async () => {
    const { token } = await signUp(c, 'user');
    const { endpoint, keys } = pushService.device().subscription;
    for (const bad of [
      { ...keys, p256dh: 'abc' },
      { ...keys, p256dh: `B${'A'.repeat(86)}` }, // the right length, but no point of the curve
      { ...keys, auth: 'not base64!' },
    ]) {
      expect((await subscribeJson(server.app, '', token, { endpoint, keys: bad })).status).toBe(400);
    }
  });

  it('moves an endpoint to the account that subscribed it last; a stranger cannot unsubscribe it', async () => {
    const first = await signUp(c, 'user');
    const second = await signUp(c, 'provider');
    const tablet = pushService.device();
    await subscribeJson(server.app, '', first.token, tablet.subscription);
    await subscribeJson(server.app, '/provider', second.token, tablet.subscription);
    expect(await endpointsOf(first.email)).toEqual([]);
    expect(await endpointsOf(second.email)).toEqual([tablet.subscription.endpoint]);

    const stranger = await c.post(
      '/push/unsubscribe',
      { endpoint: tablet.subscription.endpoint },
      first.token,
    );
    expect(stranger.body.success).toBe(true); // the same answer as for one's own, telling nothing
    expect(await endpointsOf(second.email)).toEqual([tablet.subscription.endpoint]);
  });

  it('forgets every device of the account on logout', async () => {
    const { email, token } = await signUp(c, 'provider');
    await subscribeJson(server.app, '/provider', token, pushService.device().subscription);
    await c.get('/provider/logout', token);
    expect(await endpointsOf(email)).toEqual([]);
  });

  it("lists the role's kinds with their defaults and stores a changed switch", async () => {
    const customer = await signUp(c, 'user');
    const settings = notificationSettingsResponseSchema.parse(
      (await c.get('/notificationsettings', customer.token)).body,
    );
    expect(settings.data?.map((s) => `${s.Kind}:${s.Push}:${s.Mail}`)).toEqual([
      'BID_RECEIVED:true:false',
      'BOOKING_CONFIRMED:true:true',
      'PROVIDER_STARTED:true:true',
      'JOB_ENDED:true:true',
      'ORDER_CANCELLED:true:true',
      'RESCHEDULE:true:true',
      'CHAT_MESSAGE:true:false',
      'SUPPORT_REPLY:true:true',
    ]);
    const saved = await c.post(
      '/notificationsettings',
      { kind: 'JOB_ENDED', push: 'false', mail: 'false' },
      customer.token,
    );
    expect(saved.body.message).toBe(pushMessages.settingSaved);
    const after = notificationSettingsResponseSchema.parse(
      (await c.get('/notificationsettings', customer.token)).body,
    );
    expect(after.data?.find((s) => s.Kind === 'JOB_ENDED')).toEqual({
      Kind: 'JOB_ENDED',
      Push: false,
      Mail: false,
    });

    const provider = await signUp(c, 'provider');
    const providerKinds = notificationSettingsResponseSchema.parse(
      (await c.get('/provider/notificationsettings', provider.token)).body,
    );
    expect(providerKinds.data?.map((s) => s.Kind)).toContain('PAYOUT');
    expect(providerKinds.data?.find((s) => s.Kind === 'PAYOUT')).toEqual({
      Kind: 'PAYOUT',
      Push: true,
      Mail: false,
    });
  });

  it('refuses a kind that is not of the caller’s role with a 400', async () => {
    const customer = await signUp(c, 'user');
    const answer = await c.post(
      '/notificationsettings',
      { kind: 'PAYOUT', push: 'false', mail: 'false' },
      customer.token,
    );
    expect(answer).toEqual({ status: 400, body: { success: false, message: pushMessages.notYourKind } });
  });
});
