// The provider's service area: a base postcode, placed by the geocoder when saved, and a radius.
import type { ServiceArea } from '@callout/contracts/service-area';
import type { Queryable } from '../../infra/db/database';
import type { Place } from '../../infra/geo/geocoder';
import { postcodeAreaNames } from '../../infra/geo/postcode-areas';
import { parsePostcode } from '../../infra/geo/postcodes';

interface AreaRow {
  zip_code: string;
  radius_miles: number;
}

function townOf(postcode: string): string {
  const parsed = parsePostcode(postcode);
  return (parsed && postcodeAreaNames[parsed.area]) || '';
}

export async function readServiceArea(db: Queryable, providerId: string): Promise<ServiceArea | null> {
  const [row] = await db.query<AreaRow>(
    'SELECT zip_code, radius_miles FROM provider_service_areas WHERE provider_id = $1',
    [providerId],
  );
  return row ? { ZipCode: row.zip_code, Town: townOf(row.zip_code), Radius: row.radius_miles } : null;
}

/** Saves (or replaces) the area; `place` is the geocoded base. */
export async function saveServiceArea(
  db: Queryable,
  providerId: string,
  place: Place,
  radiusMiles: number,
): Promise<ServiceArea> {
  await db.query(
    `INSERT INTO provider_service_areas (provider_id, zip_code, lat, lng, radius_miles)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (provider_id) DO UPDATE
       SET zip_code = EXCLUDED.zip_code, lat = EXCLUDED.lat, lng = EXCLUDED.lng,
           radius_miles = EXCLUDED.radius_miles, updated_at = now()`,
    [providerId, place.postcode, place.lat, place.lng, radiusMiles],
  );
  return { ZipCode: place.postcode, Town: place.region, Radius: radiusMiles };
}
