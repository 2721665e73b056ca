// GET /geolocation?orderid=: the customer's poll (every 5 s while IN-PROGRESS) of where the provider is.
import { geolocationQuerySchema } from '@callout/contracts/orders';
import { api } from '../../../lib/api';
import { type LiveLocation, readLiveLocation } from './live-location';

export function getLiveLocation(orderId: string, signal?: AbortSignal): Promise<LiveLocation> {
  const { orderid } = geolocationQuerySchema.parse({ orderid: orderId });
  const call = api.get('geolocation', { searchParams: { orderid }, ...(signal ? { signal } : {}) });
  return readLiveLocation(call, '/geolocation');
}
