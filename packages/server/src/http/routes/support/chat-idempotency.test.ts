// The Idempotency-Key of POST /newchat: what the offline outbox relies on to deliver a message once.
import { loadChatsResponseSchema } from '@callout/contracts/support';
import { backends } from '@callout/server-testing/backends';
import { openCase } from '@callout/server-testing/fixtures/support';
import { type Client, client, signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { supportMessages } from '../../../domain/support/messages';

describe.each(backends)('chat Idempotency-Key on $name', (backend) => {
  const { server } = suiteServer(backend);

  const loadChat = async (c: Client, chatid: string, token: string) =>
    loadChatsResponseSchema.parse((await c.post('/loadchats', { category: 'SUPPORT', chatid }, token)).body);

  const post = (token: string, form: Record<string, string>, key?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/newchat',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload: new URLSearchParams(form).toString(),
    });

  it('stores a repeated post once and answers the repeat with the first result', async () => {
    const c = client(server.app);
    const { token } = await signUp(c, 'user');
    const caseId = await openCase(c, 'user', token);
    const form = { ChatId: caseId, Category: 'SUPPORT', Message: 'Sent from the train' };
    const key = 'b9f4a1c2-5d1e-4c7a-9f00-0123456789ab';
    const firstTry = await post(token, form, key);
    const again = await post(token, form, key);
    expect([firstTry.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(firstTry.json());
    expect(firstTry.headers['idempotent-replayed']).toBeUndefined();
    expect(again.headers['idempotent-replayed']).toBe('true');

    // Racing copies of the same post, and a different key, in one go.
    const raced = await Promise.all([
      post(token, { ...form, Message: 'Race' }, 'race-1'),
      post(token, { ...form, Message: 'Race' }, 'race-1'),
      post(token, { ...form, Message: 'Race' }, 'race-1'),
      post(token, { ...form, Message: 'Other' }, 'race-2'),
    ]);
    expect(raced.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const texts = (await loadChat(c, caseId, token)).data?.map((m) => m.Message);
    // One of each; the two keys raced, so either may have been stored first.
    expect(texts?.[0]).toBe('Sent from the train');
    expect(texts?.slice(1).sort()).toEqual(['Other', 'Race']);

    // Without a key every post is a new message; a deleted message still answers its replay.
    await post(token, form);
    await post(token, form);
    const all = (await loadChat(c, caseId, token)).data ?? [];
    expect(all).toHaveLength(5);
    await c.post('/delChat', { id: all[0]?.Id ?? '' }, token);
    expect((await post(token, form, key)).statusCode).toBe(201);
    expect((await loadChat(c, caseId, token)).data).toHaveLength(4);
  });

  it('keeps keys per account and refuses malformed keys', async () => {
    const c = client(server.app);
    const alice = await signUp(c, 'user');
    const bob = await signUp(c, 'user');
    const aliceCase = await openCase(c, 'user', alice.token);
    const bobCase = await openCase(c, 'user', bob.token);
    const form = (chat: string) => ({ ChatId: chat, Category: 'SUPPORT', Message: 'Same key' });
    expect((await post(alice.token, form(aliceCase), 'shared-key')).statusCode).toBe(201);
    const bobs = await post(bob.token, form(bobCase), 'shared-key');
    expect(bobs.headers['idempotent-replayed']).toBeUndefined();
    expect((await loadChat(c, bobCase, bob.token)).data).toHaveLength(1);

    for (const key of ['x'.repeat(101), '', 'has space', 'ümlaut']) {
      const refused = await post(alice.token, form(aliceCase), key);
      expect(refused.statusCode, key).toBe(400);
      expect(refused.json()).toEqual({ success: false, message: supportMessages.idempotencyKey });
    }
    expect((await post(alice.token, form(aliceCase), 'k'.repeat(100))).statusCode).toBe(201);
  });
});
