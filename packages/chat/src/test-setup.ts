// Test-only: the shared i18next instance as the app starts it, a query client, and a fake set of chat calls.
import type { Envelope } from '@callout/contracts/envelope';
import type { ChatMessage, LoadChatsResponse, NewChatInput } from '@callout/contracts/support';
import { createTestQueryClient, QueryWrapper } from '@callout/query/testing';
import i18next from 'i18next';
import { createElement, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { ChatCalls, SendOutcome } from './chat-calls';
import type { ChatOutbox, PendingMessage } from './use-chat-outbox';

if (!i18next.isInitialized) {
  void i18next.init({
    lng: 'en-GB',
    fallbackLng: 'en-GB',
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
  });
}

/** A render wrapper with one query client for the whole test, re-renders included. */
export function queryWrapper() {
  const client = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => createElement(QueryWrapper, { client, children });
}

export const me = 'CUS-ME';

export function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    Id: String(id),
    SenderId: me,
    Name: 'Sam Customer',
    Message: `Message ${id}`,
    ImageUrl: null,
    Date: '2025-07-11T10:00:00Z',
    ReplyToChatId: null,
    ...overrides,
  };
}

export const staffMessage = (id: number, text: string) =>
  message(id, { SenderId: 'OPR-1', Name: 'Callout Support · Olu', Message: text });

/** A fake server for one chat: tests change `messages` and `status` and the next poll shows them. */
export function fakeChat(initial: ChatMessage[] = [], status = 'OPEN') {
  const chat = {
    messages: [...initial],
    status,
    loads: 0,
    active: 0,
    maxActive: 0,
    loadDelayMs: 0,
    /** As the server pages: the newest this many, or this many before `before`. */
    pageSize: Number.POSITIVE_INFINITY,
  };
  const load = vi.fn(async (input?: { before?: string | undefined }): Promise<LoadChatsResponse> => {
    chat.loads += 1;
    chat.active += 1;
    chat.maxActive = Math.max(chat.maxActive, chat.active);
    await new Promise((resolve) => setTimeout(resolve, chat.loadDelayMs));
    chat.active -= 1;
    const upTo = input?.before ? chat.messages.findIndex((m) => m.Id === input.before) : chat.messages.length;
    const page = chat.messages.slice(Math.max(0, upTo - chat.pageSize), upTo);
    const Next = upTo - page.length > 0 ? (page[0]?.Id ?? null) : null;
    return { success: true, message: 'ok', data: page, userid: me, status: chat.status, Next };
  });
  const send = vi.fn(async (_input: NewChatInput): Promise<SendOutcome> => ({ state: 'sent', key: 'k' }));
  const remove = vi.fn(
    async (_id: string): Promise<Envelope> => ({ success: true, message: 'Message deleted.' }),
  );
  const calls: ChatCalls = { load, send, remove };
  return { chat, calls, load, send, remove };
}

export function fakeOutbox(items: PendingMessage[] = []): ChatOutbox & { retry: ReturnType<typeof vi.fn> } {
  return { items, retry: vi.fn(async () => undefined), discard: vi.fn(async () => undefined) };
}
