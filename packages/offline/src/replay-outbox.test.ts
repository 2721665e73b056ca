import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimDevice } from './claim-device';
import { outboxDb, outboxScopes } from './outbox-db';
import { listOutbox } from './outbox-items';
import { outboxRetry } from './outbox-policy';
import { replayOutbox, retryOutboxItem } from './replay-outbox';
import { sendOrQueue } from './send-or-queue';
import { casePost, chatPost, type FakeServer, fakeServer, reviewPost, signInForTest } from './test-server';

const chat12 = outboxScopes.chat('12');
const chat99 = outboxScopes.chat('99');
let server: FakeServer;
let clock: number;
const now = () => clock;
const sentMessages = () => server.rows.map((r) => r.fields.Message ?? `review ${r.fields.orderid}`);
const sentTokens = () =>
  server.fetch.mock.calls.map(([request]) => (request as Request).headers.get('Authorization'));

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  signInForTest('a-alice', 'alice-token');
  clock = Date.now();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await outboxDb.outbox.clear();
});

/** Queues posts with the device offline, so nothing leaves until the test replays. */
async function queueOffline(...posts: [Request, string][]) {
  server.online = false;
  for (const [post, scope] of posts) await sendOrQueue(post, { scope });
  server.online = true;
  server.fetch.mockClear(); // the attempts that found no connection
}

describe('a post that leads its scope (a support case before its first messages)', () => {
  const sent = () => server.rows.map((r) => r.fields.Message ?? r.fields.CaseID);

  async function queueCaseWithMessages() {
    server.online = false;
    const opened = await sendOrQueue(casePost('CS-1'), { scope: chat12, leads: true });
    await sendOrQueue(chatPost('first', '12'), { scope: chat12 });
    await sendOrQueue(chatPost('second', '12'), { scope: chat12 });
    await sendOrQueue(chatPost('elsewhere', '99'), { scope: chat99 });
    server.online = true;
    server.fetch.mockClear();
    return opened.key;
  }

  it('goes first, its messages after it, in order', async () => {
    await queueCaseWithMessages();
    await replayOutbox({ now });
    expect(sent()).toEqual(['CS-1', 'first', 'second', 'elsewhere']);
  });

  it('holds the posts behind it while refused, on every later replay, until it is sent again', async () => {
    const caseKey = await queueCaseWithMessages();
    server.nextAnswers.push(409);
    await replayOutbox({ now });
    await replayOutbox({ now });
    expect(sent()).toEqual(['elsewhere']);
    expect(server.requests).toBe(2);
    expect((await listOutbox(chat12)).map((i) => i.status)).toEqual(['failed', 'sending', 'sending']);

    await retryOutboxItem(caseKey);
    expect(sent()).toEqual(['elsewhere', 'CS-1', 'first', 'second']);
    expect(await listOutbox()).toEqual([]);
  });

  it('holds them too once it could not be delivered within 24 hours', async () => {
    await queueCaseWithMessages();
    clock += outboxRetry.giveUpAfterMs + 60_000;
    await replayOutbox({ now });
    expect(server.requests).toBe(0);
    expect((await listOutbox(chat12)).map((i) => [i.status, i.expired === true])).toEqual([
      ['failed', true],
      ['sending', false],
      ['sending', false],
    ]);
  });
});

describe('a post the server keeps answering 5xx', () => {
  it('holds up only later posts of its own chat: other chats and reviews go on', async () => {
    await queueOffline(
      [chatPost('stuck', '12'), chat12],
      [chatPost('behind it', '12'), chat12],
      [chatPost('elsewhere', '99'), chat99],
      [reviewPost('345'), outboxScopes.review('345')],
    );
    server.nextAnswers.push(503);
    const result = await replayOutbox({ now });
    expect(sentMessages()).toEqual(['elsewhere', 'review 345']);
    expect(result).toMatchObject({ pending: true, retryAt: clock + outboxRetry.firstDelayMs });
    expect((await listOutbox()).map((i) => i.fields.Message)).toEqual(['stuck', 'behind it']);

    clock += outboxRetry.firstDelayMs;
    await replayOutbox({ now });
    expect(sentMessages()).toEqual(['elsewhere', 'review 345', 'stuck', 'behind it']);
  });

  it('is tried again with growing waits, as Retry-After asks when it does', async () => {
    await queueOffline([chatPost('stuck'), chat12]);
    const attemptTimes: number[] = [];
    server.fetch.mockImplementation(async () => {
      attemptTimes.push(clock);
      const retryAfter = attemptTimes.length === 3 ? { 'Retry-After': '120' } : undefined;
      return Response.json({ success: false, message: 'Busy' }, { status: 503, headers: retryAfter });
    });
    const start = clock;
    for (let second = 0; second <= 300; second += 1) {
      clock = start + second * 1000;
      await replayOutbox({ now });
    }
    // 5 s after the first, 10 s after the second, then the 120 s the server asked for, then 40 s, 80 s.
    expect(attemptTimes.map((t) => (t - start) / 1000)).toEqual([0, 5, 15, 135, 175, 255]);
    expect((await listOutbox())[0]).toMatchObject({ status: 'sending', attempts: 6 });
  });

  it('is marked failed after 24 hours, like a refusal, and can be sent again or discarded', async () => {
    await queueOffline([chatPost('stuck'), chat12], [chatPost('next'), chat12]);
    server.fetch.mockImplementation(async () => new Response(null, { status: 502 }));
    await replayOutbox({ now });
    clock += outboxRetry.giveUpAfterMs + 60_000;
    await replayOutbox({ now });
    const items = await listOutbox(chat12);
    expect(items.map((i) => [i.fields.Message, i.status, i.expired])).toEqual([
      ['stuck', 'failed', true],
      ['next', 'failed', true],
    ]);
    expect(server.fetch).toHaveBeenCalledTimes(1);

    server.fetch.mockImplementation(fakeServer().fetch); // the server recovers
    await retryOutboxItem(items[0]?.key ?? '');
    expect(await listOutbox(chat12)).toMatchObject([{ fields: { Message: 'next' }, status: 'failed' }]);
  });
});

describe('queued posts of one account', () => {
  it('are never listed to, nor sent with the token of, another account', async () => {
    await queueOffline([chatPost('from alice'), chat12]);
    signInForTest('a-bob', 'bob-token');
    await claimDevice({ account: 'a-bob', token: 'bob-token' });
    expect(await listOutbox()).toEqual([]);
    await sendOrQueue(chatPost('from bob', '99'), { scope: chat99 });
    await replayOutbox({ now });
    expect(sentMessages()).toEqual(['from bob']);
    expect(sentTokens()).toEqual(['Bearer bob-token']);

    // Kept for Alice, without her old token, and sent as her once she signs in again.
    const [kept] = await outboxDb.outbox.toArray();
    expect(kept?.headers.some(([name]) => name.toLowerCase() === 'authorization')).toBe(false);
    signInForTest('a-alice', 'alice-again');
    await replayOutbox({ now });
    expect(sentMessages()).toEqual(['from bob', 'from alice']);
    expect(sentTokens()).toEqual(['Bearer bob-token', 'Bearer alice-again']);
  });

  it('wait for their account to sign in again when the server refuses the token (401)', async () => {
    await queueOffline([chatPost('a'), chat12], [chatPost('b'), chat99]);
    server.fetch.mockImplementationOnce(async () => new Response(null, { status: 401 }));
    const result = await replayOutbox({ now, session: null }); // as the service worker does
    expect(result.pending).toBe(false);
    expect(server.fetch).toHaveBeenCalledTimes(1); // 'b' carries the same dead token: not tried
    expect((await listOutbox()).map((i) => [i.fields.Message, i.status])).toEqual([
      ['a', 'sending'],
      ['b', 'sending'],
    ]);
    await replayOutbox({ now, session: null }); // no token left: nothing is sent
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await replayOutbox({ now }); // the page, signed in
    expect(sentMessages()).toEqual(['a', 'b']);
  });

  it('made before posts were stamped go to the account whose session queued them', async () => {
    await outboxDb.outbox.add({
      key: 'old',
      scope: chat12,
      url: 'http://localhost/api/newchat',
      method: 'POST',
      headers: [['authorization', 'Bearer alice-token']],
      credentials: 'same-origin',
      body: new TextEncoder().encode('Message=old').buffer,
      fields: { Message: 'old' },
      createdAt: clock,
      status: 'sending',
      attempts: 0,
    });
    await claimDevice({ account: 'a-alice', token: 'alice-token' });
    expect((await listOutbox()).map((i) => i.key)).toEqual(['old']);
  });
});
