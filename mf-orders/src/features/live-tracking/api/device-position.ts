// Where the provider's device is, asked of the browser. Never rejects: a failure is an access state.
import { positionMaxAgeMs, positionTimeoutMs } from '../../../config/constants';
import type { MapPoint } from './live-location';

export type PositionAccess = 'pending' | 'granted' | 'denied' | 'unavailable';

export interface Fix {
  point: MapPoint | null;
  access: PositionAccess;
}

export function currentPosition(geolocation: Geolocation | undefined = navigator.geolocation): Promise<Fix> {
  if (!geolocation) return Promise.resolve({ point: null, access: 'unavailable' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ point: { lat: coords.latitude, lng: coords.longitude }, access: 'granted' }),
      (error) =>
        resolve({ point: null, access: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: positionTimeoutMs, maximumAge: positionMaxAgeMs },
    );
  });
}

/** A fix that timed out keeps the last known point; only a denial forgets it. */
export function nextFix(previous: Fix | undefined, next: Fix): Fix {
  if (!previous) return next;
  if (next.access === 'unavailable' && previous.point) return previous;
  return { point: next.point ?? (next.access === 'denied' ? null : previous.point), access: next.access };
}
