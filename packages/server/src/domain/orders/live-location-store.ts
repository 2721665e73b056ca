// Where an order's provider is: the position their device reported for this order while it is IN-PROGRESS.
// A position belongs to one order and is shown only through it; it is deleted when the order leaves
// IN-PROGRESS (migration 0070). A bid's position stays on the bid (domain/booking/customer-bids.ts).
import type { Database, Queryable } from '../../infra/db/database';
import type { LatLng } from '../../infra/geo/distance';

/** The provider's last position for this order, only while the order is IN-PROGRESS. */
export async function orderPosition(db: Queryable, orderId: string): Promise<LatLng | null> {
  const [row] = await db.query<LatLng>(
    `SELECT p.lat, p.lng FROM order_positions p JOIN orders o ON o.id = p.order_id
     WHERE p.order_id = $1 AND o.status = 'IN-PROGRESS'`,
    [orderId],
  );
  return row ?? null;
}

/**
 * Keeps the order provider's reported position; false (nothing kept) unless the order is IN-PROGRESS and
 * theirs. The order's row lock orders this after a concurrent end or cancel, whose deletion would
 * otherwise miss a position written at the same moment.
 */
export async function reportPosition(
  db: Database,
  orderId: string,
  providerId: string,
  position: LatLng,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query(
      `SELECT 1 FROM orders WHERE id = $1 AND provider_id = $2 AND status = 'IN-PROGRESS' FOR SHARE`,
      [orderId, providerId],
    );
    if (!order) return false;
    await tx.query(
      `INSERT INTO order_positions (order_id, lat, lng) VALUES ($1, $2, $3)
       ON CONFLICT (order_id) DO UPDATE SET lat = excluded.lat, lng = excluded.lng, reported_at = now()`,
      [orderId, position.lat, position.lng],
    );
    return true;
  });
}
