// Whether the provider's device should send its position now: at most every 5 s, and only once it has
// moved more than 25 m from the position last sent.
import { positionReport } from '../../../config/constants';
import type { MapPoint } from './live-location';

export interface SentPosition {
  point: MapPoint;
  /** When it was sent, in ms since 1970. */
  at: number;
}

const earthRadiusMetres = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function metresBetween(a: MapPoint, b: MapPoint): number {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * earthRadiusMetres * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function shouldReport(last: SentPosition | null, next: MapPoint, now: number): boolean {
  if (!last) return true;
  return (
    now - last.at >= positionReport.minIntervalMs &&
    metresBetween(last.point, next) > positionReport.minMoveMetres
  );
}
