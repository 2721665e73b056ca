// Order list rows for both roles, a page at a time: the histories (GET /orders, /provider/orders) and the
// active and upcoming orders (the customer's dashboard, the provider's profile, and the pages after theirs,
// GET /upcomingorders, /provider/upcomingorders). A customer's row names the provider, a provider's the
// customer.
// The query is order-list-queries.ts's.

import type { providerOrderRowSchema } from '@callout/contracts/accounts';
import type { CustomerOrderRow } from '@callout/contracts/orders';
import type { z } from 'zod';
import type { Queryable } from '../../infra/db/database';
import { type ListFilter, pageSizeOf, type RowData, rowsFor } from './order-list-queries';

export type ProviderOrderRow = z.infer<typeof providerOrderRowSchema>;

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

/** A page of rows and the cursor of the page after it, null on the last. */
export interface Page<T> {
  rows: T[];
  next: string | null;
}

/** Splits the one extra row a page reads off into the cursor of the next page. */
function paged(rows: RowData[], filter: ListFilter): Page<RowData> {
  const size = pageSizeOf(filter);
  if (rows.length <= size) return { rows, next: null };
  const page = rows.slice(0, size);
  return { rows: page, next: page[page.length - 1]?.cursor ?? null };
}

const customerRow = (r: RowData): CustomerOrderRow => ({
  ...common(r),
  PersonnelName: r.other_name,
  OrderStatus: r.status,
  PaymentStatus: r.payment_status,
});

const providerRow = (r: RowData): ProviderOrderRow => ({
  ...common(r),
  CustomerName: r.other_name,
  OrderStatus: r.status,
  PaymentStatus: r.payment_status,
});

/** The customer's history, newest first, a page at a time from `filter.before`. */
export async function customerOrderPage(
  db: Queryable,
  customerId: string,
  filter: Omit<ListFilter, 'order'>,
): Promise<Page<CustomerOrderRow>> {
  const query = { ...filter, order: 'newest' } as const;
  const { rows, next } = paged(await rowsFor(db, 'customer', customerId, query), query);
  return { rows: rows.map(customerRow), next };
}

/** The provider's history, newest first, a page at a time from `filter.before`. */
export async function providerOrderPage(
  db: Queryable,
  providerId: string,
  filter: Omit<ListFilter, 'order'>,
): Promise<Page<ProviderOrderRow>> {
  const query = { ...filter, order: 'newest' } as const;
  const { rows, next } = paged(await rowsFor(db, 'provider', providerId, query), query);
  return { rows: rows.map(providerRow), next };
}

/** The customer's active and upcoming orders, soonest job first, a page at a time from `before`. */
export async function customerUpcomingPage(
  db: Queryable,
  customerId: string,
  before?: string,
): Promise<Page<CustomerOrderRow>> {
  const query = { order: 'upcoming', ...(before ? { before } : {}) } as const;
  const { rows, next } = paged(await rowsFor(db, 'customer', customerId, query), query);
  return { rows: rows.map(customerRow), next };
}

/** The provider's active and upcoming orders, soonest job first, a page at a time from `before`. */
export async function providerUpcomingPage(
  db: Queryable,
  providerId: string,
  before?: string,
): Promise<Page<ProviderOrderRow>> {
  const query = { order: 'upcoming', ...(before ? { before } : {}) } as const;
  const { rows, next } = paged(await rowsFor(db, 'provider', providerId, query), query);
  return { rows: rows.map(providerRow), next };
}
