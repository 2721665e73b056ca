// The provider's device reports its position every 5 s while the order is IN-PROGRESS (paused while
// the page is hidden). A denied permission is said on the page, and the poll goes on without a position
// so the page still learns when the order ends.
import type { OrderStatus } from '@callout/contracts/orders';
import { usePolling } from '@callout/ui/use-polling';
import { useState } from 'react';
import { pollIntervalsMs, positionMaxAgeMs, positionTimeoutMs } from '../../../config/constants';
import type { MapPoint } from '../api/live-location';
import { reportPosition } from '../api/report-position';
import { useRefusalAlert } from './use-refusal-alert';

export type PositionAccess = 'pending' | 'granted' | 'denied' | 'unavailable';

interface Fix {
  point: MapPoint | null;
  access: PositionAccess;
}

/** One position from the device, never rejecting: a failure is an access state. */
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

export function usePositionReporting(
  orderId: string,
  enabled: boolean,
  onStatus: (status: OrderStatus) => void,
): Fix {
  const [fix, setFix] = useState<Fix>({ point: null, access: 'pending' });
  const alertRefusal = useRefusalAlert();
  usePolling(
    async (signal) => {
      const next = await currentPosition();
      if (signal.aborted) return;
      // A fix that timed out keeps the last known point; only a denial forgets it.
      setFix((previous) =>
        next.access === 'unavailable' && previous.point
          ? previous
          : { point: next.point ?? (next.access === 'denied' ? null : previous.point), access: next.access },
      );
      try {
        const live = await reportPosition(orderId, next.point, signal);
        if (!signal.aborted && live.status && live.status !== 'IN-PROGRESS') onStatus(live.status);
      } catch (error) {
        if (!signal.aborted) alertRefusal(error);
        throw error;
      }
    },
    pollIntervalsMs.liveLocation,
    enabled,
    { pauseWhenHidden: true },
  );
  return fix;
}
