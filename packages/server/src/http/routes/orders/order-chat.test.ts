import { loadChatsResponseSchema } from '@callout/contracts/support';
import { backends } from '@callout/server-testing/backends';
import { orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { client, signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';

describe.each(backends)('order chat on $name', (backend) => {
  const { server } = suiteServer(backend);

  it('lets only the order’s customer and provider talk, and closes with the order', async () => {
    const c = client(server.app);
    const world = await orderWorld(server.db, c);
    const orderId = await world.book();
    const customer = world.customer.token;
    const provider = world.provider.token;
    const say = (prefix: string, token: string, Message: string) =>
      c.post(`${prefix}/newchat`, { ChatId: orderId, Category: 'ORDER', Message }, token);
    const load = async (prefix: string, token: string) =>
      loadChatsResponseSchema.parse(
        (await c.post(`${prefix}/loadchats`, { category: 'ORDER', chatid: orderId }, token)).body,
      );

    expect((await say('', customer, 'Is 9am fine?')).status).toBe(201);
    expect((await say('/provider', provider, 'Yes, see you then')).status).toBe(201);
    const seen = await load('', customer);
    expect(seen.status).toBe('OPEN');
    expect(seen.data?.map((m) => m.Message)).toEqual(['Is 9am fine?', 'Yes, see you then']);
    expect((await load('/provider', provider)).data).toHaveLength(2);

    const stranger = await signUp(c, 'user');
    const otherProvider = await signUp(c, 'provider');
    for (const [prefix, token] of [
      ['', stranger.token],
      ['/provider', otherProvider.token],
    ] as const) {
      const refused = await c.post(`${prefix}/loadchats`, { category: 'ORDER', chatid: orderId }, token);
      expect(refused.status).toBe(404);
      expect(JSON.stringify(refused.body)).not.toContain('9am');
      expect((await say(prefix, token, 'let me in')).status).toBe(404);
    }

    expect((await world.act('cancelorder', orderId)).status).toBe(200);
    expect((await load('', customer)).status).toBe('CLOSED');
    expect((await say('', customer, 'too late')).status).toBe(409);
  });
});
