// The chat rules, shared by the customer and provider routes, the operator routes and the operator CLI.
import {
  chatPageSize,
  type LoadChatsInput,
  type LoadChatsResponse,
  type NewChatInput,
} from '@callout/contracts/support';
import type { Env } from '../../env';
import { ApiError } from '../../errors';
import type { Database } from '../../infra/db/database';
import { checkUpload, storePrivateImage } from '../../infra/images/image-store';
import { mediaLinks } from '../../infra/media/media-links';
import { pushChatMessage } from '../notifications/push/chat-notices';
import { isClosed, type OpenChat, openChat, type Viewer } from './chat-access';
import { deleteMessage, findMessage, findMessageByKey, insertMessage, listMessagePage } from './chat-store';
import { supportMessages } from './messages';

export async function loadChat(
  db: Database,
  env: Env,
  viewer: Viewer,
  { category, chatid, before }: LoadChatsInput,
): Promise<Required<Omit<LoadChatsResponse, 'success' | 'message'>>> {
  const chat = await openChat(db, viewer, category, chatid);
  const imageUrl = mediaLinks(env, 'chat', viewer.id);
  const page = await listMessagePage(db, chat, imageUrl, { before: before || undefined, size: chatPageSize });
  return { data: page.messages, userid: viewer.id, status: chat.status, Next: page.next };
}

export type PostOutcome = { replayed: false; id: string; chat: OpenChat } | { replayed: true; id: string };

/** Thrown inside the transaction to undo the stored image when a concurrent post won with the same key. */
class KeyAlreadyUsed extends Error {}

export async function postMessage(
  db: Database,
  viewer: Viewer,
  input: NewChatInput,
  idempotencyKey: string | null,
): Promise<PostOutcome> {
  if (idempotencyKey) {
    const earlier = await findMessageByKey(db, viewer.id, idempotencyKey);
    if (earlier) return { replayed: true, id: earlier.id };
  }
  const chat = await openChat(db, viewer, input.Category, input.ChatId);
  if (isClosed(chat)) throw new ApiError(409, supportMessages.chatClosed);
  if (input.ReplyToChatId) {
    const target = await findMessage(db, input.ReplyToChatId);
    const sameChat = target?.category === chat.category && target.chat_ref === chat.ref;
    if (!sameChat || target.deleted) throw new ApiError(400, supportMessages.replyTargetMissing);
  }
  // The bytes decide the type: the data URL's declared type is only a hint from the browser.
  const upload = input.ImageData
    ? checkUpload(input.ImageData.slice(input.ImageData.indexOf(',') + 1))
    : null;
  try {
    const id = await db.transaction(async (tx) => {
      const imageId = upload ? await storePrivateImage(tx, upload) : null;
      const inserted = await insertMessage(tx, {
        chat,
        senderId: viewer.id,
        body: input.Message ?? null,
        imageId,
        replyToId: input.ReplyToChatId ?? null,
        idempotencyKey,
      });
      if (!inserted) throw new KeyAlreadyUsed();
      await pushChatMessage(tx, chat, viewer.id, input.Message);
      return inserted;
    });
    return { replayed: false, id, chat };
  } catch (error) {
    if (!(error instanceof KeyAlreadyUsed) || !idempotencyKey) throw error;
    const winner = await findMessageByKey(db, viewer.id, idempotencyKey);
    if (!winner) throw error;
    return { replayed: true, id: winner.id };
  }
}

/** Only the sender deletes a message, and only while the chat is open. */
export async function removeMessage(db: Database, viewer: Viewer, messageId: string): Promise<OpenChat> {
  const message = await findMessage(db, messageId);
  if (!message || message.deleted) throw new ApiError(404, supportMessages.messageNotFound);
  // A message in someone else's chat answers like a missing one, so ids cannot be probed.
  const chat = await openChat(db, viewer, message.category, message.chat_ref).catch((error: unknown) => {
    throw error instanceof ApiError && error.statusCode === 404
      ? new ApiError(404, supportMessages.messageNotFound)
      : error;
  });
  if (message.sender_id !== viewer.id) throw new ApiError(403, supportMessages.notYourMessage);
  if (isClosed(chat)) throw new ApiError(409, supportMessages.chatClosed);
  await db.transaction((tx) => deleteMessage(tx, message));
  return chat;
}
