import 'fake-indexeddb/auto';
import { addToOutbox } from '@callout/offline/outbox-items';
import { createTestQueryClient, QueryWrapper } from '@callout/query/testing';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatScope } from './chat-calls';
import { ChatPanel } from './chat-panel';
import { openNewChat } from './chat-query';
import { fakeChat, fakeOutbox, staffMessage } from './test-setup';
import { useChatOutbox } from './use-chat-outbox';

const poll = 40;

beforeEach(() => {
  const account = `a-${crypto.randomUUID()}`;
  localStorage.setItem('serve', `token-of-${account}`);
  localStorage.setItem('account', account);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const formPost = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

describe('a chat opened before the server has it', () => {
  it('shows its composer while it cannot load, and the first load that answers replaces it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeChat([staffMessage(1, 'We have your case.')]);
    const answer = fake.load.getMockImplementation();
    fake.load.mockRejectedValue(new TypeError('Failed to fetch'));
    const client = createTestQueryClient();
    await openNewChat(client, fake.calls, 'SUPPORT', 'CS-NEW00001', poll);
    render(
      <QueryWrapper client={client}>
        <ChatPanel
          category="SUPPORT"
          chatId="CS-NEW00001"
          calls={fake.calls}
          outbox={fakeOutbox()}
          pollIntervalMs={poll}
        />
      </QueryWrapper>,
    );
    expect(screen.getByLabelText('Message')).toBeTruthy();
    expect(screen.queryByText('Loading messages…')).toBeNull();
    await waitFor(() => expect(fake.load).toHaveBeenCalled());
    expect(screen.getByLabelText('Message')).toBeTruthy();

    if (answer) fake.load.mockImplementation(answer);
    expect(await screen.findByText('We have your case.')).toBeTruthy();
  });

  it("lists only the chat's messages of its outbox scope, not the case queued before them", async () => {
    const scope = chatScope('SUPPORT', 'CS-NEW00002');
    await addToOutbox(
      formPost('newsupportcase', { value: 'Opened in a lift', CaseID: 'CS-NEW00002' }),
      'case',
      scope,
    );
    await addToOutbox(
      formPost('newchat', { ChatId: 'CS-NEW00002', Category: 'SUPPORT', Message: 'First words' }),
      'message',
      scope,
    );
    const { result } = renderHook(() => useChatOutbox('SUPPORT', 'CS-NEW00002'));
    await waitFor(() => expect(result.current.items.map((item) => item.key)).toEqual(['message']));
    expect(result.current.items[0]).toMatchObject({ text: 'First words', status: 'sending' });
  });
});
