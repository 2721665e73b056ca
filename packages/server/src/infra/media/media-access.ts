// Who may see a private picture, checked each time it is served: the session's account must still belong
// to the conversation (chat) or be the document's provider or an operator (KYC). A deleted message has no
// picture any more, whatever its address says. A job photo goes to the order's customer and provider, to
// a provider who may bid on the open job (as /provider/BidOpportunities lists it), and to operators; a
// dispute's photo to the dispute's customer and provider, and to operators.
import { openJob } from '../../domain/booking/provider-bids';
import { findChat, type Viewer } from '../../domain/support/chat-access';
import type { Queryable } from '../db/database';
import { reachesProviderSql } from '../geo/service-area-queries';
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
  async job(db, viewer, id) {
    const [row] = await db.query<StoredMedia & { shown: boolean }>(
      `SELECT i.mime, i.data_base64,
         ($2 = 'operator' OR o.customer_id = $3 OR o.provider_id = $3 OR ($2 = 'provider' AND ${openJob}
           AND EXISTS (SELECT 1 FROM accounts a
             JOIN provider_services ps ON ps.provider_id = a.id AND ps.product_id = o.product_id
              AND ps.status = 'ACTIVE'
             WHERE a.id = $3 AND a.kyc_status = 'VERIFIED')
           AND ${reachesProviderSql('$3', 's.lat', 's.lng')})) AS shown
       FROM order_photos op
       JOIN images i ON i.id = op.image_id
       JOIN orders o ON o.id = op.order_id
       JOIN order_shipping s ON s.order_id = o.id
       WHERE op.image_id = $1`,
      [id, viewer.role, viewer.id],
    );
    if (!row?.shown) return null;
    return { mime: row.mime, data_base64: row.data_base64 };
  },
  // A dispute's photo (reported with it or sent in its chat) goes to the dispute's customer and provider,
  // and to operators.
  async dispute(db, viewer, id) {
    const [row] = await db.query<StoredMedia & { shown: boolean }>(
      `SELECT i.mime, i.data_base64, ($2 = 'operator' OR (($2 = 'user' AND d.customer_id = $3)
         OR ($2 = 'provider' AND d.provider_id = $3))) AS shown
       FROM (SELECT dispute_id, image_id FROM dispute_photos WHERE image_id = $1
             UNION ALL SELECT dispute_id, image_id FROM dispute_messages WHERE image_id = $1) dp
       JOIN images i ON i.id = dp.image_id JOIN disputes d ON d.id = dp.dispute_id
       LIMIT 1`,
      [id, viewer.role, viewer.id],
    );
    if (!row?.shown) return null;
    return { mime: row.mime, data_base64: row.data_base64 };
  },
};

/** The picture if `viewer` (the account of a live session) may see it now, or null. */
export function readPrivateMedia(
  db: Queryable,
  kind: MediaKind,
  id: string,
  viewer: Viewer,
): Promise<StoredMedia | null> {
  return readers[kind](db, viewer, id);
}
