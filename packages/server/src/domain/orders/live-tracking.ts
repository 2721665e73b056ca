// GET /provider/geolocation: while an order is IN-PROGRESS the provider's device reports its position
// (every 5 seconds, like the customer's poll) and is answered with the order's status, so the page stops
// reporting once the customer ends or either side cancels. A position sent at any other time is refused:
// nothing is kept, and the answer says why (a 200, so the page still learns the status and stops).
import type { GeolocationQuery, GeolocationResponse } from '@callout/contracts/orders';
import type { Database } from '../../infra/db/database';
import type { AccountRow } from '../accounts/account-store';
import { orderPosition, reportPosition } from './live-location-store';
import { lifecycleMessages } from './messages';
import { providerOrder } from './order-access';

export async function trackOrder(
  db: Database,
  provider: AccountRow,
  { orderid, lat, lng }: GeolocationQuery,
): Promise<GeolocationResponse> {
  const order = await providerOrder(db, provider, orderid);
  if (order.status !== 'IN-PROGRESS') {
    return { success: true, message: lifecycleMessages.notTracking, geoMimes: [], OrderStatus: order.status };
  }
  // Checked again under the order's lock: it may have ended since it was read.
  const kept =
    lat !== undefined && lng !== undefined && (await reportPosition(db, order.id, provider.id, { lat, lng }));
  const position = await orderPosition(db, order.id);
  return {
    success: true,
    message: kept ? lifecycleMessages.locationShared : lifecycleMessages.locationLoaded,
    geoMimes: position ? [{ LastLat: position.lat, LastLong: position.lng }] : [],
    OrderStatus: order.status,
  };
}
