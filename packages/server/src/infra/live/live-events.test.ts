// Live updates over real HTTP: tickets work once and for a minute, a stream carries only its own
// account's events (an operator's also the support queue's), a reconnect with Last-Event-ID replays what it
// missed, and an event published on one instance reaches a stream held by another (LISTEN/NOTIFY on
// PostgreSQL; in process on PGlite).
import { loadChatsResponseSchema } from '@callout/contracts/support';
import { backends } from '@callout/server-testing/backends';
import { orderWorld } from '@callout/server-testing/fixtures/order-lifecycle';
import { openCase, signInOperator } from '@callout/server-testing/fixtures/support';
import { client, signUp, strongPassword } from '@callout/server-testing/harness';
import { type LiveStream, openLiveStream } from '@callout/server-testing/live-stream';
import { suiteServer } from '@callout/server-testing/suite-server';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionsStillGoing } from '../../domain/accounts/auth/session-store';
import { sha256 } from '../../domain/accounts/auth/tokens';
import { notify } from '../../domain/notifications/notify';
import { liveMessages, maxStreamsPerAccount } from '../../http/routes/notifications/live-routes';
import { notificationWatchMs } from './notification-watch';

describe.each(backends)('live updates on $name', (backend) => {
  const { server, c } = suiteServer(backend, { listen: true });
  const open: LiveStream[] = [];
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });

  const ticketFor = async (token: string, prefix = '') => {
    const answer = await c.post(`${prefix}/events/ticket`, {}, token);
    expect(answer.status).toBe(200);
    return (answer.body.data as { ticket: string }).ticket;
  };
  const stream = async (token: string, prefix = '', options: { lastEventId?: string; url?: string } = {}) => {
    const opened = await openLiveStream(options.url ?? server.url, await ticketFor(token, prefix), options);
    expect(opened.status).toBe(200);
    open.push(opened);
    await opened.next((e) => e.event === 'ready');
    return opened;
  };
  const say = (prefix: string, token: string, orderId: string, Message: string) =>
    c.post(`${prefix}/newchat`, { ChatId: orderId, Category: 'ORDER', Message }, token);

  it('accepts a ticket once, only within its minute, and never the session token itself', async () => {
    const { token } = await signUp(c, 'user');
    const ticket = await ticketFor(token);
    const first = await openLiveStream(server.url, ticket);
    open.push(first);
    expect(first.status).toBe(200);
    const again = await openLiveStream(server.url, ticket);
    expect(again.status).toBe(403);

    const late = await ticketFor(token);
    await server.db.query(`UPDATE live_tickets SET expires_at = now() - interval '1 second'`);
    expect((await openLiveStream(server.url, late)).status).toBe(403);
    expect((await openLiveStream(server.url, token)).status).toBe(403);
    expect((await c.get(`/events?ticket=${token}`)).body.message).toBe(liveMessages.ticketRefused);
    expect((await c.post('/events/ticket', {})).status).toBe(401);
  });

  it('ends a stream with its session: signing out on any device, on any instance, ends them all', async () => {
    // Its own client (another address), so these sign-ups leave the suite's per-address limits alone.
    const own = client(server.app);
    const { email, token } = await signUp(own, 'user');
    const login = await own.post('/login', { email, password: strongPassword });
    const otherDevice = (login.body.data as { Token: string }).Token;
    const other = await server.instance();
    const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
    const here = await stream(token);
    const there = await stream(otherDevice, '', { url: otherUrl });
    const unsent = await ticketFor(otherDevice);
    const someoneElse = await stream((await signUp(own, 'user')).token);

    expect((await c.get('/logout', token)).status).toBe(200);
    // Announced on the change bus: both instances end their streams without waiting for a heartbeat.
    const endedWithin = (s: LiveStream, ms: number) =>
      Promise.race([
        s.ended.then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), ms)),
      ]);
    expect(await endedWithin(here, 3000)).toBe(true);
    expect(await endedWithin(there, 3000)).toBe(true);
    expect(await endedWithin(someoneElse, 300)).toBe(false);
    // A ticket asked for before the sign-out no longer opens one.
    expect((await openLiveStream(server.url, unsent)).status).toBe(403);
  });

  it('counts a session as over once it expires or its account is suspended (what each heartbeat looks for)', async () => {
    const own = client(server.app);
    const first = await signUp(own, 'user');
    const second = await signUp(own, 'user');
    const third = await signUp(own, 'user');
    const hashes = [first.token, second.token, third.token, 'never-a-session'].map(sha256);
    expect(await sessionsStillGoing(server.db, hashes)).toEqual(new Set(hashes.slice(0, 3)));
    await server.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [hashes[0]],
    );
    await server.db.query(
      `UPDATE accounts SET suspended_at = now() WHERE id = (SELECT account_id FROM sessions WHERE token_hash = $1)`,
      [hashes[1]],
    );
    expect(await sessionsStillGoing(server.db, hashes)).toEqual(new Set([hashes[2]]));
  });

  it('delivers an order chat to its customer and provider and to no one else', async () => {
    const world = await orderWorld(server.db, c);
    const orderId = await world.book();
    const customer = await stream(world.customer.token);
    const provider = await stream(world.provider.token, '/provider');
    const stranger = await signUp(c, 'user');
    const strangerStream = await stream(stranger.token);
    const strangerWorld = await orderWorld(server.db, c);
    const strangerOrder = await strangerWorld.book();

    const sent = performance.now();
    expect((await say('', world.customer.token, orderId, 'Is 9am fine?')).status).toBe(201);
    const chat = (e: { event: string; data: unknown }) =>
      e.event === 'chat' && (e.data as { chatId: string }).chatId === orderId;
    const heard = await customer.next(chat);
    await provider.next(chat);
    expect(heard.data).toEqual({ type: 'chat', category: 'ORDER', chatId: orderId });
    expect(heard.at - sent).toBeLessThan(1000);

    // Another order's message (and its status change) in the same database reaches neither of them.
    expect((await say('', strangerWorld.customer.token, strangerOrder, 'hello')).status).toBe(201);
    await strangerWorld.act('cancelorder', strangerOrder);
    expect((await say('/provider', world.provider.token, orderId, 'Yes')).status).toBe(201);
    await customer.next((e) => chat(e) && e !== heard && customer.events.filter(chat).length === 2);
    const names = (s: LiveStream) => JSON.stringify(s.events);
    expect(names(customer)).not.toContain(strangerOrder);
    expect(names(provider)).not.toContain(strangerOrder);
    expect(names(strangerStream)).not.toContain(orderId);
    expect(strangerStream.events.filter((e) => e.event !== 'ready')).toEqual([]);
  });

  it("tells every operator, on any instance, of a new case, its chat and its status, and no one else of another's case", async () => {
    const own = client(server.app);
    const other = await server.instance();
    const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
    const here = await stream((await signInOperator(server, own)).token, '/operator');
    const there = await stream((await signInOperator(server, own)).token, '/operator', { url: otherUrl });
    const owner = await signUp(own, 'user');
    const ownerStream = await stream(owner.token);
    const stranger = await signUp(own, 'user');
    const strangerStream = await stream(stranger.token);
    const provider = await signUp(own, 'provider');
    const providerStream = await stream(provider.token, '/provider');
    const operators = [here, there];
    const about = (caseId: string, type: string) => (e: { event: string; data: unknown }) =>
      e.event === type &&
      JSON.stringify(e.data).includes(caseId) &&
      (type !== 'chat' || (e.data as { category: string }).category === 'SUPPORT');

    const caseId = await openCase(own, 'user', owner.token, 'Charged twice');
    for (const s of [...operators, ownerStream]) {
      expect((await s.next(about(caseId, 'support'))).data).toEqual({
        type: 'support',
        caseId,
        status: 'NEW',
      });
    }

    const message = { ChatId: caseId, Category: 'SUPPORT', Message: 'Two charges on my card' };
    expect((await own.post('/newchat', message, owner.token)).status).toBe(201);
    for (const s of [...operators, ownerStream]) await s.next(about(caseId, 'chat'));
    const chat = await own.post('/loadchats', { category: 'SUPPORT', chatid: caseId }, owner.token);
    const [posted] = loadChatsResponseSchema.parse(chat.body).data ?? [];
    expect((await own.post('/delChat', { id: posted?.Id ?? '' }, owner.token)).status).toBe(200);
    for (const s of [...operators, ownerStream]) {
      await s.next(() => s.events.filter(about(caseId, 'chat')).length === 2);
    }

    const staff = await signInOperator(server, own);
    const closed = await own.post(`/operator/cases/${caseId}/status`, { value: 'CLOSED' }, staff.token);
    expect(closed.status).toBe(200);
    for (const s of [...operators, ownerStream]) {
      await s.next((e) => about(caseId, 'support')(e) && (e.data as { status: string }).status === 'CLOSED');
    }

    // The other customer and the provider heard nothing of it; each operator heard each event once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const s of [strangerStream, providerStream]) {
      expect(JSON.stringify(s.events)).not.toContain(caseId);
      expect(s.events.filter((e) => e.event === 'support' || e.event === 'chat')).toEqual([]);
    }
    for (const s of operators) {
      expect(
        s.events.filter(about(caseId, 'support')).map((e) => (e.data as { status: string }).status),
      ).toEqual(['NEW', 'CLOSED']);
      expect(s.events.filter(about(caseId, 'chat'))).toHaveLength(2);
    }
  });

  it("refuses an operator's ticket to anyone without an operator's session", async () => {
    const { token } = await signUp(c, 'user');
    expect((await c.post('/operator/events/ticket', {}, token)).status).toBe(401);
    expect((await c.post('/operator/events/ticket', {})).status).toBe(401);
  });

  it('tells the provider of a new direct request, and no other provider', async () => {
    const world = await orderWorld(server.db, c);
    const provider = await stream(world.provider.token, '/provider');
    const otherWorld = await orderWorld(server.db, c);
    const otherProvider = await stream(otherWorld.provider.token, '/provider');
    const orderId = await world.book();
    await provider.next((e) => e.event === 'notification');
    await provider.next((e) => e.event === 'bids' && (e.data as { orderId: string }).orderId === orderId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(otherProvider.events.map((e) => e.event)).toEqual(['ready']);
  });

  it('rings the bell of a notification written anywhere (a payout, a KYC decision), for its account only', async () => {
    const world = await orderWorld(server.db, c);
    const provider = await stream(world.provider.token, '/provider');
    const otherWorld = await orderWorld(server.db, c);
    const otherProvider = await stream(otherWorld.provider.token, '/provider');
    // Written as the payout code writes it, outside any route that would publish an event itself.
    await notify(
      server.db,
      world.provider.id,
      () => 'Your payout of £76.50 is on its way.',
      '/provider/earnings',
    );
    await provider.next((e) => e.event === 'notification', 3 * notificationWatchMs + 1000);
    await new Promise((resolve) => setTimeout(resolve, notificationWatchMs + 500));
    expect(otherProvider.events.map((e) => e.event)).toEqual(['ready']);
  }, 20_000);

  it('replays what a reconnect missed after Last-Event-ID, and asks for a resync when it cannot', async () => {
    const world = await orderWorld(server.db, c);
    const orderId = await world.book();
    const first = await stream(world.customer.token);
    // A second stream keeps the account's ring alive while the first is away.
    const keeper = await stream(world.customer.token);
    await say('/provider', world.provider.token, orderId, 'one');
    const one = await first.next((e) => e.event === 'chat');
    first.close();
    await say('/provider', world.provider.token, orderId, 'two');
    await world.act('cancelorder', orderId);
    // Events travel through NOTIFY on PostgreSQL: the ring holds them once the kept stream has heard them.
    await keeper.next((e) => e.event === 'order');

    const back = await stream(world.customer.token, '', { lastEventId: one.id ?? '' });
    // The bell's watcher may ring in between (it looks every 2 s); what matters is the chat and the order.
    const replayed = back.events
      .filter((e) => e.event !== 'ready' && e.event !== 'notification')
      .map((e) => e.event);
    expect(replayed).toEqual(['chat', 'order']);
    expect(Number(back.events[0]?.id?.split('-')[1])).toBeGreaterThan(Number(one.id?.split('-')[1]));

    const unknown = await stream(world.customer.token, '', { lastEventId: 'ffffffff-1' });
    expect(unknown.events.map((e) => e.event)).toEqual(['resync', 'ready']);
  });

  it('carries an event published on one instance to a stream held by another', async () => {
    const other = await server.instance();
    const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
    const world = await orderWorld(server.db, c);
    const orderId = await world.book();
    const onOther = await stream(world.customer.token, '', { url: otherUrl });
    const onFirst = await stream(world.provider.token, '/provider');
    expect((await say('/provider', world.provider.token, orderId, 'On my way')).status).toBe(201);
    await onOther.next((e) => e.event === 'chat' && (e.data as { chatId: string }).chatId === orderId);
    await onFirst.next((e) => e.event === 'chat');
    // Each event reaches each stream once, however many instances listen.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onOther.events.filter((e) => e.event === 'chat')).toHaveLength(1);
    expect(onFirst.events.filter((e) => e.event === 'chat')).toHaveLength(1);

    // Many at once: on PostgreSQL those published while a NOTIFY is on its way share the next (live-hub.ts).
    const posts = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
    const answers = await Promise.all(
      posts.map((text) => say('/provider', world.provider.token, orderId, text)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(posts.map(() => 201));
    const chats = () => onOther.events.filter((e) => e.event === 'chat');
    await onOther.next(() => chats().length >= 1 + posts.length);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(chats()).toHaveLength(1 + posts.length);
  });

  it(`holds at most ${maxStreamsPerAccount} streams per account, and ends streams when the app closes`, async () => {
    const { token } = await signUp(c, 'user');
    for (let i = 0; i < maxStreamsPerAccount; i += 1) await stream(token);
    const refused = await openLiveStream(server.url, await ticketFor(token));
    expect(refused.status).toBe(429);

    const other = await server.instance();
    const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
    const held = await stream(token, '', { url: otherUrl });
    await other.close();
    await held.ended; // the close did not wait for the client to hang up
  });
});
