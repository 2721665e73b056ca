// The dashboard's promotion cards: ways to use the marketplace, not discounts (there is no discount
// mechanism to honour one). Operators manage them (domain/ops/promotions-admin.ts); the dashboard shows the ones
// live today in London, in their order.
import type { Promotion } from '@callout/contracts/dashboard';
import type { Env } from '../../../env';
import type { Queryable } from '../../../infra/db/database';
import { londonTodaySql } from '../../../infra/db/london-day';
import { imageLink } from '../../../infra/images/image-store';

/** SQL true when the promotions row is on the dashboard today. */
export const promotionLiveSql = `(NOT hidden AND starts_on <= ${londonTodaySql} AND ends_on >= ${londonTodaySql})`;

export async function livePromotions(
  db: Queryable,
  env: Pick<Env, 'PUBLIC_API_BASE_URL'>,
): Promise<Promotion[]> {
  const rows = await db.query<{ image_id: string; link: string; description: string }>(
    `SELECT image_id, link, description FROM promotions WHERE ${promotionLiveSql} ORDER BY position, id`,
  );
  return rows.map((row) => ({
    Image: imageLink(env, row.image_id) ?? '',
    imgLink: row.link,
    Description: row.description,
  }));
}
