import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idempotencyKeyHeader } from './idempotency';
import { outboxDb, outboxScopes } from './outbox-db';
import { listOutbox } from './outbox-items';
import { replayOutbox, retryOutboxItem } from './replay-outbox';
import { outboxFetch, queuedHeader, sendOrQueue } from './send-or-queue';
import { chatPost, type FakeServer, fakeServer, reviewPost, signInForTest } from './test-server';

const chat = outboxScopes.chat('12');
let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  signInForTest('a-customer');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await outboxDb.outbox.clear();
});

describe('sendOrQueue', () => {
  it('sends at once when online, with a UUID Idempotency-Key, and leaves nothing behind', async () => {
    const result = await sendOrQueue(chatPost('Hello'), { scope: chat });
    expect(result.state).toBe('sent');
    const [sent] = server.fetch.mock.calls[0] as [Request];
    expect(sent.headers.get(idempotencyKeyHeader)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(sent.headers.get('Authorization')).toBe('Bearer t');
    expect(server.rows.map((r) => r.fields.Message)).toEqual(['Hello']);
    expect(await listOutbox()).toEqual([]);
  });

  it('keeps posts made offline as sending and delivers them once, in order, when back online', async () => {
    server.online = false;
    const results = [];
    for (let i = 1; i <= 50; i += 1) results.push(await sendOrQueue(chatPost(`m${i}`), { scope: chat }));
    results.push(await sendOrQueue(reviewPost('345'), { scope: outboxScopes.review('345') }));
    expect(results.every((r) => r.state === 'queued')).toBe(true);
    const pending = await listOutbox(chat);
    expect(pending).toHaveLength(50);
    expect(pending[0]).toMatchObject({ status: 'sending', fields: { Message: 'm1' } });

    server.online = true;
    expect((await replayOutbox()).pending).toBe(false);
    expect(server.rows.map((r) => r.fields.Message ?? `review ${r.fields.orderid}`)).toEqual([
      ...Array.from({ length: 50 }, (_, i) => `m${i + 1}`),
      'review 345',
    ]);
    expect(await listOutbox()).toEqual([]);
  });

  it('puts a new post behind older waiting ones, even when sent from several places at once', async () => {
    server.online = false;
    await sendOrQueue(chatPost('first'), { scope: chat });
    server.online = true;
    await Promise.all([
      sendOrQueue(chatPost('second'), { scope: chat }),
      replayOutbox(),
      sendOrQueue(chatPost('third'), { scope: chat }),
      replayOutbox(),
    ]);
    expect(server.rows.map((r) => r.fields.Message)).toEqual(['first', 'second', 'third']);
  });

  it('does not duplicate a post whose answer was lost after the server saved it', async () => {
    server.nextAnswers.push('lose-response');
    const result = await sendOrQueue(chatPost('once'), { scope: chat });
    expect(result.state).toBe('queued');
    expect(server.rows).toHaveLength(1);

    await replayOutbox({ now: () => Date.now() + 60_000 }); // once its backoff is over
    expect(server.requests).toBe(2); // replayed with the same key…
    expect(server.rows).toHaveLength(1); // …and answered with the first result
    expect(await listOutbox()).toEqual([]);
  });

  it('keeps 5xx and 429 answers queued, in front of later posts of the same chat', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      server.nextAnswers.push(503);
      expect((await sendOrQueue(chatPost('a'), { scope: chat })).state).toBe('queued');
      // 'a' waits out its backoff, and 'b' of the same chat waits behind it, unsent.
      expect((await sendOrQueue(chatPost('b'), { scope: chat })).state).toBe('queued');
      expect((await listOutbox()).map((i) => [i.fields.Message, i.status, i.attempts])).toEqual([
        ['a', 'sending', 1],
        ['b', 'sending', 0],
      ]);
      vi.advanceTimersByTime(60_000);
      server.nextAnswers.push(429);
      await replayOutbox();
      expect(server.rows).toEqual([]);
      vi.advanceTimersByTime(60_000);
      await replayOutbox();
      expect(server.rows.map((r) => r.fields.Message)).toEqual(['a', 'b']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks a post the server refuses as failed with its message, and moves on', async () => {
    server.online = false;
    await sendOrQueue(chatPost('refused'), { scope: chat });
    await sendOrQueue(chatPost('fine'), { scope: chat });
    server.online = true;
    server.nextAnswers.push(400);
    await replayOutbox();
    expect(server.rows.map((r) => r.fields.Message)).toEqual(['fine']);
    const [failed] = await listOutbox(chat);
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'Refused with 400',
      fields: { Message: 'refused' },
    });

    // The user can send it again once the cause is fixed, or discard it.
    await retryOutboxItem(failed?.key ?? '');
    expect(server.rows.map((r) => r.fields.Message)).toEqual(['fine', 'refused']);
    expect(await listOutbox()).toEqual([]);
  });

  it('answers a refusal sent now as failed, with the server message', async () => {
    server.nextAnswers.push(422);
    const result = await sendOrQueue(chatPost('x'), { scope: chat });
    expect(result).toMatchObject({ state: 'failed', message: 'Refused with 422' });
  });

  it('replays with the session of now, not an expired one stored with the post', async () => {
    server.online = false;
    await sendOrQueue(chatPost('after login'), { scope: chat });
    server.online = true;
    signInForTest('a-customer', 'renewed');
    await replayOutbox();
    const [sent] = server.fetch.mock.calls.at(-1) as [Request];
    expect(sent.headers.get('Authorization')).toBe('Bearer renewed');
    expect(sent.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  it('refuses to queue calls other than chat, support case and review posts', async () => {
    const payment = new Request('http://localhost/api/confirmpayment', { method: 'POST' });
    await expect(sendOrQueue(payment, { scope: 'order:1' })).rejects.toThrow(
      /Only chat, support case and review/,
    );
  });
});

describe('outboxFetch', () => {
  it('gives ky the server answer, or a 202 marked as queued while offline', async () => {
    const send = outboxFetch(chat);
    const sent = await send(chatPost('online'));
    expect(sent.status).toBe(201);
    server.online = false;
    const queued = await send(chatPost('offline'));
    expect(queued.status).toBe(202);
    expect(queued.headers.get(queuedHeader)).toBe('1');
    expect(await queued.json()).toEqual({ success: true, message: 'queued' });
  });
});
