// The chat log: messages still in the outbox, and the scroll position as messages arrive.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from './chat-panel';
import { fakeChat, fakeOutbox, message, queryWrapper, staffMessage } from './test-setup';

const poll = 40;
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderChat(fake: ReturnType<typeof fakeChat>, outbox = fakeOutbox()) {
  return render(
    <ChatPanel category="SUPPORT" chatId="CS-1" calls={fake.calls} outbox={outbox} pollIntervalMs={poll} />,
    { wrapper: queryWrapper() },
  );
}
const log = () => screen.getByRole('log', { name: 'Messages' });
const item = (text: string) => within(log()).getByText(text).closest('li') as HTMLElement;

describe('ChatPanel outbox messages', () => {
  it('shows waiting messages as sending, and refused or unanswered ones with their reason', async () => {
    const user = userEvent.setup();
    const outbox = fakeOutbox([
      { key: 'a', text: 'Sent offline', imageDataUrl: null, replyToId: null, status: 'sending', error: null },
      {
        key: 'b',
        text: 'Too late',
        imageDataUrl: null,
        replyToId: null,
        status: 'failed',
        error: 'This chat is closed.',
      },
      {
        key: 'c',
        text: 'Never answered',
        imageDataUrl: null,
        replyToId: null,
        status: 'failed',
        expired: true,
        error: null,
      },
    ]);
    renderChat(fakeChat(), outbox);
    // Queued items show under the spinner too; wait for the loaded log so the rows are the final ones.
    await waitFor(() => expect(screen.queryByText('Loading messages…')).toBeNull());
    expect(within(await waitFor(() => item('Sent offline'))).getByText('Sending…')).toBeTruthy();
    const refused = item('Too late');
    expect(within(refused).getByText('Not sent: This chat is closed.')).toBeTruthy();
    await user.click(within(refused).getByRole('button', { name: 'Try again' }));
    expect(outbox.retry).toHaveBeenCalledWith('b');
    await user.click(within(refused).getByRole('button', { name: 'Discard' }));
    expect(outbox.discard).toHaveBeenCalledWith('b');
    const expired = item('Never answered');
    expect(within(expired).getByText('Not sent: Callout did not answer for 24 hours.')).toBeTruthy();
    expect(within(expired).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
  it('keeps a delivered message on screen once: no blink while it moves from the outbox to the chat', async () => {
    const fake = fakeChat([staffMessage(1, 'Hi')]);
    fake.chat.loadDelayMs = poll * 3;
    const waiting = {
      key: 'a',
      text: 'Hello',
      imageDataUrl: null,
      replyToId: null,
      status: 'sending' as const,
      error: null,
    };
    const view = renderChat(fake, fakeOutbox([waiting]));
    expect(await within(await screen.findByRole('log')).findByText('Hello')).toBeTruthy();

    // Delivered in the background: the outbox is empty before the chat has loaded it.
    view.rerender(
      <ChatPanel
        category="SUPPORT"
        chatId="CS-1"
        calls={fake.calls}
        outbox={fakeOutbox()}
        pollIntervalMs={poll}
      />,
    );
    expect(within(log()).getAllByText('Hello')).toHaveLength(1);
    fake.chat.messages.push(message(2, { Message: 'Hello' }));
    await waitFor(() => expect(within(log()).queryByText('Sending…')).toBeNull());
    expect(within(log()).getAllByText('Hello')).toHaveLength(1);
  });

  it('drops the sending copy of a message the chat listed before its lost answer was replayed', async () => {
    // The server stored it but the answer was lost: the chat lists it while the outbox still holds it.
    const fake = fakeChat([message(1, { Message: 'Hello' })]);
    const waiting = {
      key: 'a',
      text: 'Hello',
      imageDataUrl: null,
      replyToId: null,
      status: 'sending' as const,
      error: null,
    };
    const view = renderChat(fake, fakeOutbox([waiting]));
    await waitFor(() => expect(within(log()).getAllByText('Hello')).toHaveLength(2));

    // The replay lands (the server answers its first result): the chat itself does not change.
    view.rerender(
      <ChatPanel
        category="SUPPORT"
        chatId="CS-1"
        calls={fake.calls}
        outbox={fakeOutbox()}
        pollIntervalMs={poll}
      />,
    );
    await waitFor(() => expect(within(log()).queryByText('Sending…')).toBeNull());
    expect(within(log()).getAllByText('Hello')).toHaveLength(1);
  });
});

describe('ChatPanel scrolling', () => {
  const metrics = { scrollHeight: 1000, clientHeight: 300 };
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => metrics.scrollHeight);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => metrics.clientHeight);
  });

  it('follows new messages at the bottom, and leaves a reader of older ones where they are', async () => {
    const fake = fakeChat([message(1), message(2)]);
    renderChat(fake);
    await screen.findByText('Message 2');
    expect(log().scrollTop).toBe(1000); // opened at the newest message

    // Scrolled up to read: a new message neither moves the view nor goes unnoticed.
    act(() => {
      log().scrollTop = 100;
      log().dispatchEvent(new Event('scroll'));
    });
    metrics.scrollHeight = 1200;
    fake.chat.messages.push(staffMessage(3, 'New answer'));
    await screen.findByText('New answer');
    expect(log().scrollTop).toBe(100);
    const jump = screen.getByRole('button', { name: 'New messages below' });

    await userEvent.click(jump);
    expect(log().scrollTop).toBe(1200);
    metrics.scrollHeight = 1400;
    fake.chat.messages.push(staffMessage(4, 'Another'));
    await screen.findByText('Another');
    expect(log().scrollTop).toBe(1400);
    expect(screen.queryByRole('button', { name: 'New messages below' })).toBeNull();
  });
});
