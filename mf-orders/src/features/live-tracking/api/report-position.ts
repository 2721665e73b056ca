// GET /provider/geolocation?orderid=&lat=&lng=: the provider's device reports where it is (every 5 s while
// IN-PROGRESS). Without a position (permission denied, no fix) it still learns the order's status.
import { geolocationQuerySchema } from '@callout/contracts/orders';
import { api } from '../../../lib/api';
import { type LiveLocation, type MapPoint, readLiveLocation } from './live-location';

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
