// When the provider should reach the job: the driving route's time from the provider's last position,
// counted from when that position came, so it moves on as the provider does. The straight line has no
// driving time, so it gives no estimate.
import type { DrivingRoute } from '@callout/contracts/driving-route';
import { useState } from 'react';
import type { MapPoint } from '../api/live-location';

export interface ArrivalEstimate {
  /** Minutes of driving left from the last position. */
  minutes: number;
  /** When the provider should arrive (ms since the epoch). */
  at: number;
}

export function arrivalEstimate(route: DrivingRoute | null, positionSeenAt: number): ArrivalEstimate | null {
  if (route?.Source !== 'road' || route.DurationMinutes === null) return null;
  return { minutes: route.DurationMinutes, at: positionSeenAt + route.DurationMinutes * 60_000 };
}

/** When `point` was last seen to change: the time its estimate counts from. */
function useSeenAt(point: MapPoint | null, now: () => number): number {
  const key = point ? `${point.lat},${point.lng}` : '';
  const [seen, setSeen] = useState(() => ({ key, at: now() }));
  if (seen.key === key) return seen.at;
  const next = { key, at: now() };
  setSeen(next);
  return next.at;
}

export function useArrivalEstimate(
  provider: MapPoint | null,
  route: DrivingRoute | null,
  now: () => number = Date.now,
): ArrivalEstimate | null {
  const seenAt = useSeenAt(provider, now);
  return provider ? arrivalEstimate(route, seenAt) : null;
}
