// Service areas in SQL, for the statements that filter by them (published jobs, the providers list, who may
// see a job's photos): the same haversine as `milesBetween` in service-area.ts, so the database and the
// figures shown agree.
import { kmPerMile } from './service-area';

export const earthRadiusMiles = 6371.0088 / kmPerMile;

/**
 * SQL for the great-circle miles between two points given as SQL expressions, the same formula as
 * `milesBetween` (haversine), so the database and the figures shown agree.
 */
export function milesBetweenSql(lat1: string, lng1: string, lat2: string, lng2: string): string {
  return `(2 * ${earthRadiusMiles} * asin(least(1, sqrt(
    power(sin(radians((${lat2}) - (${lat1})) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians((${lng2}) - (${lng1})) / 2), 2)))))`;
}

/**
 * SQL: the service area `sa` (provider_service_areas) covers the point (lat, lng) given as SQL
 * expressions. A provider with no area (sa.provider_id IS NULL after a LEFT JOIN) is not covered.
 */
export function areaCoversSql(lat: string, lng: string): string {
  return `(sa.provider_id IS NOT NULL AND ${milesBetweenSql('sa.lat', 'sa.lng', lat, lng)} <= sa.radius_miles)`;
}

/**
 * SQL for published jobs: provider `providerId` (an SQL expression) is in range of the point, or has not
 * set a service area yet (they keep hearing of every job until they do; see README "Service areas").
 */
export function reachesProviderSql(providerId: string, lat: string, lng: string): string {
  return `NOT EXISTS (
    SELECT 1 FROM provider_service_areas sa
    WHERE sa.provider_id = ${providerId} AND NOT ${areaCoversSql(lat, lng)})`;
}
