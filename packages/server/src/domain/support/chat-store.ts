// Reads and writes of chat_messages, shared by support chats (and, later, order chats).
import type { ChatCategory, ChatMessage } from '@callout/contracts/support';
import type { Queryable } from '../../infra/db/database';
import type { Row } from '../../infra/db/row';
import type { Tables } from '../../infra/db/schema.generated';
import { isoTime } from './sql';

export interface ChatRef {
  category: ChatCategory;
  /** The case id of a SUPPORT chat, the order id of an ORDER chat. */
  ref: string;
}

/** As messageColumns reads it: the bigint id as text, and whether it is deleted. */
export type MessageRow = Row<
  Tables['chat_messages'],
  'chat_ref' | 'sender_id' | 'image_id',
  { id: string; category: ChatCategory; deleted: boolean }
>;

interface ListedRow extends Omit<ChatMessage, 'ImageUrl'> {
  image_id: string | null;
}

// Operators sign as the team, so a customer knows the answer is official without learning a surname.
const senderName = `CASE WHEN a.role = 'operator'
    THEN concat_ws(' · ', 'Callout Support', NULLIF(trim(a.first_name), ''))
    ELSE NULLIF(trim(concat_ws(' ', a.first_name, a.last_name)), '') END`;

/**
 * A page of the chat's messages, oldest first: the newest `size`, or the `size` before the message `before`,
 * read backwards off chat_messages_chat (category, chat_ref, id) so an old page costs what the newest does.
 * `next` is the `before` of the page of older messages, null when this one starts at the first message.
 */
export async function listMessagePage(
  db: Queryable,
  chat: ChatRef,
  imageUrl: (imageId: string | null) => string | null,
  page: { before: string | undefined; size: number },
): Promise<{ messages: ChatMessage[]; next: string | null }> {
  const params: unknown[] = [chat.category, chat.ref];
  const older = page.before ? `AND m.id < $${params.push(page.before)}::bigint` : '';
  const rows = await db.query<ListedRow>(
    `SELECT m.id::text AS "Id", m.sender_id AS "SenderId", ${senderName} AS "Name", m.body AS "Message",
       m.image_id, ${isoTime('m.created_at')} AS "Date", m.reply_to_id::text AS "ReplyToChatId"
     FROM chat_messages m JOIN accounts a ON a.id = m.sender_id
     WHERE m.category = $1 AND m.chat_ref = $2 AND m.deleted_at IS NULL ${older}
     ORDER BY m.id DESC
     LIMIT ${page.size + 1}`,
    params,
  );
  const shown = rows.slice(0, page.size).reverse();
  const messages = shown.map(({ image_id, ...message }) => ({ ...message, ImageUrl: imageUrl(image_id) }));
  return { messages, next: rows.length > page.size ? (shown[0]?.Id ?? null) : null };
}

const messageColumns =
  'id::text AS id, category, chat_ref, sender_id, image_id, deleted_at IS NOT NULL AS deleted';

export async function findMessage(db: Queryable, id: string): Promise<MessageRow | null> {
  // Ids are bigint; anything that is not a plain number cannot be one (and must not reach the cast).
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = await db.query<MessageRow>(`SELECT ${messageColumns} FROM chat_messages WHERE id = $1`, [id]);
  return row ?? null;
}

export async function findMessageByKey(
  db: Queryable,
  senderId: string,
  key: string,
): Promise<MessageRow | null> {
  const [row] = await db.query<MessageRow>(
    `SELECT ${messageColumns} FROM chat_messages WHERE sender_id = $1 AND idempotency_key = $2`,
    [senderId, key],
  );
  return row ?? null;
}

export interface NewMessage {
  chat: ChatRef;
  senderId: string;
  body: string | null;
  imageId: string | null;
  replyToId: string | null;
  idempotencyKey: string | null;
}

/** The new message's id, or null when the sender already used this Idempotency-Key. */
export async function insertMessage(db: Queryable, message: NewMessage): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO chat_messages (category, chat_ref, sender_id, body, image_id, reply_to_id, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (sender_id, idempotency_key) DO NOTHING
     RETURNING id::text AS id`,
    [
      message.chat.category,
      message.chat.ref,
      message.senderId,
      message.body,
      message.imageId,
      message.replyToId,
      message.idempotencyKey,
    ],
  );
  return row?.id ?? null;
}

/** Wipes the text and picture but keeps the row, so replays of its post and replies to it still resolve. */
export async function deleteMessage(db: Queryable, message: MessageRow): Promise<void> {
  await db.query('UPDATE chat_messages SET deleted_at = now(), body = NULL, image_id = NULL WHERE id = $1', [
    message.id,
  ]);
  if (message.image_id) await db.query('DELETE FROM images WHERE id = $1', [message.image_id]);
}
