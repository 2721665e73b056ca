// What a push about an order's chat reads of the order (chat-notices.ts).
import type { Queryable } from '../../../infra/db/database';

/** What a push about an order's chat needs to know of the order. */
export interface ChatOrder {
  id: string;
  customer_id: string;
  provider_id: string | null;
  product_name: string;
}

export async function chatOrder(db: Queryable, orderId: string): Promise<ChatOrder | null> {
  const [order] = await db.query<ChatOrder>(
    'SELECT id, customer_id, provider_id, product_name FROM orders WHERE id = $1',
    [orderId],
  );
  return order ?? null;
}
