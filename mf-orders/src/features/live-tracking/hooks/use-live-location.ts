// The customer's live view of the provider: /geolocation every 5 s while the order is IN-PROGRESS
// (paused while the page is hidden). A status other than IN-PROGRESS in the answer goes to `onStatus`,
// whose reload ends the poll.
import type { OrderStatus } from '@callout/contracts/orders';
import { usePolling } from '@callout/ui/use-polling';
import { useState } from 'react';
import { pollIntervalsMs } from '../../../config/constants';
import { getLiveLocation } from '../api/get-live-location';
import type { MapPoint } from '../api/live-location';
import { useRefusalAlert } from './use-refusal-alert';

export function useLiveLocation(
  orderId: string,
  enabled: boolean,
  onStatus: (status: OrderStatus) => void,
): MapPoint | null {
  const [provider, setProvider] = useState<MapPoint | null>(null);
  const alertRefusal = useRefusalAlert();
  usePolling(
    async (signal) => {
      try {
        const live = await getLiveLocation(orderId, signal);
        if (signal.aborted) return;
        if (live.provider) setProvider(live.provider);
        if (live.status && live.status !== 'IN-PROGRESS') onStatus(live.status);
      } catch (error) {
        if (!signal.aborted) alertRefusal(error);
        throw error;
      }
    },
    pollIntervalsMs.liveLocation,
    enabled,
    { pauseWhenHidden: true },
  );
  return provider;
}
