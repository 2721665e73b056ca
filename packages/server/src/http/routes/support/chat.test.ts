import { chatMessageRequiredMessage, loadChatsResponseSchema } from '@callout/contracts/support';
import { imageTooLargeMessage } from '@callout/contracts/validation';
import { backends } from '@callout/server-testing/backends';
import { openCase, pixelDataUrl, pixelPng, signInOperator } from '@callout/server-testing/fixtures/support';
import { type Client, client, prefixOf, signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { supportMessages } from '../../../domain/support/messages';
import { messages } from '../../../messages';

describe.each(backends)('chat on $name', (backend) => {
  const { server } = suiteServer(backend);

  const loadChat = async (c: Client, prefix: string, chatid: string, token: string) =>
    loadChatsResponseSchema.parse(
      (await c.post(`${prefix}/loadchats`, { category: 'SUPPORT', chatid }, token)).body,
    );

  describe.each(['user', 'provider'] as const)('for a %s', (role) => {
    const prefix = prefixOf(role);

    it('chats with text, an image and replies; deletes only its own messages; goes read-only when closed', async () => {
      const c = client(server.app);
      const { token } = await signUp(c, role);
      const caseId = await openCase(c, role, token);
      const staff = await signInOperator(server, c);

      const first = await loadChat(c, prefix, caseId, token);
      expect(first).toMatchObject({ success: true, status: 'NEW', data: [] });
      expect(first.userid).toMatch(role === 'provider' ? /^PRV-/ : /^CUS-/);

      const reply = await c.post(
        `/operator/cases/${caseId}/reply`,
        { Message: 'Hello, how can we help?' },
        staff.token,
      );
      expect(reply.status).toBe(201);
      const send = (form: Record<string, string>) =>
        c.post(`${prefix}/newchat`, { ChatId: caseId, Category: 'SUPPORT', ...form }, token);
      expect(await send({ Message: '  I was charged twice  ' })).toEqual({
        status: 201,
        body: { success: true, message: supportMessages.messageSent },
      });
      expect((await send({ ImageData: pixelDataUrl, Message: '' })).status).toBe(201);
      const operatorMessageId = (reply.body.data as { Id: string }).Id;
      expect((await send({ Message: 'See the receipt', ReplyToChatId: operatorMessageId })).status).toBe(201);

      const chat = await loadChat(c, prefix, caseId, token);
      expect(chat.status).toBe('OPEN');
      const [hello, text, image, quoted] = chat.data ?? [];
      expect(hello).toMatchObject({
        Name: 'Callout Support · Olu',
        Message: 'Hello, how can we help?',
        ImageUrl: null,
      });
      expect(text).toMatchObject({
        SenderId: chat.userid,
        Message: 'I was charged twice',
        ReplyToChatId: null,
      });
      expect(image).toMatchObject({ SenderId: chat.userid, Message: null });
      expect(quoted).toMatchObject({ Message: 'See the receipt', ReplyToChatId: hello?.Id });
      expect(Date.parse(text?.Date ?? '')).not.toBeNaN();

      const picture = await server.app.inject({
        url: image?.ImageUrl ?? '',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      expect(picture.headers['x-content-type-options']).toBe('nosniff');
      expect(picture.rawPayload.equals(Buffer.from(pixelPng, 'base64'))).toBe(true);

      expect(await c.post(`${prefix}/delChat`, { id: hello?.Id ?? '' }, token)).toEqual({
        status: 403,
        body: { success: false, message: supportMessages.notYourMessage },
      });
      expect(await c.post(`${prefix}/delChat`, { id: image?.Id ?? '' }, token)).toEqual({
        status: 200,
        body: { success: true, message: supportMessages.messageDeleted },
      });
      const deleted = await server.app.inject({
        url: image?.ImageUrl ?? '',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(deleted.statusCode).toBe(404);
      expect((await c.post(`${prefix}/delChat`, { id: image?.Id ?? '' }, token)).status).toBe(404);
      const afterDelete = await loadChat(c, prefix, caseId, token);
      expect(afterDelete.data?.map((m) => m.Message)).toEqual([
        'Hello, how can we help?',
        'I was charged twice',
        'See the receipt',
      ]);

      expect(
        (await c.post(`/operator/cases/${caseId}/status`, { value: 'CLOSED' }, staff.token)).status,
      ).toBe(200);
      const closed = await loadChat(c, prefix, caseId, token);
      expect(closed.status).toBe('CLOSED');
      expect(closed.data).toHaveLength(3);
      expect(await send({ Message: 'One more thing' })).toEqual({
        status: 409,
        body: { success: false, message: supportMessages.chatClosed },
      });
      expect((await c.post(`${prefix}/delChat`, { id: text?.Id ?? '' }, token)).status).toBe(409);
    });
  });

  it("keeps every chat to its owner: others get 404, the other role's token 401", async () => {
    const c = client(server.app);
    const owner = await signUp(c, 'user');
    const stranger = await signUp(c, 'user');
    const provider = await signUp(c, 'provider');
    const caseId = await openCase(c, 'user', owner.token);
    await c.post('/newchat', { ChatId: caseId, Category: 'SUPPORT', Message: 'Private' }, owner.token);
    const messageId = (await loadChat(c, '', caseId, owner.token)).data?.[0]?.Id ?? '';

    const notFound = { status: 404, body: { success: false, message: supportMessages.caseNotFound } };
    expect(await c.post('/loadchats', { category: 'SUPPORT', chatid: caseId }, stranger.token)).toEqual(
      notFound,
    );
    expect(
      await c.post('/newchat', { ChatId: caseId, Category: 'SUPPORT', Message: 'Hi' }, stranger.token),
    ).toEqual(notFound);
    expect(
      await c.post('/provider/loadchats', { category: 'SUPPORT', chatid: caseId }, provider.token),
    ).toEqual(notFound);
    expect(await c.post('/delChat', { id: messageId }, stranger.token)).toEqual({
      status: 404,
      body: { success: false, message: supportMessages.messageNotFound },
    });
    expect(await c.post('/provider/loadchats', { category: 'SUPPORT', chatid: caseId }, owner.token)).toEqual(
      {
        status: 401,
        body: { success: false, message: messages.sessionExpired },
      },
    );
    expect((await loadChat(c, '', caseId, owner.token)).data?.map((m) => m.Message)).toEqual(['Private']);
  });

  it('answers every bad input with a 4xx and a message, never a 500', async () => {
    const c = client(server.app);
    const { token } = await signUp(c, 'user');
    const caseId = await openCase(c, 'user', token);
    const base = { ChatId: caseId, Category: 'SUPPORT' };
    const svg = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    const bigPng = Buffer.alloc(2 * 1024 * 1024 + 10, 1);
    bigPng.write('89504e470d0a1a0a', 'hex');
    const cases: Array<[string, Record<string, string>, number, string?]> = [
      ['/newchat', base, 400, chatMessageRequiredMessage],
      ['/newchat', { ...base, Message: '   ' }, 400, chatMessageRequiredMessage],
      ['/newchat', { ...base, Message: 'x'.repeat(2001) }, 400],
      [
        '/newchat',
        { ...base, Category: 'GOSSIP', Message: 'Hi' },
        400,
        'Chat category must be SUPPORT or ORDER.',
      ],
      ['/newchat', { ...base, ChatId: '../etc', Message: 'Hi' }, 400],
      ['/newchat', { ...base, ChatId: 'CS-NOPE', Message: 'Hi' }, 404, supportMessages.caseNotFound],
      [
        '/newchat',
        { ...base, Category: 'ORDER', ChatId: '12', Message: 'Hi' },
        404,
        supportMessages.chatNotFound,
      ],
      ['/newchat', { ...base, ImageData: 'data:application/pdf;base64,JVBERi0=' }, 400],
      ['/newchat', { ...base, ImageData: svg }, 400, messages.imageType],
      [
        '/newchat',
        { ...base, ImageData: `data:image/png;base64,${bigPng.toString('base64')}` },
        400,
        imageTooLargeMessage,
      ],
      [
        '/newchat',
        { ...base, Message: 'Hi', ReplyToChatId: '999999999' },
        400,
        supportMessages.replyTargetMissing,
      ],
      ['/newchat', { ...base, Message: 'Hi', ReplyToChatId: 'abc' }, 400, supportMessages.replyTargetMissing],
      ['/newchat', { ...base, Message: 'Hi', ReplyToChatId: '99999999999999999999' }, 400],
      ['/loadchats', { category: 'SUPPORT' }, 400],
      ['/loadchats', { category: 'support', chatid: caseId }, 400],
      ['/loadchats', { category: 'ORDER', chatid: 'ORD-1' }, 404, supportMessages.chatNotFound],
      ['/delChat', {}, 400],
      ['/delChat', { id: 'x y' }, 400],
      ['/delChat', { id: '12345678901234567890' }, 404, supportMessages.messageNotFound],
    ];
    for (const [path, form, status, message] of cases) {
      const answer = await c.post(path, form, token);
      expect({ path, form: Object.keys(form), status: answer.status }).toEqual({
        path,
        form: Object.keys(form),
        status,
      });
      expect(answer.body.success).toBe(false);
      if (message) expect(answer.body.message).toBe(message);
    }
    // A reply must quote a message of the same chat.
    const otherOwner = await signUp(c, 'user');
    const elsewhere = await openCase(c, 'user', otherOwner.token);
    await c.post('/newchat', { ChatId: elsewhere, Category: 'SUPPORT', Message: 'Mine' }, otherOwner.token);
    const foreignId = (await loadChat(c, '', elsewhere, otherOwner.token)).data?.[0]?.Id ?? '';
    expect(
      (await c.post('/newchat', { ...base, Message: 'Hi', ReplyToChatId: foreignId }, token)).body.message,
    ).toBe(supportMessages.replyTargetMissing);
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/api/newchat',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"ChatId":',
    });
    expect(malformed.statusCode).toBe(400);
  });
});
