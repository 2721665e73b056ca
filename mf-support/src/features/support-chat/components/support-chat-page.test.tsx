import 'fake-indexeddb/auto';
import type { ChatMessage } from '@callout/contracts/support';
import { outboxDb } from '@callout/offline/outbox-db';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { alerts, answer, fakeApi, renderAt } from '../../../test/test-utils';
import { SupportChatPage } from './support-chat-page';

const staff = {
  Id: '1',
  SenderId: 'OPR-1',
  Name: 'Callout Support · Olu',
  Message: 'Hello, how can we help?',
  ImageUrl: null,
  Date: '2025-07-11T10:00:00Z',
  ReplyToChatId: null,
};

afterEach(async () => {
  await outboxDb.outbox.clear();
});

/** A chat on the fake server: loadchats answers `messages`, newchat answers with `newchat` (default 201). */
function serveChat(
  prefix = '',
  newchat: () => Response | Promise<Response> = () =>
    answer({ success: true, message: 'Message sent.' }, 201),
) {
  const messages: ChatMessage[] = [staff];
  const api = fakeApi({
    [`POST /api${prefix}/loadchats`]: () =>
      answer({ success: true, message: 'Chat loaded.', data: messages, userid: 'CUS-ME', status: 'OPEN' }),
    [`POST /api${prefix}/newchat`]: async (params) => {
      const reply = await newchat();
      if (reply.ok)
        messages.push({
          ...staff,
          Id: String(messages.length + 1),
          SenderId: 'CUS-ME',
          Name: 'Sam',
          Message: params.get('Message'),
        });
      return reply;
    },
  });
  return { api, messages };
}

describe('support chat page', () => {
  it("loads the case's chat and sends through the outbox with an Idempotency-Key", async () => {
    const user = userEvent.setup();
    const { api } = serveChat();
    renderAt('/support-chat/:id', '/support-chat/CS-OPEN0001', <SupportChatPage accountType="user" />);
    expect(await screen.findByText('Hello, how can we help?')).toBeTruthy();
    expect(screen.getByText('Case CS-OPEN0001')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to support cases' }).getAttribute('href')).toBe('/support');
    expect(api.calls[0]?.params.toString()).toBe('category=SUPPORT&chatid=CS-OPEN0001');

    await user.type(screen.getByLabelText('Message'), 'My card was charged twice{Enter}');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('My card was charged twice')).toBeTruthy();
    // The log shows the message from the outbox a moment before the server has been asked.
    const sent = await waitFor(() => {
      const call = api.calls.find((candidate) => candidate.path === '/api/newchat');
      if (!call) throw new Error('newchat not called yet');
      return call;
    });
    expect(sent?.params.get('Message')).toBe('My card was charged twice');
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(await outboxDb.outbox.count()).toBe(0);
  });

  it('shows a message sent offline as sending until it can be delivered', async () => {
    const user = userEvent.setup();
    serveChat('/provider', () => Promise.reject(new TypeError('Failed to fetch')));
    renderAt('/provider/chat/:id', '/provider/chat/CS-OPEN0001', <SupportChatPage accountType="provider" />);
    await user.type(await screen.findByLabelText('Message'), 'Sent from a basement{Enter}');
    const log = screen.getByRole('log', { name: 'Messages' });
    const pending = (await within(log).findByText('Sent from a basement')).closest('li') as HTMLElement;
    expect(within(pending).getByText('Sending…')).toBeTruthy();
    expect(alerts).toEqual([]);
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(''));
    const [queued] = await outboxDb.outbox.toArray();
    expect(queued).toMatchObject({ scope: 'chat:SUPPORT-CS-OPEN0001', status: 'sending' });
    expect(queued?.url).toMatch(/\/api\/provider\/newchat$/);
  });

  it('alerts the server message when the server refuses a message, and keeps nothing queued', async () => {
    const user = userEvent.setup();
    serveChat('', () =>
      answer(
        {
          success: false,
          message: 'This chat is closed. Please open a new support case if you still need help.',
        },
        409,
      ),
    );
    renderAt('/support-chat/:id', '/support-chat/CS-OPEN0001', <SupportChatPage accountType="user" />);
    await user.type(await screen.findByLabelText('Message'), 'Too late{Enter}');
    await waitFor(() =>
      expect(alerts).toEqual(['This chat is closed. Please open a new support case if you still need help.']),
    );
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Too late');
    expect(await outboxDb.outbox.count()).toBe(0);
  });
});
