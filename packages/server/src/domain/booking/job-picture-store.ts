// A job's photo and who may see it, in one statement: the order's customer and provider, a verified
// provider offering the product who may bid on the open job and whose service area reaches it (as
// /provider/BidOpportunities lists it), and operators. The reader /media/job is given by
// http/private-media.ts.
import { reachesProviderSql } from '../../infra/geo/service-area-queries';
import type { PictureReader, StoredMedia } from '../../infra/media/media-access';
import { openJob } from './provider-bids';

export const readJobPicture: PictureReader = async (db, viewer, id) => {
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
};
