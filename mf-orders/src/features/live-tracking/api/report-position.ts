// GET /provider/geolocation?orderid=&lat=&lng=: the provider's device reports where it is while IN-PROGRESS
// (asked every 5 s; sent only once it has moved more than 25 m, report-throttle.ts). Without a position
// (permission denied, no fix, not moved) it still learns the order's status.
import { geolocationQuerySchema, type OrderStatus } from '@callout/contracts/orders';
import { api } from '@callout/module-kit/api';
import { queryOptions, useQuery } from '@callout/query';
import { useEffect } from 'react';
import { useRefusalAlert } from '../hooks/use-refusal-alert';
import { currentPosition, type Fix, nextFix } from './device-position';
import { type LiveLocation, livePollInterval, type MapPoint, readLiveLocation } from './live-location';
import { type SentPosition, shouldReport } from './report-throttle';

export function reportPosition(
  orderId: string,
  position: MapPoint | null,
  signal?: AbortSignal,
): Promise<LiveLocation> {
  const query = geolocationQuerySchema.parse({
    orderid: orderId,
    ...(position ? { lat: position.lat, lng: position.lng } : {}),
  });
  const searchParams = new URLSearchParams({ orderid: query.orderid });
  if (query.lat !== undefined && query.lng !== undefined) {
    searchParams.set('lat', String(query.lat));
    searchParams.set('lng', String(query.lng));
  }
  const call = api.get('provider/geolocation', { searchParams, ...(signal ? { signal } : {}) });
  return readLiveLocation(call, '/provider/geolocation');
}

interface PositionReport {
  fix: Fix;
  status: OrderStatus | null;
  /** The position last sent to the server, for the throttle. */
  sent: SentPosition | null;
}

/** A report is a poll that also sends: each run asks the device, then tells the server. */
export const positionReportQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['position-report', orderId],
    queryFn: async ({ signal, client, queryKey }): Promise<PositionReport> => {
      const asked = Date.now();
      const previous = client.getQueryData<PositionReport>(queryKey);
      const now = await currentPosition();
      const send = now.point && shouldReport(previous?.sent ?? null, now.point, asked) ? now.point : null;
      const live = await reportPosition(orderId, send, signal);
      return {
        fix: nextFix(previous?.fix, now),
        status: live.status,
        sent: send ? { point: send, at: asked } : (previous?.sent ?? null),
      };
    },
    staleTime: 0,
    // The next report is the retry.
    retry: false,
    refetchInterval: (query) => livePollInterval(query.state.data),
  });

/**
 * Reports the device's position every 5 s while the order is IN-PROGRESS and the page is in view. A denied
 * permission is said on the page, and the reports go on without a position so the page still learns when
 * the order ends (`onStatus`).
 */
export function usePositionReporting(orderId: string, onStatus: (status: OrderStatus) => void): Fix {
  const { data, error } = useQuery(positionReportQueryOptions(orderId));
  useRefusalAlert(error);
  const status = data?.status;
  useEffect(() => {
    if (status && status !== 'IN-PROGRESS') onStatus(status);
  }, [status, onStatus]);
  return data?.fix ?? { point: null, access: 'pending' };
}
