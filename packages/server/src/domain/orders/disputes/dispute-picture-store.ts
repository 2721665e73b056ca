// A dispute's photo (reported with it or sent in its chat) and who may see it, in one statement: the
// dispute's customer and provider, and operators. The reader /media/dispute is given by http/private-media.ts.
import type { PictureReader, StoredMedia } from '../../../infra/media/media-access';

export const readDisputePicture: PictureReader = async (db, viewer, id) => {
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
};
