import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxDb, outboxScopes } from './outbox-db';
import { addToOutbox } from './outbox-items';
import { signInForTest } from './test-server';
import { useOutbox } from './use-outbox';

function PendingMessages({ chatId }: { chatId: string }) {
  const items = useOutbox(outboxScopes.chat(chatId));
  return (
    <ul aria-label="Pending messages">
      {items.map((item) => (
        <li key={item.key}>
          {item.fields.Message} ({item.status === 'failed' ? item.error : 'sending'})
        </li>
      ))}
    </ul>
  );
}

const post = (message: string, chatId: string) =>
  new Request('http://localhost/api/newchat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ChatId: chatId, Message: message }),
  });

beforeEach(() => signInForTest('a-customer'));

afterEach(async () => {
  vi.unstubAllGlobals();
  await outboxDb.outbox.clear();
});

describe('useOutbox', () => {
  it("lists a chat's waiting and refused items as they change, and nothing from other chats", async () => {
    render(<PendingMessages chatId="12" />);
    await addToOutbox(post('On my way', '12'), 'k1', outboxScopes.chat('12'));
    await addToOutbox(post('Elsewhere', '99'), 'k2', outboxScopes.chat('99'));
    expect(await screen.findByText('On my way (sending)')).toBeTruthy();

    await outboxDb.outbox.where('key').equals('k1').modify({ status: 'failed', error: 'Chat not available' });
    expect(await screen.findByText('On my way (Chat not available)')).toBeTruthy();

    await outboxDb.outbox.where('key').equals('k1').delete();
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Pending messages' }).children).toHaveLength(0),
    );
    expect(screen.queryByText(/Elsewhere/)).toBeNull();
  });
});
