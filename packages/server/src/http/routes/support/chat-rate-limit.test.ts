// /newchat counts, checks and stores a message in one statement. Every post counts against the
// sender's per-minute limit, refused ones too; past it the answer is 429 with Retry-After and nothing is
// stored, and a repeat of an earlier post (same Idempotency-Key) still replays it once the chat is closed.
import { loadChatsResponseSchema } from '@callout/contracts/support';
import { backends } from '@callout/server-testing/backends';
import { openCase, signInOperator } from '@callout/server-testing/fixtures/support';
import { client, signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { supportMessages } from '../../../domain/support/messages';
import { supportRateRules } from '../../../domain/support/rate-rules';
import { messages } from '../../../messages';

describe.each(backends)('chat posts on $name', (backend) => {
  const { server } = suiteServer(backend);
  const rule = supportRateRules.chatMessagePerAccount;

  const post = (token: string, form: Record<string, string>, key?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/newchat',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });

  it('counts refused posts too, and past the limit answers 429 and stores nothing', async () => {
    const c = client(server.app);
    const { token } = await signUp(c, 'user');
    const caseId = await openCase(c, 'user', token);
    const stranger = await signUp(c, 'user');
    const foreign = await openCase(c, 'user', stranger.token);

    const refused = await post(token, { ChatId: foreign, Category: 'SUPPORT', Message: 'Hi' });
    expect(refused.statusCode).toBe(404);
    for (let i = 1; i < rule.limit; i += 1) {
      const answer = await post(token, { ChatId: caseId, Category: 'SUPPORT', Message: `Message ${i}` });
      expect(answer.statusCode).toBe(201);
    }
    const over = await post(token, { ChatId: caseId, Category: 'SUPPORT', Message: 'One too many' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, message: messages.tooManyAttempts });
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);

    // Every post within the limit is stored, the refused one is not (the chat answers its newest page).
    const [stored] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_messages WHERE category = 'SUPPORT' AND chat_ref = $1`,
      [caseId],
    );
    expect(stored?.n).toBe(rule.limit - 1);
    const chat = loadChatsResponseSchema.parse(
      (await c.post('/loadchats', { category: 'SUPPORT', chatid: caseId }, token)).body,
    );
    expect(chat.data?.at(-1)?.Message).toBe(`Message ${rule.limit - 1}`);
    // The stranger's case got nothing from the refused post.
    const theirs = loadChatsResponseSchema.parse(
      (await c.post('/loadchats', { category: 'SUPPORT', chatid: foreign }, stranger.token)).body,
    );
    expect(theirs.data).toEqual([]);
  });

  it('replays a repeated post after its chat closed, and refuses a new one with 409', async () => {
    const c = client(server.app);
    const { token } = await signUp(c, 'provider');
    const caseId = await openCase(c, 'provider', token);
    const staff = await signInOperator(server, c);
    const form = { ChatId: caseId, Category: 'SUPPORT', Message: 'Are you there?' };
    const post = (key: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/provider/newchat',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': key,
        },
        payload: new URLSearchParams(form).toString(),
      });
    expect((await post('first-post')).statusCode).toBe(201);
    expect((await c.post(`/operator/cases/${caseId}/status`, { value: 'CLOSED' }, staff.token)).status).toBe(
      200,
    );
    const repeat = await post('first-post');
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    const fresh = await post('second-post');
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json()).toMatchObject({ success: false, message: supportMessages.chatClosed });
    const chat = loadChatsResponseSchema.parse(
      (await c.post('/provider/loadchats', { category: 'SUPPORT', chatid: caseId }, token)).body,
    );
    expect(chat.data?.map((m) => m.Message)).toEqual(['Are you there?']);
  });
});
