// GET /geolocation?orderid=: the engaged provider's position (polled every 5 s for the map). The server
// shares it only while the order is IN-PROGRESS, so before that the corner map shows the job alone.
import { parseJson } from '@callout/api-client/client';
import { geolocationQuerySchema, geolocationResponseSchema } from '@callout/contracts/orders';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '../../../lib/errors';

export interface MapPoint {
  lat: number;
  lng: number;
}

export async function getProviderLocation(orderid: string, signal?: AbortSignal): Promise<MapPoint | null> {
  const { orderid: id } = geolocationQuerySchema.parse({ orderid });
  const reply = await parseJson(
    geolocationResponseSchema,
    api.get('geolocation', { searchParams: { orderid: id }, signal }),
    '/geolocation',
  );
  const point = requireSuccess(reply).geoMimes?.[0];
  return point ? { lat: point.LastLat, lng: point.LastLong } : null;
}
