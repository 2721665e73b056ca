// GET /geolocation?orderid=: the customer's poll (every 5 s while IN-PROGRESS) of where the provider is.
import { geolocationQuerySchema, type OrderStatus } from '@callout/contracts/orders';
import { api } from '@callout/module-kit/api';
import { liveOr, queryOptions, useLiveHealthy, useQuery } from '@callout/query';
import { useEffect } from 'react';
import { useRefusalAlert } from '../hooks/use-refusal-alert';
import { type LiveLocation, livePollInterval, type MapPoint, readLiveLocation } from './live-location';

export function getLiveLocation(orderId: string, signal?: AbortSignal): Promise<LiveLocation> {
  const { orderid } = geolocationQuerySchema.parse({ orderid: orderId });
  const call = api.get('geolocation', { searchParams: { orderid }, ...(signal ? { signal } : {}) });
  return readLiveLocation(call, '/geolocation');
}

export const liveLocationQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['live-location', orderId],
    queryFn: async ({ signal, client, queryKey }): Promise<LiveLocation> => {
      const live = await getLiveLocation(orderId, signal);
      // An answer without a position keeps the last one seen.
      return live.provider
        ? live
        : { ...live, provider: client.getQueryData<LiveLocation>(queryKey)?.provider ?? null };
    },
    staleTime: 0,
    // The next poll is the retry.
    retry: false,
    // Off while the live stream is healthy: it carries the provider's positions.
    refetchInterval: (query) => liveOr(livePollInterval(query.state.data)),
  });

/**
 * Where the provider is, asked every 5 s while the order is IN-PROGRESS and the page is in view (and at
 * once when it comes back). Another status in the answer goes to `onStatus`, whose reload ends the poll.
 */
export function useLiveLocation(orderId: string, onStatus: (status: OrderStatus) => void): MapPoint | null {
  useLiveHealthy(); // the poll follows the live stream's health
  const { data, error } = useQuery(liveLocationQueryOptions(orderId));
  useRefusalAlert(error);
  const status = data?.status;
  useEffect(() => {
    if (status && status !== 'IN-PROGRESS') onStatus(status);
  }, [status, onStatus]);
  return data?.provider ?? null;
}
