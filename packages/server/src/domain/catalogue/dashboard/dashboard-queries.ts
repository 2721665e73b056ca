// The dashboard's public lists as read: the products most booked lately and the best-rated bookable
// providers (dashboard-data.ts shapes them).
import { businessTimeZone } from '@callout/contracts/london-time';
import type { Queryable } from '../../../infra/db/database';
import type { ProductRow } from '../catalog-queries';
import { productVisibleSql } from '../visibility';

/**
 * Most booked in the last 30 London days, today included; the catalogue's order breaks ties (and fills a
 * quiet month). Read from the per-day counts kept as orders come (product_daily_orders), not the orders.
 */
export function trendingProductRows(db: Queryable, listLength: number): Promise<ProductRow[]> {
  return db.query<ProductRow>(
    `SELECT p.* FROM products p
     LEFT JOIN (SELECT product_id, sum(orders) AS booked FROM product_daily_orders
                WHERE day > (now() AT TIME ZONE $1)::date - 30 GROUP BY product_id) d ON d.product_id = p.id
     WHERE ${productVisibleSql('p')}
     ORDER BY COALESCE(d.booked, 0) DESC, p.id LIMIT ${listLength}`,
    [businessTimeZone],
  );
}

export interface LeadingProviderRow {
  id: string;
  image_id: string | null;
  first_name: string | null;
  last_name: string | null;
  bio: string | null;
  rating: string | number | null;
}

/** Verified providers offering an ACTIVE service, best rated first. */
export function leadingProviderRows(db: Queryable, listLength: number): Promise<LeadingProviderRow[]> {
  return db.query<LeadingProviderRow>(
    `SELECT a.id, a.image_id, a.first_name, a.last_name, a.bio, a.rating FROM accounts a
     WHERE a.role = 'provider' AND a.deleted_at IS NULL AND a.suspended_at IS NULL
       AND a.kyc_status = 'VERIFIED'
       AND EXISTS (SELECT 1 FROM provider_services ps WHERE ps.provider_id = a.id AND ps.status = 'ACTIVE')
     ORDER BY a.rating DESC NULLS LAST, a.id LIMIT ${listLength}`,
  );
}
