// Orders as list rows for the customer dashboard's active and upcoming orders: the same rows as the order
// history (order-lists.ts), soonest job first.
import type { CustomerOrderRow, OrderStatus } from '@callout/contracts/orders';
import type { Queryable } from '../../infra/db/database';
import { customerOrderList } from './order-lists';

export function customerOrderRows(
  db: Queryable,
  customerId: string,
  statuses: readonly OrderStatus[],
): Promise<CustomerOrderRow[]> {
  return customerOrderList(db, customerId, { statuses, order: 'soonest' });
}
