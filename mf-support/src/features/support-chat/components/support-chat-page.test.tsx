import 'fake-indexeddb/auto';
import { createChatCalls } from '@callout/chat/chat-calls';
import { openNewChat } from '@callout/chat/chat-query';
import type { ChatMessage } from '@callout/contracts/support';
import { api as kitApi } from '@callout/module-kit/api';
import { outboxDb } from '@callout/offline/outbox-db';
import { replayOutbox } from '@callout/offline/replay-outbox';
import { createTestQueryClient } from '@callout/query/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { staffGreeting } from '../../../test/support-data';
import {
  alerts,
  answer,
  fakeApi,
  goOffline,
  networkDown,
  outboxJourneyTimeoutMs,
  renderAt,
} from '../../../test/test-utils';
import { openSupportCase } from '../../support-cases/api/new-support-case';
import { SupportChatPage } from './support-chat-page';

afterEach(async () => {
  await outboxDb.outbox.clear();
});

/** A chat on the fake server: loadchats answers `messages`, newchat answers with `newchat` (default 201). */
function serveChat(
  prefix = '',
  newchat: () => Response | Promise<Response> = () =>
    answer({ success: true, message: 'Message sent.' }, 201),
) {
  const messages: ChatMessage[] = [staffGreeting];
  const api = fakeApi({
    [`POST /api${prefix}/loadchats`]: () =>
      answer({ success: true, message: 'Chat loaded.', data: messages, userid: 'CUS-ME', status: 'OPEN' }),
    [`POST /api${prefix}/newchat`]: async (params) => {
      const reply = await newchat();
      if (reply.ok)
        messages.push({
          ...staffGreeting,
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

  it(
    'opens the chat of a case waiting to send; what is written in it is sent after the case, in order',
    async () => {
      const user = userEvent.setup();
      const messages: ChatMessage[] = [];
      const api = fakeApi({
        'POST /api/newsupportcase': (params) =>
          answer({ success: true, message: 'Created.', data: { CaseID: params.get('CaseID') } }, 201),
        'POST /api/loadchats': () =>
          answer({ success: true, message: 'Chat loaded.', data: messages, userid: 'CUS-ME', status: 'NEW' }),
        'POST /api/newchat': (params) => {
          messages.push({
            ...staffGreeting,
            Id: String(messages.length + 1),
            SenderId: 'CUS-ME',
            Message: params.get('Message'),
          });
          return answer({ success: true, message: 'Message sent.' }, 201);
        },
      });
      const online = api.fetch.getMockImplementation();
      const network = goOffline();
      api.fetch.mockImplementation(networkDown);
      const opened = await openSupportCase('user', 'Opened in a lift');
      if (opened.state !== 'queued') throw new Error(`the case was ${opened.state}`);
      const client = createTestQueryClient();
      await openNewChat(client, createChatCalls(kitApi, 'user'), 'SUPPORT', opened.caseId, 3000);

      renderAt(
        '/support-chat/:id',
        `/support-chat/${opened.caseId}`,
        <SupportChatPage accountType="user" />,
        client,
      );
      expect(await screen.findByText('This case is waiting to send')).toBeTruthy();
      const box = screen.getByLabelText('Message');
      const log = screen.getByRole('log', { name: 'Messages' });
      for (const text of ['First, from the lift', 'Second, from the lift']) {
        await user.type(box, `${text}{Enter}`);
        const item = (await within(log).findByText(text)).closest('li') as HTMLElement;
        expect(within(item).getByText('Sending…')).toBeTruthy();
      }
      expect(
        (await outboxDb.outbox.toArray()).map((item) => [item.scope, item.fields.Message ?? 'the case']),
      ).toEqual([
        [`chat:SUPPORT-${opened.caseId}`, 'the case'],
        [`chat:SUPPORT-${opened.caseId}`, 'First, from the lift'],
        [`chat:SUPPORT-${opened.caseId}`, 'Second, from the lift'],
      ]);

      network.online();
      if (online) api.fetch.mockImplementation(online);
      await replayOutbox();
      expect(
        api.calls
          .filter((call) => call.path !== '/api/loadchats')
          .map((call) => call.params.get('Message') ?? call.params.get('CaseID')),
      ).toEqual([opened.caseId, 'First, from the lift', 'Second, from the lift']);
      await waitFor(() => expect(screen.queryByText('This case is waiting to send')).toBeNull());
      // Loaded again from the server, which has both, after the case: no longer sending.
      await waitFor(() =>
        expect(
          within(screen.getByRole('log', { name: 'Messages' }))
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual([
          expect.stringContaining('First, from the lift'),
          expect.stringContaining('Second, from the lift'),
        ]),
      );
      expect(screen.queryByText('Sending…')).toBeNull();
      expect(alerts).toEqual([]);
    },
    outboxJourneyTimeoutMs,
  );
});
