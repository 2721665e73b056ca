// The outbox: chat and review posts that have not reached the server yet, in the order they were made.
// It is the queue itself (not a mirror), read by the page and by the service worker alike.
import { createModuleDatabase } from '@callout/db/database';
import type { EntityTable } from 'dexie';

export type OutboxStatus = 'sending' | 'failed';

export interface OutboxItem {
  /** Position in the queue; replays go in this order within a scope. */
  seq?: number;
  /** The Idempotency-Key the request carries. */
  key: string;
  /**
   * What the item belongs to, e.g. `chat:12` or `review:345`; screens list pending items by scope, and
   * order is kept within a scope only: a post that waits never holds up another chat or a review.
   */
  scope: string;
  /** The account that queued it (@callout/api-client/account-key): sent only as that account. */
  account?: string | undefined;
  url: string;
  method: string;
  /** As queued; the Authorization header goes once another account signs in or the server refuses it. */
  headers: [string, string][];
  credentials: RequestCredentials;
  body: ArrayBuffer;
  /** The form fields of the body, for screens that show the pending message or review. */
  fields: Record<string, string>;
  createdAt: number;
  /** After this time (24 hours after it was queued or sent again) it is marked failed, not retried. */
  deadline?: number;
  /** Not tried again before this time: the backoff after a 5xx, 429 or no answer. */
  notBefore?: number;
  status: OutboxStatus;
  /** The server's message when it refused the item (a 4xx). */
  error?: string | undefined;
  /** Failed because it could not be delivered within the deadline, rather than refused. */
  expired?: boolean;
  /**
   * The later items of its scope need it (a support case before the first messages of its chat): they wait
   * while it is not delivered, even once it has failed, until it is sent again or discarded.
   */
  leads?: boolean;
  attempts: number;
}

/** Scope names used by the chat and review screens. */
export const outboxScopes = {
  chat: (chatId: string | number) => `chat:${chatId}`,
  review: (orderId: string | number) => `review:${orderId}`,
  reschedule: (orderId: string | number) => `reschedule:${orderId}`,
};

export const outboxDb = createModuleDatabase<{ outbox: EntityTable<OutboxItem, 'seq'> }>('offline', [
  { version: 1, stores: { outbox: '++seq, &key, scope, status' } },
]);
