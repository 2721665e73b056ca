// Creating an order from the booking flow (/requestservice) and reading it back to resume negotiation
// (/loadexistingreq).
import {
  bidProvider,
  composeAddress,
  type LoadExistingRequestResponse,
  postcodeMessage,
  type RequestServiceInput,
} from '@callout/contracts/booking';
import type { AccountRow } from '../accounts/account-store';
import { availableProviders } from '../catalog/availability';
import { findProduct } from '../catalog/catalog-queries';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import { geocoder } from '../geo/geocoder-for';
import { notifyNewRequest } from '../notifications/provider-events';
import { orderMessages } from '../orders/messages';
import { newPublicId } from '../orders/order-ids';
import { type OrderRow, orderPaymentStatus } from '../orders/order-store';
import { claimWindow, type JobLength, publishedSlot, type Slot } from './arrival-windows';

/** Creates the order and returns its id. A direct request is priced at the chosen provider's price. */
export async function createServiceRequest(
  db: Database,
  customer: AccountRow,
  input: RequestServiceInput,
  /** London's date by the server's clock, for the provider's credentials. */
  today?: string,
): Promise<string> {
  const product = await findProduct(db, input.prodid);
  if (!product) throw new ApiError(404, orderMessages.productNotFound);
  const place = await geocoder().locate(input.zipcode);
  if (!place) throw new ApiError(400, postcodeMessage);

  let providerId: string | null = null;
  let price = Number(product.min_price);
  if (input.provider !== bidProvider) {
    const [offer] = await availableProviders(db, {
      productId: String(product.id),
      date: input.scheduled,
      providerId: input.provider,
      ...(today ? { today } : {}),
    });
    if (!offer) throw new ApiError(409, orderMessages.providerUnavailable);
    providerId = offer.id;
    price = Number(offer.price);
  }

  // Address lines given: the spec's one-line `address` is composed from them, so both always agree.
  const lines =
    input.AddressLine1 !== undefined && input.Town !== undefined
      ? { AddressLine1: input.AddressLine1, AddressLine2: input.AddressLine2 ?? '', Town: input.Town }
      : null;
  const address = lines ? composeAddress(lines) : input.address;
  const length: JobLength = {
    payRate: product.pay_rate,
    durationMinutes: product.duration_minutes,
    hours: input.hours,
  };

  const orderId = newPublicId('ORD');
  const paymentStatus =
    product.pay_rate === 'PER HOUR' ? orderPaymentStatus.pendingOrder : orderPaymentStatus.awaiting;
  await db.transaction(async (tx) => {
    // A window is checked and taken under the provider's lock, in the transaction that writes the order.
    let slot: Slot | null = null;
    if (input.window) {
      slot = providerId
        ? await claimWindow(tx, providerId, input.scheduled, input.window, length)
        : publishedSlot(input.scheduled, input.window, length);
    }
    await tx.query(
      `INSERT INTO orders (id, customer_id, provider_id, request_mode, product_id, product_name, category, specific,
         currency, price, pay_rate, payment_status, note)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        orderId,
        customer.id,
        providerId,
        providerId ? 'DIRECT' : 'BID',
        product.id,
        product.name,
        product.category,
        product.specific,
        product.currency,
        price,
        product.pay_rate,
        paymentStatus,
        // The note for the provider, trimmed by the contract; none when empty.
        input.note || null,
      ],
    );
    await tx.query(
      `INSERT INTO order_shipping (order_id, zip_code, address, address_line1, address_line2, town, lat, lng,
         scheduled_on, window_starts, window_ends, busy_until, job_hours)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        orderId,
        place.postcode,
        address,
        lines?.AddressLine1 ?? null,
        lines ? lines.AddressLine2 || null : null,
        lines?.Town ?? null,
        place.lat,
        place.lng,
        input.scheduled,
        slot?.From ?? null,
        slot?.Until ?? null,
        slot?.busyUntil.toISOString() ?? null,
        product.pay_rate === 'PER HOUR' ? (input.hours ?? null) : null,
      ],
    );
  });
  await notifyNewRequest(db, orderId);
  return orderId;
}

export function requestDetails(order: OrderRow): LoadExistingRequestResponse {
  return {
    success: true,
    message: orderMessages.requestDetails,
    shippingDetails: [
      {
        ShipZipCode: order.zip_code,
        DefaultLocation: order.address,
        ShipDate: order.scheduled_on,
        Window: order.window_start,
      },
    ],
    orderDetails: [
      {
        Category: order.category,
        SubCategory: order.specific,
        ProductID: String(order.product_id),
        Name: order.product_name,
      },
    ],
    // The engaged provider once there is one, so a reloaded negotiate page shows who was chosen.
    requestDetails: [{ Provider: order.provider_id ?? bidProvider }],
  };
}
