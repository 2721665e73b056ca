// Saved providers and saved locations of one customer. Every statement is scoped to the customer's id,
// so one account can never read or change another's list.
import { type SavedLocation, type SavedProvider, savedPageSize } from '@callout/contracts/saved';
import { ApiError } from '../../../errors';
import type { Database, Queryable } from '../../../infra/db/database';
import { cursorParts, type KeysetPage, keysetPage, microsOf, olderThan } from '../../../infra/db/keyset';
import { isoTimestamp } from '../../orders/order-store';
import { containsPattern } from '../search';
import { savedMessages } from './messages';

/** Keeps a list usable and a misbehaving client from growing it without end. */
export const maxSavedPerList = 100;

interface ListFilter {
  search: string;
  /** The `Next` of the page before. */
  before?: string | undefined;
  size: number;
}

/** The SQL of the rows after `filter.before`, newest first, and its parameters (the plan test reads them). */
function pageWhere(alias: string, customerId: string, filter: ListFilter, searched: string) {
  const params: unknown[] = [customerId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = [`${alias}.customer_id = $1`];
  // No condition without a search: the planner would guess it drops rows and read the list another way.
  if (filter.search) where.push(`${searched} ILIKE ${param(containsPattern(filter.search))}`);
  if (filter.before) {
    const { micros, id } = cursorParts(filter.before);
    where.push(olderThan(`${alias}.updated_at`, `${alias}.id`, param(micros), `${param(id)}::bigint`));
  }
  return { where: where.join(' AND '), params };
}

/**
 * A page of the customer's saved providers, most recently saved first (served by saved_providers_newest);
 * the search matches the provider's name and bio.
 */
export function savedProvidersQuery(customerId: string, filter: ListFilter): [string, unknown[]] {
  const { where, params } = pageWhere(
    'sp',
    customerId,
    filter,
    "concat_ws(' ', a.first_name, a.last_name, a.bio)",
  );
  return [
    `SELECT sp.id, sp.provider_id, last.id AS last_order, a.first_name, a.last_name, a.bio,
            ${isoTimestamp('sp.updated_at')} AS updated,
            ${microsOf('sp.updated_at')} AS cursor_micros, sp.id AS cursor_id
     FROM saved_providers sp JOIN accounts a ON a.id = sp.provider_id
     LEFT JOIN LATERAL (
       SELECT o.id FROM orders o
       WHERE o.customer_id = sp.customer_id AND o.provider_id = sp.provider_id
       ORDER BY o.created_at DESC, o.id DESC LIMIT 1
     ) last ON true
     WHERE ${where} AND a.deleted_at IS NULL AND a.suspended_at IS NULL
     ORDER BY sp.updated_at DESC, sp.id DESC
     LIMIT ${filter.size + 1}`,
    params,
  ];
}

export async function listSavedProviders(
  db: Queryable,
  customerId: string,
  filter: { search: string; before?: string | undefined },
): Promise<KeysetPage<SavedProvider>> {
  const rows = await db.query<{
    id: number;
    provider_id: string;
    last_order: string | null;
    first_name: string | null;
    last_name: string | null;
    bio: string | null;
    updated: string;
    cursor_micros: string;
    cursor_id: number;
  }>(...savedProvidersQuery(customerId, { ...filter, size: savedPageSize }));
  const page = keysetPage(rows, savedPageSize);
  return {
    next: page.next,
    rows: page.rows.map((r) => ({
      FirstName: r.first_name,
      LastName: r.last_name,
      BioInfo: r.bio,
      Available: String(r.id),
      LastUpdated: r.updated,
      ProviderId: r.provider_id,
      LastOrder: r.last_order,
    })),
  };
}

/**
 * A page of the customer's saved locations, most recently saved first (served by saved_locations_newest).
 * A location is saved from one of the customer's orders (its `zip;address`): the latest such order with
 * address lines gives them back, so choosing the saved location fills every line.
 */
export function savedLocationsQuery(customerId: string, filter: ListFilter): [string, unknown[]] {
  const { where, params } = pageWhere('sl', customerId, filter, 'sl.location');
  return [
    `SELECT sl.location, ${isoTimestamp('sl.updated_at')} AS updated, l.address_line1, l.address_line2, l.town,
            ${microsOf('sl.updated_at')} AS cursor_micros, sl.id AS cursor_id
     FROM saved_locations sl
     LEFT JOIN LATERAL (
       SELECT s.address_line1, s.address_line2, s.town
       FROM orders o JOIN order_shipping s ON s.order_id = o.id
       WHERE o.customer_id = sl.customer_id AND s.address_line1 IS NOT NULL
         AND sl.location = trim(s.zip_code) || ';' || trim(s.address)
       ORDER BY o.created_at DESC LIMIT 1
     ) l ON true
     WHERE ${where}
     ORDER BY sl.updated_at DESC, sl.id DESC
     LIMIT ${filter.size + 1}`,
    params,
  ];
}

/** A page of saved locations; `size` is the dashboard's picker's, which shows the whole list at once. */
export async function listSavedLocations(
  db: Queryable,
  customerId: string,
  filter: { search: string; before?: string | undefined; size?: number },
): Promise<KeysetPage<SavedLocation>> {
  const size = filter.size ?? savedPageSize;
  const rows = await db.query<{
    location: string;
    updated: string;
    address_line1: string | null;
    address_line2: string | null;
    town: string | null;
    cursor_micros: string;
    cursor_id: number;
  }>(...savedLocationsQuery(customerId, { ...filter, size }));
  const page = keysetPage(rows, size);
  // Lines only where the order had them: a location from an older order answers as before.
  return {
    next: page.next,
    rows: page.rows.map((r) => ({
      Available: r.location,
      LastUpdated: r.updated,
      ...(r.address_line1 !== null && {
        AddressLine1: r.address_line1,
        AddressLine2: r.address_line2 ?? '',
        Town: r.town,
      }),
    })),
  };
}

type SavedTable = 'saved_providers' | 'saved_locations';
const savedColumn: Record<SavedTable, string> = {
  saved_providers: 'provider_id',
  saved_locations: 'location',
};

/** Removes the entry when it is saved, saves it otherwise. True when it is saved afterwards. */
export async function toggleSaved(
  db: Database,
  table: SavedTable,
  customerId: string,
  value: string,
): Promise<boolean> {
  const column = savedColumn[table];
  return db.transaction(async (tx) => {
    const removed = await tx.query(
      `DELETE FROM ${table} WHERE customer_id = $1 AND ${column} = $2 RETURNING 1`,
      [customerId, value],
    );
    if (removed.length > 0) return false;
    const [count] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE customer_id = $1`,
      [customerId],
    );
    if ((count?.n ?? 0) >= maxSavedPerList) throw new ApiError(409, savedMessages.tooMany);
    await tx.query(`INSERT INTO ${table} (customer_id, ${column}) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      customerId,
      value,
    ]);
    return true;
  });
}

export async function isProvider(db: Queryable, providerId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM accounts WHERE id = $1 AND role = 'provider' AND deleted_at IS NULL`,
    [providerId],
  );
  return rows.length > 0;
}

/** True when something was deleted. */
export async function deleteSavedProvider(
  db: Queryable,
  customerId: string,
  savedId: string,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM saved_providers WHERE customer_id = $1 AND id::text = $2 RETURNING 1',
    [customerId, savedId],
  );
  return rows.length > 0;
}

export async function deleteSavedLocation(
  db: Queryable,
  customerId: string,
  location: string,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM saved_locations WHERE customer_id = $1 AND location = $2 RETURNING 1',
    [customerId, location],
  );
  return rows.length > 0;
}
