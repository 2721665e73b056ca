// The chat's three calls (/loadchats, /newchat, /delChat, under /provider for providers) over the app's
// ky instance. Sending goes through the offline outbox: it carries an Idempotency-Key, waits in the outbox
// while offline and is delivered once, in order, when the connection returns.
import { formBody, parseJson } from '@callout/api-client/client';
import type { Envelope } from '@callout/contracts/envelope';
import {
  type ChatCategory,
  deleteChatResponseSchema,
  type LoadChatsInput,
  type LoadChatsResponse,
  loadChatsResponseSchema,
  type NewChatInput,
  newChatResponseSchema,
} from '@callout/contracts/support';
import { idempotencyKeyHeader, newIdempotencyKey } from '@callout/offline/idempotency';
import { outboxScopes } from '@callout/offline/outbox-db';
import { discardOutboxItem } from '@callout/offline/outbox-items';
import { outboxFetch, queuedHeader } from '@callout/offline/send-or-queue';
import { type ApiClientLike, responseOf } from './http';

export type SendOutcome =
  /** `key` is the message's Idempotency-Key, which is also its key in the outbox. */
  | { state: 'sent'; key: string }
  /** Offline (or the server asked to wait): the message shows as sending until it arrives. */
  | { state: 'queued'; key: string }
  | { state: 'refused'; message: string };

/** What a chat screen needs; tests pass their own. */
export interface ChatCalls {
  load(input: LoadChatsInput, signal?: AbortSignal): Promise<LoadChatsResponse>;
  send(input: NewChatInput): Promise<SendOutcome>;
  /** Absent where the reader may not delete messages (the operator console): no delete buttons then. */
  remove?(id: string): Promise<Envelope>;
}

/** The outbox scope of one chat; a case id and an order id may look alike, so the category is part of it. */
export const chatScope = (category: ChatCategory, chatId: string) =>
  outboxScopes.chat(`${category}-${chatId}`);

export function createChatCalls(api: ApiClientLike, accountType: 'user' | 'provider'): ChatCalls {
  const path = (call: string) => (accountType === 'provider' ? `provider/${call}` : call);
  return {
    load: (input, signal) =>
      parseJson(
        loadChatsResponseSchema,
        api.post(path('loadchats'), { body: formBody(input), ...(signal ? { signal } : {}) }),
        `/${path('loadchats')}`,
      ),

    async send(input) {
      const key = newIdempotencyKey();
      const response = await responseOf(
        api.post(path('newchat'), {
          body: formBody(input),
          headers: { [idempotencyKeyHeader]: key },
          fetch: outboxFetch(chatScope(input.Category, input.ChatId)),
        }),
      );
      if (response.headers.get(queuedHeader)) return { state: 'queued', key };
      const body = await parseJson(newChatResponseSchema, Promise.resolve(response), `/${path('newchat')}`);
      if (response.ok && body.success) return { state: 'sent', key };
      // Refused while the user is looking: say why at once instead of leaving a failed copy in the outbox.
      await discardOutboxItem(key);
      return { state: 'refused', message: body.message };
    },

    remove: (id) =>
      parseJson(
        deleteChatResponseSchema,
        api.post(path('delChat'), { body: formBody({ id }) }),
        `/${path('delChat')}`,
      ),
  };
}
