// Who may see an order: its customer, or its engaged provider. Anyone else gets the same 404 as for an
// order that does not exist, so ids of other accounts' orders cannot be probed.

import { ApiError } from '../../errors';
import type { Queryable } from '../../infra/db/database';
import type { AccountRow } from '../accounts/account-store';
import { orderMessages } from './messages';
import { findOrder, type OrderRow } from './order-store';

export async function customerOrder(
  db: Queryable,
  customer: AccountRow,
  orderId: string,
  lock = false,
): Promise<OrderRow> {
  const order = await findOrder(db, orderId, lock);
  if (!order || order.customer_id !== customer.id) throw new ApiError(404, orderMessages.orderNotFound);
  return order;
}

export async function providerOrder(
  db: Queryable,
  provider: AccountRow,
  orderId: string,
  lock = false,
): Promise<OrderRow> {
  const order = await findOrder(db, orderId, lock);
  if (!order || order.provider_id !== provider.id) throw new ApiError(404, orderMessages.orderNotFound);
  return order;
}
