// A dispute's own chat, as the order chat: a message may carry a picture that only the dispute's customer,
// its provider and operators are served; the other side(s) get a bell notice and a push in their own
// language; and the customer's, the provider's and every operator's live stream hear of each message,
// offer, answer and decision, so an open dispute page changes without a reload.

import { disputeMessages as fieldMessages, orderDisputeResponseSchema } from '@callout/contracts/disputes';
import { backends } from '@callout/server-testing/backends';
import { orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { query } from '@callout/server-testing/fixtures/orders';
import { pixelDataUrl, signInOperator } from '@callout/server-testing/fixtures/support';
import { type Client, client, signUp } from '@callout/server-testing/harness';
import { type LiveStream, openLiveStream, type StreamEvent } from '@callout/server-testing/live-stream';
import { suiteServer } from '@callout/server-testing/suite-server';
import { afterEach, describe, expect, it } from 'vitest';
import { mediaCookie } from '../../../infra/media/media-session';

describe.each(backends)('the dispute chat on $name', (backend) => {
  const { server } = suiteServer(backend, { listen: true });
  const open: LiveStream[] = [];
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });

  /** A completed, paid order with a problem reported on it. */
  const disputed = async () => {
    const c = client(server.app);
    const w = await orderWorld(server.db, c);
    const orderid = await w.book();
    expect((await w.pay(orderid)).status).toBe(200);
    expect((await w.act('startorder', orderid)).status).toBe(200);
    expect((await w.act('endorder', orderid)).status).toBe(200);
    const opened = await c.post(
      '/reportproblem',
      { orderid, reason: 'DAMAGE', description: 'The new tap scratched the sink.' },
      w.customer.token,
    );
    expect(opened.status, opened.body.message).toBe(201);
    const operator = await signInOperator(server, c);
    return { c, w, orderid, operator, disputeId: (opened.body.data as { DisputeID: string }).DisputeID };
  };
  const view = async (c: Client, prefix: '' | '/provider', orderid: string, token: string) => {
    const reply = await c.get(`${prefix}/orderdispute${query({ orderid })}`, token);
    expect(reply.status, reply.body.message).toBe(200);
    return orderDisputeResponseSchema.parse(reply.body).data.Dispute;
  };
  const picture = (url: string | null | undefined, token: string) =>
    server.app.inject({ url: url ?? '', headers: { authorization: `Bearer ${token}` } });
  const noticesOf = async (accountId: string) =>
    (
      await server.db.query<{ body: string; link: string }>(
        'SELECT body, link FROM notifications WHERE account_id = $1 ORDER BY id',
        [accountId],
      )
    ).map((row) => row.body);
  const pushesOf = async (accountId: string) =>
    (
      await server.db.query<{ body: string }>(
        `SELECT payload->>'body' AS body FROM push_queue WHERE account_id = $1 ORDER BY id`,
        [accountId],
      )
    ).map((row) => row.body);
  const stream = async (c: Client, token: string, prefix = '') => {
    const ticket = (await c.post(`${prefix}/events/ticket`, {}, token)).body.data as { ticket: string };
    const opened = await openLiveStream(server.url, ticket.ticket);
    expect(opened.status).toBe(200);
    open.push(opened);
    await opened.next((e) => e.event === 'ready');
    return opened;
  };

  it('carries pictures that only the dispute’s parties and operators are served', async () => {
    const { c, w, orderid, operator, disputeId } = await disputed();
    const sent = await c.post(
      '/provider/disputechat',
      { orderid, ImageData: pixelDataUrl },
      w.provider.token,
    );
    expect(sent.status, sent.body.message).toBe(201);
    const withWords = await c.post(
      '/disputechat',
      { orderid, Message: 'Here it is.', ImageData: pixelDataUrl },
      w.customer.token,
    );
    expect(withWords.status, withWords.body.message).toBe(201);
    const fromOps = await c.post(
      `/ops/disputes/${disputeId}/messages`,
      { ImageData: pixelDataUrl },
      operator.token,
    );
    expect(fromOps.status, fromOps.body.message).toBe(201);

    const seen = await view(c, '', orderid, w.customer.token);
    expect(seen?.Messages.map((m) => [m.From, m.Message, Boolean(m.Image)])).toEqual([
      ['PROVIDER', '', true],
      ['CUSTOMER', 'Here it is.', true],
      ['CALLOUT', '', true],
    ]);
    const first = seen?.Messages[0]?.Image;
    // No photo came with the report: the chat's pictures alone have the answer set the media cookie, by
    // which the browser is served them.
    const listing = await c.get(`/orderdispute${query({ orderid })}`, w.customer.token);
    expect(String(listing.headers['set-cookie'] ?? '')).toContain(`${mediaCookie}=`);
    expect(first).toMatch(/^\/api\/media\/dispute\/[\w-]+\?for=CUS-\w+$/);
    expect((await picture(first, w.customer.token)).statusCode).toBe(200);
    const providerSide = await view(c, '/provider', orderid, w.provider.token);
    expect((await picture(providerSide?.Messages[1]?.Image, w.provider.token)).statusCode).toBe(200);
    const opsSide = (await c.get(`/ops/disputes/${disputeId}`, operator.token)).body.data as {
      Messages: Array<{ Image?: string | null }>;
    };
    expect((await picture(opsSide.Messages[2]?.Image, operator.token)).statusCode).toBe(200);
    // An address listed to the customer is no one else's.
    expect((await picture(first, w.provider.token)).statusCode).toBe(403);
    // Someone else, customer or provider, is served nothing, whatever the address says.
    for (const role of ['user', 'provider'] as const) {
      const stranger = await signUp(c, role);
      const [row] = await server.db.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
        stranger.email,
      ]);
      const theirs = (first ?? '').replace(/for=[\w-]+$/, `for=${row?.id}`);
      expect((await picture(theirs, stranger.token)).statusCode).toBe(404);
    }

    // Neither words nor a picture, or a picture that is no image: a clear 4xx, nothing stored.
    const empty = await c.post('/disputechat', { orderid, Message: '  ' }, w.customer.token);
    expect(empty).toMatchObject({ status: 400, body: { message: fieldMessages.message } });
    const notImage = await c.post(
      '/disputechat',
      { orderid, ImageData: `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}` },
      w.customer.token,
    );
    expect(notImage.status).toBeGreaterThanOrEqual(400);
    expect(notImage.status).toBeLessThan(500);
    expect((await view(c, '', orderid, w.customer.token))?.Messages).toHaveLength(3);
  });

  it('tells the other side on the bell and by push, in their own language', async () => {
    const { c, w, orderid, operator, disputeId } = await disputed();
    const customerId = w.customer.id;
    const providerId = w.provider.id;
    expect((await c.post('/provider/language', { language: 'pl-PL' }, w.provider.token)).status).toBe(200);
    for (const [id, n] of [
      [customerId, 1],
      [providerId, 2],
    ] as const) {
      await server.db.query(
        `INSERT INTO push_subscriptions (account_id, endpoint, p256dh, auth) VALUES ($1, $2, 'k', 'a')`,
        [id, `https://push.example/dispute-${id}-${n}`],
      );
    }
    const providerBefore = (await noticesOf(providerId)).length;
    const customerBefore = (await noticesOf(customerId)).length;

    await c.post('/disputechat', { orderid, Message: 'The sink is scratched.' }, w.customer.token);
    const toProvider = (await noticesOf(providerId)).slice(providerBefore);
    expect(toProvider).toEqual([expect.stringMatching(/^Problem z usługą .+: The sink is scratched\.$/)]);
    expect(await pushesOf(providerId)).toEqual([toProvider[0]]);
    // The sender is not told of their own message.
    expect((await noticesOf(customerId)).slice(customerBefore)).toEqual([]);

    await c.post('/provider/disputechat', { orderid, ImageData: pixelDataUrl }, w.provider.token);
    expect((await noticesOf(customerId)).slice(customerBefore)).toEqual([
      expect.stringMatching(/^Problem with .+: a picture$/),
    ]);

    // An operator's message reaches both sides.
    await c.post(
      `/ops/disputes/${disputeId}/messages`,
      { Message: 'We are looking into it.' },
      operator.token,
    );
    expect((await noticesOf(customerId)).slice(customerBefore)).toHaveLength(2);
    expect((await noticesOf(providerId)).slice(providerBefore)).toEqual([
      toProvider[0],
      expect.stringMatching(/^Problem z usługą .+: We are looking into it\.$/),
    ]);
  });

  it('is heard live by the customer, the provider and every operator: messages, offers, answers, decisions', async () => {
    const { c, w, orderid, operator, disputeId } = await disputed();
    const customer = await stream(c, w.customer.token);
    const provider = await stream(c, w.provider.token, '/provider');
    const console = await stream(c, operator.token, '/operator');
    const streams = [customer, provider, console];
    const ofThis = (e: StreamEvent) =>
      e.event === 'dispute' && (e.data as { orderId?: string }).orderId === orderid;
    /** Each stream hears one more event of this dispute than before the action. */
    const allHear = async (action: () => Promise<{ status: number; body: { message: string } }>) => {
      const before = streams.map((s) => s.events.filter(ofThis).length);
      const answer = await action();
      expect(answer.status, answer.body.message).toBeLessThan(300);
      const events = await Promise.all(
        streams.map((s, i) =>
          s.next((e) => ofThis(e) && s.events.filter(ofThis).indexOf(e) >= (before[i] ?? 0)),
        ),
      );
      for (const event of events)
        expect(event.data).toEqual({ type: 'dispute', orderId: orderid, disputeId });
    };

    await allHear(() => c.post('/disputechat', { orderid, Message: 'Hello?' }, w.customer.token));
    await allHear(() =>
      c.post('/provider/disputechat', { orderid, ImageData: pixelDataUrl }, w.provider.token),
    );
    await allHear(() =>
      c.post('/provider/disputeoffer', { orderid, kind: 'PARTIAL_REFUND', amount: '10' }, w.provider.token),
    );
    await allHear(() => c.post('/answerdisputeoffer', { orderid, answer: 'DECLINE' }, w.customer.token));
    await allHear(() =>
      c.post(
        `/ops/disputes/${disputeId}/decide`,
        { outcome: 'NO_REFUND', reverseshare: 'false', note: 'The scratch was there before.' },
        operator.token,
      ),
    );
  });
});
