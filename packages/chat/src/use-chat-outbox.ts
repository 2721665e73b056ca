// The chat's messages still in the offline outbox: 'sending' until they arrive, 'failed' with the
// server's reason when it refused one on replay, or when it could not be delivered within 24 hours.
import type { ChatCategory } from '@callout/contracts/support';
import type { OutboxItem } from '@callout/offline/outbox-db';
import { discardOutboxItem } from '@callout/offline/outbox-items';
import { retryOutboxItem } from '@callout/offline/replay-outbox';
import { useOutbox } from '@callout/offline/use-outbox';
import { useMemo } from 'react';
import { chatScope } from './chat-calls';

export interface PendingMessage {
  key: string;
  /** Failed because the server gave no answer within the outbox's 24 hours, rather than refused. */
  expired?: boolean;
  text: string | null;
  imageDataUrl: string | null;
  replyToId: string | null;
  status: 'sending' | 'failed';
  error: string | null;
}

export interface ChatOutbox {
  items: readonly PendingMessage[];
  retry(key: string): Promise<void>;
  discard(key: string): Promise<void>;
}

const isChatMessage = (item: OutboxItem) =>
  new URL(item.url, 'http://localhost').pathname.endsWith('/newchat');

export function useChatOutbox(category: ChatCategory, chatId: string): ChatOutbox {
  const items = useOutbox(chatScope(category, chatId));
  return useMemo(
    () => ({
      items: items.filter(isChatMessage).map((item) => ({
        key: item.key,
        text: item.fields.Message || null,
        imageDataUrl: item.fields.ImageData || null,
        replyToId: item.fields.ReplyToChatId || null,
        status: item.status,
        expired: item.expired === true,
        error: item.error ?? null,
      })),
      retry: async (key) => void (await retryOutboxItem(key)),
      discard: discardOutboxItem,
    }),
    [items],
  );
}
