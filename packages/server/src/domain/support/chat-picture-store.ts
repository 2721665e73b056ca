// The picture of a chat message with the chat it was posted in, for the rule of who may see it
// (chat-access.ts): a deleted message has no picture any more.
import type { Queryable } from '../../infra/db/database';
import type { StoredMedia } from '../../infra/media/media-access';

/** The picture of a message not deleted, with its chat (`category`, `chat_ref`), or undefined. */
export async function chatPicture(
  db: Queryable,
  imageId: string,
): Promise<(StoredMedia & { category: 'SUPPORT' | 'ORDER'; chat_ref: string }) | undefined> {
  const [row] = await db.query<StoredMedia & { category: 'SUPPORT' | 'ORDER'; chat_ref: string }>(
    `SELECT i.mime, i.data_base64, m.category, m.chat_ref
       FROM chat_messages m JOIN images i ON i.id = m.image_id
       WHERE m.image_id = $1 AND m.deleted_at IS NULL`,
    [imageId],
  );
  return row;
}
