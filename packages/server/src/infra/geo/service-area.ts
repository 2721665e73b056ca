// Service areas: how far a provider's base is from a job, in miles, whether their radius covers
// it, and the order customers see providers in. The SQL twin of `milesBetween` (service-area-queries.ts)
// filters in the database (published jobs, the providers list); these functions give the figures shown and
// are unit-tested.
import { haversineKm, type LatLng } from './distance';

export const kmPerMile = 1.609344;

/** Great-circle miles between two points, unrounded. */
export function milesBetween(a: LatLng, b: LatLng): number {
  return haversineKm(a, b) / kmPerMile;
}

/** To 0.1 mile: a job is placed at its postcode's centre, so more digits would only pretend to precision. */
export function roundedMiles(a: LatLng, b: LatLng): number {
  return Math.round(milesBetween(a, b) * 10) / 10;
}

export interface Area extends LatLng {
  radiusMiles: number;
}

/** True when the job lies within the area's radius (on the edge counts as within). */
export function areaCovers(area: Area, job: LatLng): boolean {
  return milesBetween(area, job) <= area.radiusMiles;
}

export interface Ranked {
  distance: number | null;
  rating: number | null;
  price: number;
  id: string;
}

/** Nearest first, then best rated (unrated last), then cheaper, then by id so the order is stable. */
export function byDistanceThenRating(a: Ranked, b: Ranked): number {
  const distance = (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY);
  if (distance !== 0 && !Number.isNaN(distance)) return distance;
  const rating = (b.rating ?? -1) - (a.rating ?? -1);
  if (rating !== 0) return rating;
  if (a.price !== b.price) return a.price - b.price;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
