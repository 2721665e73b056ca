// The two points of the corner map: the job (its postcode, looked up once) and the engaged provider
// (polled every 5 s, spec section 4).
import { pollIntervalsMs } from '@callout/contracts/constants';
import { usePolling } from '@callout/ui/use-polling';
import { useRemote } from '@callout/ui/use-remote';
import { useState } from 'react';
import { searchPostcodes } from '../../../api/search-postcodes';
import { getProviderLocation, type MapPoint } from '../api/get-provider-location';

export function useMapPoints(orderId: string | undefined, zipCode: string | undefined, enabled: boolean) {
  const job = useRemote(enabled && zipCode ? `job-point:${zipCode}` : null, async (signal) => {
    const place = (await searchPostcodes(zipCode ?? '', signal))[0];
    return place ? { lat: place.lat, lng: place.lng } : null;
  });
  const [provider, setProvider] = useState<MapPoint | null>(null);
  usePolling(
    async (signal) => {
      if (!orderId) return;
      const point = await getProviderLocation(orderId, signal);
      if (!signal.aborted) setProvider(point);
    },
    pollIntervalsMs.liveLocation,
    enabled && Boolean(orderId),
  );
  return { job: job.data ?? null, provider };
}
