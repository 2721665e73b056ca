// Who may see a private picture, checked again each time a signed address is used: the account it was
// signed for must still exist and still belong to the conversation (chat) or be the document's provider
// or an operator (KYC). A deleted message has no picture any more, whatever its address says.
import type { Queryable } from '../db/database';
import { findChat, type Viewer } from '../support/chat-access';
import type { MediaKind } from './url-signer';

export interface StoredMedia {
  mime: string;
  data_base64: string;
}

type Reader = (db: Queryable, viewer: Viewer, id: string) => Promise<StoredMedia | null>;

const readers: Record<MediaKind, Reader> = {
  async chat(db, viewer, id) {
    const [row] = await db.query<StoredMedia & { category: 'SUPPORT' | 'ORDER'; chat_ref: string }>(
      `SELECT i.mime, i.data_base64, m.category, m.chat_ref
       FROM chat_messages m JOIN images i ON i.id = m.image_id
       WHERE m.image_id = $1 AND m.deleted_at IS NULL`,
      [id],
    );
    if (!row || !(await findChat(db, viewer, row.category, row.chat_ref))) return null;
    return { mime: row.mime, data_base64: row.data_base64 };
  },
  async kyc(db, viewer, id) {
    const [row] = await db.query<StoredMedia & { provider_id: string }>(
      'SELECT mime, data_base64, provider_id FROM kyc_documents WHERE id = $1',
      [id],
    );
    if (!row || (viewer.role !== 'operator' && row.provider_id !== viewer.id)) return null;
    return { mime: row.mime, data_base64: row.data_base64 };
  },
};

/** The picture if `accountId` may see it now, or null. */
export async function readPrivateMedia(
  db: Queryable,
  kind: MediaKind,
  id: string,
  accountId: string,
): Promise<StoredMedia | null> {
  const [account] = await db.query<Viewer>(
    'SELECT id, role FROM accounts WHERE id = $1 AND deleted_at IS NULL',
    [accountId],
  );
  return account ? readers[kind](db, account, id) : null;
}
