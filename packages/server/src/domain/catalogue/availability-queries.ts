// Who can be booked: a KYC-verified provider with an ACTIVE certification for the product, holding every
// credential the product requires (verified, not expired today by the server's clock), whose schedule
// allows the date (ACTIVE always, INACTIVE never, SCHEDULED only from its start to its end date). Given the
// job's place, only providers whose service area covers it, nearest first; a provider who has
// not set a service area is then not listed, since nothing says they travel there.

import type { CredentialBadge } from '@callout/contracts/credential-badge';
import { londonDate } from '@callout/contracts/london-time';
import { maxRadiusMiles } from '@callout/contracts/service-area';
import type { Queryable } from '../../infra/db/database';
import type { KeysetPage } from '../../infra/db/keyset';
import type { LatLng } from '../../infra/geo/distance';
import { areaCoversSql, earthRadiusMiles, milesBetweenSql } from '../../infra/geo/service-area-queries';
import { badgesJsonSql } from '../provider/credentials/badges-queries';
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

/** A page of the list: `size` rows after the cursor `after` (the `next` of the page before), if any. */
export interface AvailabilityPaging {
  size: number;
  after?: string | undefined;
}

/** The card's columns, the provider's badges and, when the query had a place, their base. */
export type AvailableProviderRow = ProviderCardRow & {
  base_lat: number | null;
  base_lng: number | null;
  badges: CredentialBadge[];
};

/** The badges of the card's provider `a` on the query's day ($5). */
const badgesColumn = `${badgesJsonSql('a.id', '$5::date')} AS badges`;

/** The rows `availableProviders` answers: the callers inside the server read one page of the nearest. */
const maxProviders = 50;

/** SQL true when the schedule row `schedule` lets its provider be booked on `day` (a date expression). */
export const scheduleAllowsSql = (schedule: string, day: string) => `(${schedule}.status = 'ACTIVE'
  OR (${schedule}.status = 'SCHEDULED' AND ${schedule}.starts_on <= ${day} AND ${schedule}.ends_on >= ${day}))`;

export async function availableProviders(
  db: Queryable,
  query: AvailabilityQuery,
): Promise<AvailableProviderRow[]> {
  return (await availableProvidersPage(db, query, { size: maxProviders })).rows;
}

/**
 * A page of the providers who can be booked, with the cursor of the page after it (null on the last). Given
 * the job's place, nearest first (the cursor: the page's last offer's chord, `~`, its provider); without it,
 * best rated first, then cheapest (the cursor: its rating, -1 for none, `~`, its price, `~`, its provider).
 * A cursor is checked by the call's contract before it gets here.
 */
export async function availableProvidersPage(
  db: Queryable,
  query: AvailabilityQuery,
  paging: AvailabilityPaging,
): Promise<KeysetPage<AvailableProviderRow>> {
  const productId = productIdNumber(query.productId);
  if (productId === null) return { rows: [], next: null };
  const params: unknown[] = [
    productId,
    query.date,
    query.providerId ?? null,
    containsPattern(query.search ?? ''),
    query.today ?? londonDate(new Date()),
  ];
  if (query.near && !query.providerId) return nearestProviders(db, params, query.near, paging);
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let area = '';
  let order = 'coalesce(a.rating, -1) DESC, ps.price, a.id';
  if (query.near) {
    const [lat, lng] = [param(query.near.lat), param(query.near.lng)];
    area = `AND ${areaCoversSql(`${lat}::float8`, `${lng}::float8`)}`;
    order = `${milesBetweenSql('sa.lat', 'sa.lng', `${lat}::float8`, `${lng}::float8`)}, ${order}`;
  }
  let after = '';
  if (paging.after && !query.near) {
    const [rating, price, id] = paging.after.split('~');
    const [r, p, i] = [param(rating), param(price), param(id)];
    after = `AND (coalesce(a.rating, -1) < ${r}::numeric
      OR (coalesce(a.rating, -1) = ${r}::numeric AND (ps.price, a.id) > (${p}::numeric, ${i})))`;
  }
  const rows = await db.query<AvailableProviderRow & { cursor: string }>(
    `SELECT ${providerCardColumns}, ps.price, sa.lat AS base_lat, sa.lng AS base_lng, ${badgesColumn},
       coalesce(a.rating, -1)::text || '~' || ps.price::text || '~' || a.id AS cursor
     FROM provider_services ps
     JOIN accounts a ON a.id = ps.provider_id
     JOIN provider_schedules sc ON sc.provider_id = a.id
     JOIN products p ON p.id = ps.product_id
     LEFT JOIN provider_service_areas sa ON sa.provider_id = a.id
     WHERE ps.product_id = $1 AND ps.status = 'ACTIVE' AND ${availableSql}
       AND ${scheduleAllowsSql('sc', '$2::date')}
       ${area} ${after}
     ORDER BY ${order}
     LIMIT ${paging.size + 1}`,
    params,
  );
  return pageOf(rows, paging.size);
}

/** Splits the one extra row a page reads off into the cursor of the next page. */
function pageOf<T extends { cursor: string }>(rows: T[], size: number): KeysetPage<Omit<T, 'cursor'>> {
  const next = rows.length > size ? (rows[size - 1]?.cursor ?? null) : null;
  return { rows: rows.slice(0, size).map(({ cursor: _, ...row }) => row), next };
}

/** What makes the provider `a` with service `ps` of product `p` bookable ($3–$5), besides their schedule. */
const availableSql = `${productVisibleSql('p')}
  AND a.role = 'provider' AND a.deleted_at IS NULL AND a.suspended_at IS NULL
  AND a.kyc_status = 'VERIFIED'
  AND ${credentialsCoverSql('a.id', 'p.id', 'p.category', '$5::date')}
  AND ($3::text IS NULL OR a.id = $3)
  AND concat_ws(' ', a.first_name, a.last_name, a.bio) ILIKE $4`;

/**
 * The nearest offers read first, for a page and the one row after it; twice as many again while they may not
 * hold the page. Twice, since not all are bookable on the day: at size L, 48 of the 60 nearest were (a page and
 * a fifth read first took a second read on most calls: docs/benchmarks.md, "The payment sweeper and the HMRC
 * figures off kept tables").
 */
const firstReach = (size: number) => 2 * (size + 1);
/** The straight line through the unit sphere (a "chord") to a place as far as any area reaches. */
const widestChord = 2 * Math.sin(maxRadiusMiles / earthRadiusMiles / 2);

type NearRow = AvailableProviderRow & { chord: number | null; reached: number; horizon: number | null };

/** The statements of nearestProviders, made once for each reach, page size and cursor or none. */
const nearStatements = new Map<string, string>();

/**
 * The statement of a page of `size` (and the row after it) off the `reach` nearest offers, after the cursor in
 * $8 (distance) and $9 (provider) when `afterCursor`. The reach, the size and whether there is a cursor are
 * written into the text, so each statement's one generic plan is costed for what it reads: with `LIMIT $8`
 * and `$9 IS NULL OR …` the generic plan was costed for a tenth of the product's offers and a cursor, so
 * PostgreSQL planned every call anew for its values (3 to 4 ms at size L, three times the statement's run).
 */
function nearestProvidersStatement(reach: number, size: number, afterCursor: boolean): string {
  const key = `${reach}:${size}:${afterCursor}`;
  const known = nearStatements.get(key);
  if (known) return known;
  // The job's point as the offers' are kept (the migration's unit_sphere()).
  const job = 'unit_sphere($6::float8, $7::float8)';
  const after = afterCursor ? `AND (op.base <-> ${job}, op.provider_id) > ($8::float8, $9::text)` : '';
  const sql = `WITH near AS MATERIALIZED (
       SELECT op.provider_id, op.base <-> ${job} AS chord
       FROM provider_offer_places op
       WHERE op.product_id = $1 ${after}
       ORDER BY op.base <-> ${job}
       LIMIT ${reach}
     ), edge AS (SELECT count(*)::int AS reached, max(chord) AS horizon FROM near)
     SELECT edge.reached, edge.horizon, page.*
     FROM edge LEFT JOIN LATERAL (
       SELECT ${providerCardColumns}, ps.price, sa.lat AS base_lat, sa.lng AS base_lng, ${badgesColumn},
         near.chord
       FROM near
       -- The offer's service by its key, for each offer read (LIMIT 1 keeps it a lookup: joined, the planner
       -- read and hashed every service of the product, 2,613 at size L, for the 42 offers read).
       CROSS JOIN LATERAL (SELECT s.price, s.status FROM provider_services s
                           WHERE s.provider_id = near.provider_id AND s.product_id = $1 LIMIT 1) ps
       JOIN accounts a ON a.id = near.provider_id
       JOIN products p ON p.id = $1
       JOIN provider_service_areas sa ON sa.provider_id = a.id
       WHERE ps.status = 'ACTIVE' AND ${availableSql}
         -- Looked up for each offer read: joined, every provider's schedule was read and hashed each call.
         AND coalesce((SELECT ${scheduleAllowsSql('sc', '$2::date')} FROM provider_schedules sc
                       WHERE sc.provider_id = a.id), false)
         AND ${areaCoversSql('$6::float8', '$7::float8')}
       ORDER BY near.chord, a.id
       LIMIT ${size + 1}
     ) page ON true
     ORDER BY page.chord, page.id`;
  nearStatements.set(key, sql);
  return sql;
}

/**
 * The providers whose area covers the job, nearest first, off the offers' kept places
 * (provider_offer_places, migrations/1930-provider-offer-places.sql): the product's `reach` nearest offers
 * after the cursor come off its GiST index in order, and the rest of the conditions are tested on those only.
 * The page is the list's when it is full and its last is nearer than the farthest offer read (any offer not
 * read is farther still), or when every offer near enough for an area to reach the job was read; otherwise
 * twice as many are read. A later page walks the index from the nearest again, past the offers of the pages
 * before (entries of the index only: a few hundred at most, since no area reaches farther than
 * maxRadiusMiles). One plan kept for every value serves: the index gives the offers in order whatever the
 * product.
 */
async function nearestProviders(
  db: Queryable,
  common: unknown[],
  near: LatLng,
  paging: AvailabilityPaging,
): Promise<KeysetPage<AvailableProviderRow>> {
  const cursor = paging.after ? paging.after.split('~') : [];
  for (let reach = firstReach(paging.size); ; reach *= 2) {
    const sql = nearestProvidersStatement(reach, paging.size, cursor.length > 0);
    const rows = await db.query<NearRow>(sql, [...common, near.lat, near.lng, ...cursor]);
    const reached = rows[0]?.reached ?? 0;
    const horizon = rows[0]?.horizon ?? 0;
    const found = rows.filter((row) => row.id !== null);
    const last = found.at(-1);
    const allRead = reached < reach || horizon > widestChord;
    const pageHeld = found.length > paging.size && last?.chord != null && last.chord < horizon;
    if (allRead || pageHeld) {
      const page = found.map(({ chord, reached: _reached, horizon: _horizon, ...row }) => ({
        ...row,
        cursor: `${chord}~${row.id}`,
      }));
      return pageOf(page, paging.size);
    }
  }
}
