// Orders as list rows for the customer (dashboard now; the order history of issue 6 can reuse it).

import type { PayRate } from '@callout/contracts/fields';
import type { CustomerOrderRow, OrderStatus } from '@callout/contracts/orders';
import type { Queryable } from '../db/database';
import { isoTimestamp } from './order-store';

interface RowData {
  id: string;
  created: string;
  product_name: string;
  category: string;
  currency: string;
  price: string | number;
  pay_rate: PayRate;
  provider_name: string | null;
  status: OrderStatus;
  payment_status: string;
}

export async function customerOrderRows(
  db: Queryable,
  customerId: string,
  statuses: readonly OrderStatus[],
): Promise<CustomerOrderRow[]> {
  const rows = await db.query<RowData>(
    `SELECT o.id, ${isoTimestamp('o.created_at')} AS created, o.product_name, o.category, o.currency, o.price,
       o.pay_rate, NULLIF(concat_ws(' ', p.first_name, p.last_name), '') AS provider_name, o.status, o.payment_status
     FROM orders o
     JOIN order_shipping s ON s.order_id = o.id
     LEFT JOIN accounts p ON p.id = o.provider_id
     WHERE o.customer_id = $1 AND o.status = ANY($2::text[])
     ORDER BY s.scheduled_on, o.created_at`,
    [customerId, statuses],
  );
  return rows.map((r) => ({
    Orderid: r.id,
    OrderTime: r.created,
    Name: r.product_name,
    Category: r.category,
    Currency: r.currency,
    Price: Number(r.price),
    Rate: r.pay_rate,
    PersonnelName: r.provider_name,
    OrderStatus: r.status,
    PaymentStatus: r.payment_status,
  }));
}
