// A long chat opens at its newest page; earlier messages load when the reader scrolls to the top (or with
// the button), above what they were reading, which stays where it was on the screen.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChatPanel } from './chat-panel';
import { fakeChat, fakeOutbox, message, queryWrapper } from './test-setup';

beforeEach(() => {
  localStorage.setItem('serve', 'token-of-pager');
  localStorage.setItem('account', `pager-${crypto.randomUUID()}`);
});
afterEach(cleanup);

/** 120 messages, 50 a page, as the server answers them. */
function longChat() {
  const fake = fakeChat(Array.from({ length: 120 }, (_, i) => message(i + 1)));
  fake.chat.pageSize = 50;
  render(
    <ChatPanel
      category="SUPPORT"
      chatId="CS-1"
      calls={fake.calls}
      outbox={fakeOutbox()}
      pollIntervalMs={60_000}
    />,
    {
      wrapper: queryWrapper(),
    },
  );
  return fake;
}
const log = () => screen.getByRole('log', { name: 'Messages' });
const shown = () => within(log()).getAllByRole('listitem').length;

describe('a long chat', () => {
  it('opens at the newest page and loads earlier ones with the button, to the first', async () => {
    const fake = longChat();
    await screen.findByText('Message 120');
    expect(within(log()).queryByText('Message 70')).toBeNull();
    expect(shown()).toBe(50);
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await screen.findByText('Message 21');
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await screen.findByText('Message 1');
    expect(shown()).toBe(120);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
    expect(fake.load.mock.calls.map(([input]) => input?.before)).toEqual([undefined, '71', '21']);
  }, 30_000);

  it('loads earlier messages on scrolling to the top, keeping what was read in place', async () => {
    longChat();
    await screen.findByText('Message 120');
    // jsdom lays nothing out: each message is 30 px high here.
    Object.defineProperty(log(), 'scrollHeight', { configurable: true, get: () => 30 * shown() });
    log().scrollTop = 0;
    fireEvent.scroll(log());
    await screen.findByText('Message 21');
    // 50 messages were 1,500 px from the top of the log to its end; they still are.
    await waitFor(() => expect(30 * shown() - log().scrollTop).toBe(1500));
  });
});
