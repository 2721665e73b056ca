// The driving route from a provider to a job, asked of an OSRM HTTP API at ROUTING_URL (a
// self-hosted OSRM, or Valhalla's OSRM-compatible endpoint). Without one, or when it fails or is slow,
// the answer is the straight line, marked `crow`, so a map always has something true to draw.

import type { DrivingRoute } from '@callout/contracts/driving-route';
import { withoutTrailingSlashes } from '../addresses/trailing-slashes';
import { haversineKm, type LatLng } from './distance';

export const routingTimeoutMs = 3_000;
/** Routes are asked again by every map that polls; a minute is fresh enough for traffic-free routing. */
export const routeCacheMs = 60_000;
const cacheLimit = 1_000;
const kmPerMile = 1.609344;
const metresPerMile = 1_609.344;

export interface RoutePlanner {
  route(from: LatLng, to: LatLng): Promise<DrivingRoute>;
}

interface OsrmAnswer {
  code?: string;
  routes?: Array<{ distance?: number; duration?: number; geometry?: { coordinates?: unknown } }>;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function straightLine(from: LatLng, to: LatLng): DrivingRoute {
  return {
    Source: 'crow',
    DistanceMiles: oneDecimal(haversineKm(from, to) / kmPerMile),
    DurationMinutes: null,
    Coordinates: [
      [from.lng, from.lat],
      [to.lng, to.lat],
    ],
  };
}

const isPair = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length >= 2 && Number.isFinite(value[0]) && Number.isFinite(value[1]);

/** The first route of an OSRM answer, or null when the answer is not one (no route, another shape). */
function readOsrm(answer: OsrmAnswer): DrivingRoute | null {
  const best = answer.code === 'Ok' ? answer.routes?.[0] : undefined;
  const line = best?.geometry?.coordinates;
  if (!best || typeof best.distance !== 'number' || typeof best.duration !== 'number') return null;
  if (!Array.isArray(line) || line.length < 2 || !line.every(isPair)) return null;
  return {
    Source: 'road',
    DistanceMiles: oneDecimal(best.distance / metresPerMile),
    DurationMinutes: Math.max(1, Math.round(best.duration / 60)),
    Coordinates: line.map(([lng, lat]) => [lng, lat] as [number, number]),
  };
}

/** About 50 m: a provider creeping along a street asks for the same route again, not a new one. */
const cacheKey = (from: LatLng, to: LatLng) =>
  [from.lat, from.lng, to.lat, to.lng].map((degrees) => Math.round(degrees * 2_000)).join(',');

export function createRoutePlanner(
  baseUrl: string | undefined,
  options: { fetchImpl?: typeof fetch; now?: () => number; onFailure?: (error: unknown) => void } = {},
): RoutePlanner {
  const { fetchImpl = fetch, now = Date.now, onFailure = () => {} } = options;
  const cache = new Map<string, { route: DrivingRoute; until: number }>();
  const base = baseUrl && withoutTrailingSlashes(baseUrl);

  async function ask(from: LatLng, to: LatLng): Promise<DrivingRoute> {
    if (!base) return straightLine(from, to);
    const points = `${from.lng},${from.lat};${to.lng},${to.lat}`;
    try {
      const response = await fetchImpl(
        `${base}/route/v1/driving/${points}?overview=full&geometries=geojson`,
        { signal: AbortSignal.timeout(routingTimeoutMs), headers: { accept: 'application/json' } },
      );
      if (!response.ok) throw new Error(`The routing service answered ${response.status}`);
      const route = readOsrm((await response.json()) as OsrmAnswer);
      if (!route) throw new Error('The routing service found no route');
      return route;
    } catch (error) {
      onFailure(error);
      return straightLine(from, to);
    }
  }

  return {
    async route(from, to) {
      const key = cacheKey(from, to);
      const cached = cache.get(key);
      if (cached && cached.until > now()) return cached.route;
      const route = await ask(from, to);
      cache.delete(key);
      if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value as string);
      // A straight line from a failure is kept for a short while too: a service that is down is not
      // asked again by every poll of every map.
      cache.set(key, { route, until: now() + routeCacheMs });
      return route;
    },
  };
}
