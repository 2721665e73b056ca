// Writes a new order and its shipping row: a request from the booking flow, or a visit of a series.

import type { Queryable } from '../../infra/db/database';
import type { ProductRow } from '../catalogue/catalog-queries';
import type { Slot } from './arrival-windows';

export interface NewOrder {
  id: string;
  customerId: string;
  providerId: string | null;
  product: ProductRow;
  price: number;
  paymentStatus: string;
  note: string | null;
  /** A visit of a series the provider accepted: SCHEDULED and accepted from the start. */
  acceptedByProvider?: boolean;
}

export interface NewShipping {
  zipCode: string;
  address: string;
  lines: { AddressLine1: string; AddressLine2: string; Town: string } | null;
  lat: number;
  lng: number;
  scheduledOn: string;
  slot: Slot | null;
  jobHours: number | null;
}

export async function insertOrder(tx: Queryable, order: NewOrder, shipping: NewShipping): Promise<void> {
  const { product } = order;
  const accepted = order.acceptedByProvider === true;
  await tx.query(
    `INSERT INTO orders (id, customer_id, provider_id, request_mode, product_id, product_name, category, specific,
       currency, price, pay_rate, payment_status, note, status, provider_accepted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, CASE WHEN $15 THEN now() END)`,
    [
      order.id,
      order.customerId,
      order.providerId,
      order.providerId ? 'DIRECT' : 'BID',
      product.id,
      product.name,
      product.category,
      product.specific,
      product.currency,
      order.price,
      product.pay_rate,
      order.paymentStatus,
      order.note,
      accepted ? 'SCHEDULED' : 'NEW ORDER',
      accepted,
    ],
  );
  const { lines, slot } = shipping;
  await tx.query(
    `INSERT INTO order_shipping (order_id, zip_code, address, address_line1, address_line2, town, lat, lng,
       scheduled_on, window_starts, window_ends, busy_until, job_hours)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      order.id,
      shipping.zipCode,
      shipping.address,
      lines?.AddressLine1 ?? null,
      lines ? lines.AddressLine2 || null : null,
      lines?.Town ?? null,
      shipping.lat,
      shipping.lng,
      shipping.scheduledOn,
      slot?.From ?? null,
      slot?.Until ?? null,
      slot?.busyUntil.toISOString() ?? null,
      shipping.jobHours,
    ],
  );
}
