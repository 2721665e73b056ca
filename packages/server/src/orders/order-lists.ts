// Order list rows for both roles: the histories (GET /orders, /provider/orders) and the provider's active
// and upcoming orders on their profile. A customer's row names the provider, a provider's the customer.

import type { providerOrderRowSchema } from '@callout/contracts/accounts';
import type { CustomerOrderRow, OrderStatus } from '@callout/contracts/orders';
import type { z } from 'zod';
import { containsPattern } from '../catalog/search';
import type { Queryable } from '../db/database';
import { windowLabelSql } from '../db/london-day';
import { isoTimestamp } from './order-store';

export type ProviderOrderRow = z.infer<typeof providerOrderRowSchema>;

/** No paging in the spec; a long history stays reachable through the search box. */
export const maxListRows = 200;

interface RowData {
  id: string;
  created: string;
  product_name: string;
  category: string;
  currency: string;
  price: string | number;
  pay_rate: CustomerOrderRow['Rate'];
  other_name: string | null;
  status: OrderStatus;
  payment_status: string;
  ship_date: string;
  ship_window: string | null;
  payment_held: boolean;
}

type Side = 'customer' | 'provider';
const own: Record<Side, string> = { customer: 'o.customer_id', provider: 'o.provider_id' };
const other: Record<Side, string> = { customer: 'o.provider_id', provider: 'o.customer_id' };

interface ListFilter {
  search?: string;
  statuses?: readonly OrderStatus[];
  /** Newest first (histories), or soonest job first (what is coming up). */
  order: 'newest' | 'soonest';
}

async function rowsFor(db: Queryable, side: Side, accountId: string, filter: ListFilter): Promise<RowData[]> {
  const params: unknown[] = [accountId];
  const where = [`${own[side]} = $1`];
  if (filter.search) {
    params.push(containsPattern(filter.search));
    // Product, category, sub-category, order id and the other party's name.
    where.push(`concat_ws(' ', o.id, o.product_name, o.category, o.specific, x.first_name, x.last_name)
      ILIKE $${params.length}`);
  }
  if (filter.statuses) {
    params.push(filter.statuses);
    where.push(`o.status = ANY($${params.length}::text[])`);
  }
  const orderBy =
    filter.order === 'newest' ? 'o.created_at DESC, o.id DESC' : 's.scheduled_on, o.created_at, o.id';
  return db.query<RowData>(
    `SELECT o.id, ${isoTimestamp('o.created_at')} AS created, o.product_name, o.category, o.currency, o.price,
       o.pay_rate, NULLIF(concat_ws(' ', x.first_name, x.last_name), '') AS other_name, o.status, o.payment_status,
       to_char(s.scheduled_on, 'YYYY-MM-DD') AS ship_date, ${windowLabelSql('s')} AS ship_window,
       -- Authorised on the card and not captured yet: held until the job ends, as the details say.
       EXISTS (SELECT 1 FROM payments pay WHERE pay.order_id = o.id AND pay.status = 'requires_capture')
         AS payment_held
     FROM orders o
     JOIN order_shipping s ON s.order_id = o.id
     LEFT JOIN accounts x ON x.id = ${other[side]}
     WHERE ${where.join(' AND ')}
     ORDER BY ${orderBy}
     LIMIT ${maxListRows}`,
    params,
  );
}

const common = (r: RowData) => ({
  Orderid: r.id,
  OrderTime: r.created,
  Name: r.product_name,
  Category: r.category,
  Currency: r.currency,
  Price: Number(r.price),
  Rate: r.pay_rate,
  ShipDate: r.ship_date,
  ShipWindow: r.ship_window,
  PaymentHeld: r.payment_held,
});

export async function customerOrderList(
  db: Queryable,
  customerId: string,
  filter: ListFilter,
): Promise<CustomerOrderRow[]> {
  const rows = await rowsFor(db, 'customer', customerId, filter);
  return rows.map((r) => ({
    ...common(r),
    PersonnelName: r.other_name,
    OrderStatus: r.status,
    PaymentStatus: r.payment_status,
  }));
}

export async function providerOrderList(
  db: Queryable,
  providerId: string,
  filter: ListFilter,
): Promise<ProviderOrderRow[]> {
  const rows = await rowsFor(db, 'provider', providerId, filter);
  return rows.map((r) => ({
    ...common(r),
    CustomerName: r.other_name,
    OrderStatus: r.status,
    PaymentStatus: r.payment_status,
  }));
}

/** The provider profile's counters: completed orders, and every order they were engaged on. */
export async function providerOrderCounts(
  db: Queryable,
  providerId: string,
): Promise<{ completed: number; total: number }> {
  const [row] = await db.query<{ completed: number; total: number }>(
    `SELECT count(*) FILTER (WHERE status = 'COMPLETED')::int AS completed, count(*)::int AS total
     FROM orders WHERE provider_id = $1`,
    [providerId],
  );
  return { completed: row?.completed ?? 0, total: row?.total ?? 0 };
}
