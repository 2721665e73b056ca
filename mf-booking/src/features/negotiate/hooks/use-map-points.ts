// The two points of the corner map: the job (its postcode, looked up once) and the engaged provider
// (polled every 5 s).
import { pollIntervalsMs } from '@callout/contracts/constants';
import { useLiveOr, useQuery } from '@callout/query';
import { searchPostcodes } from '../../../api/search-postcodes';
import { getProviderLocation } from '../api/get-provider-location';

export function useMapPoints(orderId: string | undefined, zipCode: string | undefined, enabled: boolean) {
  const job = useQuery({
    queryKey: ['job-point', zipCode],
    queryFn: async ({ signal }) => {
      const place = (await searchPostcodes(zipCode ?? '', signal))[0];
      return place ? { lat: place.lat, lng: place.lng } : null;
    },
    enabled: enabled && Boolean(zipCode),
    // A postcode does not move.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const refetchInterval = useLiveOr(pollIntervalsMs.liveLocation);
  const provider = useQuery({
    queryKey: ['provider-location', orderId],
    queryFn: ({ signal }) => getProviderLocation(orderId ?? '', signal),
    enabled: enabled && Boolean(orderId),
    refetchInterval,
    refetchIntervalInBackground: true,
    // The next poll is the retry.
    retry: false,
  });
  return { job: job.data ?? null, provider: provider.data ?? null };
}
