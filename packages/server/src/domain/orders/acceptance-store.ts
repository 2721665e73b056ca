// The order columns a provider's accept or decline and a customer's reassign read and write. Each runs in
// the caller's transaction, under the order's row lock that acceptance.ts takes first.

import type { OrderStatus } from '@callout/contracts/orders';
import type { Queryable } from '../../infra/db/database';

/** The provider's name as the customer reads it, or null when the profile has none. */
export async function providerName(db: Queryable, providerId: string): Promise<string | null> {
  const [row] = await db.query<{ name: string | null }>(
    `SELECT nullif(trim(concat_ws(' ', first_name, last_name)), '') AS name FROM accounts WHERE id = $1`,
    [providerId],
  );
  return row?.name ?? null;
}

/** Whether the order's provider has accepted it already. */
export async function isAccepted(tx: Queryable, orderId: string): Promise<boolean> {
  const [row] = await tx.query<{ accepted: boolean }>(
    'SELECT provider_accepted_at IS NOT NULL AS accepted FROM orders WHERE id = $1',
    [orderId],
  );
  return Boolean(row?.accepted);
}

export async function markAccepted(tx: Queryable, orderId: string, status: OrderStatus): Promise<void> {
  await tx.query(
    'UPDATE orders SET status = $2, provider_accepted_at = now(), updated_at = now() WHERE id = $1',
    [orderId, status],
  );
}

/** The request leaves its provider, who is kept as the one who declined. */
export async function markDeclined(tx: Queryable, orderId: string, providerId: string): Promise<void> {
  await tx.query(
    `UPDATE orders SET provider_id = NULL, declined_by = $2, provider_declined_at = now(), updated_at = now()
       WHERE id = $1`,
    [orderId, providerId],
  );
}

/** The provider who declined the order, or null when none did (or no such order). */
export async function declinedBy(tx: Queryable, orderId: string): Promise<string | null> {
  const [row] = await tx.query<{ declined_by: string | null }>(
    'SELECT declined_by FROM orders WHERE id = $1',
    [orderId],
  );
  return row?.declined_by ?? null;
}

/** Gives the order to another provider; `keepPrice` keeps the booked price (a payment already secured). */
export async function reassignProvider(
  tx: Queryable,
  orderId: string,
  providerId: string,
  keepPrice: boolean,
  price: string,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET provider_id = $2, price = CASE WHEN $3 THEN price ELSE $4::numeric END,
         declined_by = NULL, provider_declined_at = NULL, provider_accepted_at = NULL, updated_at = now()
       WHERE id = $1`,
    [orderId, providerId, keepPrice, price],
  );
}
