// The outbox: chat and review posts that have not reached the server yet, in the order they were made.
// It is the queue itself (not a mirror), read by the page and by the service worker alike.
import { createModuleDatabase } from '@callout/db/database';
import type { EntityTable } from 'dexie';

export type OutboxStatus = 'sending' | 'failed';

export interface OutboxItem {
  /** Position in the queue; replays go in this order. */
  seq?: number;
  /** The Idempotency-Key the request carries. */
  key: string;
  /** What the item belongs to, e.g. `chat:12` or `review:345`; screens list pending items by scope. */
  scope: string;
  url: string;
  method: string;
  headers: [string, string][];
  credentials: RequestCredentials;
  body: ArrayBuffer;
  /** The form fields of the body, for screens that show the pending message or review. */
  fields: Record<string, string>;
  createdAt: number;
  status: OutboxStatus;
  /** The server's message when it refused the item (a 4xx). */
  error?: string;
  attempts: number;
}

/** Scope names used by the chat and review screens. */
export const outboxScopes = {
  chat: (chatId: string | number) => `chat:${chatId}`,
  review: (orderId: string | number) => `review:${orderId}`,
};

export const outboxDb = createModuleDatabase<{ outbox: EntityTable<OutboxItem, 'seq'> }>('offline', [
  { version: 1, stores: { outbox: '++seq, &key, scope, status' } },
]);
