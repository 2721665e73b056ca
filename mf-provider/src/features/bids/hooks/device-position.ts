// The device's position for a bid, through navigator.geolocation, with failures in words a provider can act on.
import { positionMaxAgeMs, positionTimeoutMs } from '../../../config/constants';

export type PositionProblem = 'denied' | 'unavailable';

export class PositionError extends Error {
  constructor(readonly problem: PositionProblem) {
    super(`Position ${problem}`);
    this.name = 'PositionError';
  }
}

export function currentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject(new PositionError('unavailable'));
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) =>
        // 1 is PERMISSION_DENIED; the constant is not on every implementation's error object.
        reject(new PositionError(error.code === 1 ? 'denied' : 'unavailable')),
      { maximumAge: positionMaxAgeMs, timeout: positionTimeoutMs },
    );
  });
}
