// Where an order's provider was last seen: their latest reported position (bids now; the live tracking
// of started orders, issue 6, writes the same table).
import type { Queryable } from '../db/database';
import type { LatLng } from '../geo/distance';
import type { OrderRow } from './order-store';

export async function providerPosition(db: Queryable, order: OrderRow): Promise<LatLng | null> {
  if (!order.provider_id) return null;
  const [row] = await db.query<LatLng>('SELECT lat, lng FROM provider_locations WHERE provider_id = $1', [
    order.provider_id,
  ]);
  return row ?? null;
}

/** Records a provider's reported position. */
export async function reportPosition(db: Queryable, providerId: string, position: LatLng): Promise<void> {
  await db.query(
    `INSERT INTO provider_locations (provider_id, lat, lng) VALUES ($1, $2, $3)
     ON CONFLICT (provider_id) DO UPDATE SET lat = excluded.lat, lng = excluded.lng, updated_at = now()`,
    [providerId, position.lat, position.lng],
  );
}
