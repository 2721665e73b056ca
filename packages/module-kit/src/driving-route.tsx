// GET /route (customers) and /provider/route (providers): the driving route from the provider to the job,
// for the maps, and the same facts in words beside the map, where a screen reader finds them.
import { parseJson } from '@callout/api-client/client';
import type { AccountType } from '@callout/contracts/accounts';
import {
  type DrivingRoute,
  drivingRouteQuerySchema,
  drivingRouteResponseSchema,
} from '@callout/contracts/driving-route';
import { formatMiles } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { queryOptions, useQuery } from '@callout/query';
import { useEffect } from 'react';
import { api } from './api';
import { requireSuccess } from './errors';

export interface RoutePoint {
  lat: number;
  lng: number;
}

/** About 50 m (as the server's cache): a provider creeping along a street does not ask again. */
const rounded = ({ lat, lng }: RoutePoint) => `${lat.toFixed(4)},${lng.toFixed(4)}`;

export async function getDrivingRoute(
  accountType: AccountType,
  from: RoutePoint,
  to: RoutePoint,
  signal?: AbortSignal,
): Promise<DrivingRoute> {
  const searchParams = drivingRouteQuerySchema.parse({ from: rounded(from), to: rounded(to) });
  const path = accountType === 'provider' ? 'provider/route' : 'route';
  const reply = requireSuccess(
    await parseJson(
      drivingRouteResponseSchema,
      api.get(path, { searchParams, ...(signal ? { signal } : {}) }),
      `/${path}`,
    ),
  );
  if (!reply.data) throw new Error(`/${path} answered without a route`);
  return reply.data;
}

export const drivingRouteQueryOptions = (accountType: AccountType, from: RoutePoint, to: RoutePoint) =>
  queryOptions({
    queryKey: ['driving-route', accountType, rounded(from), rounded(to)],
    queryFn: ({ signal }) => getDrivingRoute(accountType, from, to, signal),
    // The server keeps a route for a minute; asking again sooner gets the same answer.
    staleTime: 60_000,
    retry: false,
  });

/**
 * The route between the provider and the job once both are known. Offline or refused, the straight line
 * worked out here (`straightLine`), as the server would have answered without a routing service.
 */
export function useDrivingRoute(
  accountType: AccountType,
  from: RoutePoint | null,
  to: RoutePoint | null,
): DrivingRoute | null {
  const { data, error } = useQuery({
    ...drivingRouteQueryOptions(accountType, from ?? { lat: 0, lng: 0 }, to ?? { lat: 0, lng: 0 }),
    enabled: from !== null && to !== null,
    placeholderData: (previous) => previous,
  });
  useEffect(() => {
    if (error) console.error('Could not find the driving route', error);
  }, [error]);
  if (!from || !to) return null;
  // While the first answer is on its way nothing is said, rather than "no driving route" for a moment.
  return data ?? (error ? straightLine(from, to) : null);
}

const kmPerMile = 1.609344;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The straight line when the server cannot be asked (offline): the same answer its fallback gives. */
export function straightLine(from: RoutePoint, to: RoutePoint): DrivingRoute {
  const h =
    Math.sin(radians(to.lat - from.lat) / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(radians(to.lng - from.lng) / 2) ** 2;
  const km = 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
  return {
    Source: 'crow',
    DistanceMiles: Math.round((km / kmPerMile) * 10) / 10,
    DurationMinutes: null,
    Coordinates: [
      [from.lng, from.lat],
      [to.lng, to.lat],
    ],
  };
}

/** "About 18 min, 7.6 miles" by road; "5.4 miles as the crow flies" for the straight line. */
export function useRouteWords(route: DrivingRoute | null): { line: string; sentence: string } | null {
  const { t } = useTranslation('common');
  if (!route) return null;
  // The unit is written with the number: Polish declines it by the figure (`7,6 mili`, `5 mil`).
  const distance = formatMiles(route.DistanceMiles);
  if (route.Source === 'road' && route.DurationMinutes !== null) {
    const line = t('route.eta', { minutes: route.DurationMinutes, distance });
    return { line, sentence: t('route.roadSentence', { eta: line }) };
  }
  return {
    line: t('route.crow', { distance }),
    sentence: t('route.crowSentence', { distance }),
  };
}

/** The route in words, beside the map: the page says so, not only the canvas. */
export function RouteSummary({ route, className }: { route: DrivingRoute | null; className?: string }) {
  const words = useRouteWords(route);
  if (!words) return null;
  return (
    <p className={className} data-testid="route-summary" data-source={route?.Source}>
      {words.sentence}
    </p>
  );
}
