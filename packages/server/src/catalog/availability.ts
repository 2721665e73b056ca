// Who can be booked: a KYC-verified provider with an ACTIVE certification for the product, whose schedule
// allows the date (ACTIVE always, INACTIVE never, SCHEDULED only from its start to its end date).

import type { Queryable } from '../db/database';
import { type ProviderCardRow, providerCardColumns } from './provider-cards';
import { containsPattern } from './search';
import { productVisibleSql } from './visibility';

export interface AvailabilityQuery {
  productId: string;
  /** YYYY-MM-DD */
  date: string;
  search?: string;
  /** Only this provider (checking a direct request). */
  providerId?: string;
}

const maxProviders = 50;

export async function availableProviders(
  db: Queryable,
  query: AvailabilityQuery,
): Promise<ProviderCardRow[]> {
  return db.query<ProviderCardRow>(
    `SELECT ${providerCardColumns}, ps.price
     FROM provider_services ps
     JOIN accounts a ON a.id = ps.provider_id
     JOIN provider_schedules sc ON sc.provider_id = a.id
     JOIN products p ON p.id = ps.product_id
     WHERE ps.product_id::text = $1 AND ps.status = 'ACTIVE' AND ${productVisibleSql('p')}
       AND a.role = 'provider' AND a.deleted_at IS NULL AND a.suspended_at IS NULL
       AND a.kyc_status = 'VERIFIED'
       AND (sc.status = 'ACTIVE'
            OR (sc.status = 'SCHEDULED' AND sc.starts_on <= $2::date AND sc.ends_on >= $2::date))
       AND ($3::text IS NULL OR a.id = $3)
       AND concat_ws(' ', a.first_name, a.last_name, a.bio) ILIKE $4
     ORDER BY a.rating DESC NULLS LAST, ps.price, a.id
     LIMIT ${maxProviders}`,
    [query.productId, query.date, query.providerId ?? null, containsPattern(query.search ?? '')],
  );
}
