// Who can be booked: a KYC-verified provider with an ACTIVE certification for the product, holding every
// credential the product requires (verified, not expired today by the server's clock), whose schedule
// allows the date (ACTIVE always, INACTIVE never, SCHEDULED only from its start to its end date). Given the
// job's place, only providers whose service area covers it, nearest first; a provider who has
// not set a service area is then not listed, since nothing says they travel there.

import { londonDate } from '@callout/contracts/london-time';
import type { Queryable } from '../../infra/db/database';
import type { LatLng } from '../../infra/geo/distance';
import { areaCoversSql, milesBetweenSql } from '../../infra/geo/service-area-queries';
import { credentialsCoverSql } from '../provider/credentials/coverage';
import { productIdNumber } from './catalog-queries';
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
  /** The job's place: only providers whose service area covers it. */
  near?: LatLng;
  /** London's date by the server's clock (YYYY-MM-DD), which decides whether credentials are current. */
  today?: string;
}

/** The card's columns and, when the query had a place, the provider's base. */
export type AvailableProviderRow = ProviderCardRow & { base_lat: number | null; base_lng: number | null };

const maxProviders = 50;

/** SQL true when the schedule row `schedule` lets its provider be booked on `day` (a date expression). */
export const scheduleAllowsSql = (schedule: string, day: string) => `(${schedule}.status = 'ACTIVE'
  OR (${schedule}.status = 'SCHEDULED' AND ${schedule}.starts_on <= ${day} AND ${schedule}.ends_on >= ${day}))`;

export async function availableProviders(
  db: Queryable,
  query: AvailabilityQuery,
): Promise<AvailableProviderRow[]> {
  const near = query.near;
  const productId = productIdNumber(query.productId);
  if (productId === null) return [];
  const params: unknown[] = [
    productId,
    query.date,
    query.providerId ?? null,
    containsPattern(query.search ?? ''),
    query.today ?? londonDate(new Date()),
  ];
  let area = '';
  let order = 'a.rating DESC NULLS LAST, ps.price, a.id';
  if (near) {
    params.push(near.lat, near.lng);
    area = `AND ${areaCoversSql('$6::float8', '$7::float8')}`;
    order = `${milesBetweenSql('sa.lat', 'sa.lng', '$6::float8', '$7::float8')}, ${order}`;
  }
  return db.query<AvailableProviderRow>(
    `SELECT ${providerCardColumns}, ps.price, sa.lat AS base_lat, sa.lng AS base_lng
     FROM provider_services ps
     JOIN accounts a ON a.id = ps.provider_id
     JOIN provider_schedules sc ON sc.provider_id = a.id
     JOIN products p ON p.id = ps.product_id
     LEFT JOIN provider_service_areas sa ON sa.provider_id = a.id
     WHERE ps.product_id = $1 AND ps.status = 'ACTIVE' AND ${productVisibleSql('p')}
       AND a.role = 'provider' AND a.deleted_at IS NULL AND a.suspended_at IS NULL
       AND a.kyc_status = 'VERIFIED'
       AND ${credentialsCoverSql('a.id', 'p.id', 'p.category', '$5::date')}
       AND ${scheduleAllowsSql('sc', '$2::date')}
       AND ($3::text IS NULL OR a.id = $3)
       AND concat_ws(' ', a.first_name, a.last_name, a.bio) ILIKE $4
       ${area}
     ORDER BY ${order}
     LIMIT ${maxProviders}`,
    params,
  );
}
