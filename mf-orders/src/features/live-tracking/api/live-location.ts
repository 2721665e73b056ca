// What GET /geolocation and GET /provider/geolocation answer, read into one shape for the map.
import { parseJson } from '@callout/api-client/client';
import {
  type GeolocationResponse,
  geolocationResponseSchema,
  type OrderStatus,
} from '@callout/contracts/orders';
import { requireSuccess } from '@callout/module-kit/errors';
import type { ResponsePromise } from 'ky';
import { pollIntervalsMs } from '../../../config/constants';

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface LiveLocation {
  /** The provider's last reported position, if any. */
  provider: MapPoint | null;
  /** The order's status now; when it is no longer IN-PROGRESS the page reloads and the poll stops. */
  status: OrderStatus | null;
}

export async function readLiveLocation(call: ResponsePromise, path: string): Promise<LiveLocation> {
  const reply: GeolocationResponse = requireSuccess(await parseJson(geolocationResponseSchema, call, path));
  const last = reply.geoMimes?.at(-1);
  return {
    provider: last ? { lat: last.LastLat, lng: last.LastLong } : null,
    status: reply.OrderStatus ?? null,
  };
}

/** The live polls run every 5 s until an answer says the order is no longer IN-PROGRESS. */
export const livePollInterval = (live: { status: OrderStatus | null } | undefined): number | false =>
  live?.status && live.status !== 'IN-PROGRESS' ? false : pollIntervalsMs.liveLocation;
