// POST /loadchats, /newchat and /delChat, for customers and (under /provider) providers. Support chats
// today; order chats use the same calls with category ORDER.
import type { Envelope } from '@callout/contracts/envelope';
import {
  deleteChatInputSchema,
  deleteChatResponseSchema,
  type LoadChatsResponse,
  loadChatsInputSchema,
  loadChatsResponseSchema,
  newChatInputSchema,
  newChatResponseSchema,
} from '@callout/contracts/support';
import type { FastifyInstance } from 'fastify';
import { requireAccount, requireAccountId } from '../../../domain/accounts/auth/sessions';
import { postChatMessage } from '../../../domain/support/chat-post';
import { loadChat, removeMessage } from '../../../domain/support/chat-service';
import { idempotencyKeyOf, replayedHeader } from '../../../domain/support/idempotency';
import { supportMessages } from '../../../domain/support/messages';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { grantMediaAccess } from '../../private-media';
import { inputOf } from '../../route-input';
import { accountRoles } from '../accounts/account-prefix';

const categoryMessage = { category: 'Chat category must be SUPPORT or ORDER.' };

export function registerChatRoutes(api: FastifyInstance, { db, env, live, rateLimits }: Services): void {
  for (const { role, prefix } of accountRoles) {
    api.post(
      `${prefix}/loadchats`,
      documented({
        summary: 'Messages of a support case or order chat',
        access: role,
        body: loadChatsInputSchema,
        fieldMessages: categoryMessage,
        response: loadChatsResponseSchema,
        errors: [403, 404],
      }),
      async (request, reply): Promise<LoadChatsResponse> => {
        const account = await requireAccount(db, request, role);
        const input = inputOf(request).body;
        const chat = await loadChat(db, env, { id: account.id, role }, input);
        await grantMediaAccess(db, env, request, reply);
        return { success: true, message: supportMessages.chatLoaded, ...chat };
      },
    );

    api.post(
      `${prefix}/newchat`,
      documented({
        summary: 'Post a chat message (Idempotency-Key honoured)',
        access: role,
        body: newChatInputSchema,
        fieldMessages: { Category: categoryMessage.category },
        pictures: true,
        response: newChatResponseSchema,
        status: 201,
        errors: [403, 404, 409, 413, 429],
      }),
      async (request, reply): Promise<Envelope> => {
        const account = await requireAccountId(db, request, role);
        const key = idempotencyKeyOf(request);
        const input = inputOf(request).body;
        const outcome = await postChatMessage(db, live, rateLimits, { id: account.id, role }, input, key);
        if (outcome.replayed) reply.header(replayedHeader, 'true');
        reply.status(201);
        return { success: true, message: supportMessages.messageSent };
      },
    );

    api.post(
      `${prefix}/delChat`,
      documented({
        summary: 'Delete own chat message',
        access: role,
        body: deleteChatInputSchema,
        response: deleteChatResponseSchema,
        errors: [403, 404, 409],
      }),
      async (request): Promise<Envelope> => {
        const account = await requireAccount(db, request, role);
        const { id } = inputOf(request).body;
        const chat = await removeMessage(db, { id: account.id, role }, id);
        await live.chat(chat.category, chat.ref);
        return { success: true, message: supportMessages.messageDeleted };
      },
    );
  }
}
