// GET /provider/geolocation: while an order is IN-PROGRESS the provider's device reports its position
// (every 5 seconds, like the customer's poll) and is answered with the order's status, so the page stops
// reporting once the customer ends or either side cancels. Positions sent at any other time are not kept.
import type { GeolocationQuery, GeolocationResponse } from '@callout/contracts/orders';
import type { AccountRow } from '../accounts/account-store';
import type { Queryable } from '../db/database';
import { providerPosition, reportPosition } from './live-location';
import { lifecycleMessages } from './messages';
import { providerOrder } from './order-access';

export async function trackOrder(
  db: Queryable,
  provider: AccountRow,
  { orderid, lat, lng }: GeolocationQuery,
): Promise<GeolocationResponse> {
  const order = await providerOrder(db, provider, orderid);
  if (order.status !== 'IN-PROGRESS') {
    return { success: true, message: lifecycleMessages.notTracking, geoMimes: [], OrderStatus: order.status };
  }
  const reported = lat !== undefined && lng !== undefined;
  if (reported) await reportPosition(db, provider.id, { lat, lng });
  const position = await providerPosition(db, order);
  return {
    success: true,
    message: reported ? lifecycleMessages.locationShared : lifecycleMessages.locationLoaded,
    geoMimes: position ? [{ LastLat: position.lat, LastLong: position.lng }] : [],
    OrderStatus: order.status,
  };
}
