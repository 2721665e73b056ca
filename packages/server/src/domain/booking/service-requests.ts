// Creating an order from the booking flow (/requestservice) and reading it back to resume negotiation
// (/loadexistingreq).
import {
  bidProvider,
  composeAddress,
  type LoadExistingRequestResponse,
  postcodeMessage,
  type RequestServiceInput,
} from '@callout/contracts/booking';
import { ApiError } from '../../errors';
import type { Database } from '../../infra/db/database';
import type { Geocoder } from '../../infra/geo/geocoder';
import type { AccountRow } from '../accounts/account-store';
import { availableProviders } from '../catalogue/availability-queries';
import { findProduct } from '../catalogue/catalog-queries';
import type { SiteLinks } from '../notifications/mail/site-links';
import { notifyNewRequest } from '../notifications/provider-events';
import { orderMessages } from '../orders/messages';
import { newPublicId } from '../orders/order-ids';
import { type OrderRow, orderPaymentStatus } from '../orders/order-store';
import { recordStartRequest } from '../orders/right-to-cancel-store';
import { claimWindow, type JobLength, publishedSlot, type Slot } from './arrival-windows';
import { insertOrder } from './order-insert-store';

/** Creates the order and returns its id. A direct request is priced at the chosen provider's price. */
export async function createServiceRequest(
  db: Database,
  siteLinks: SiteLinks,
  geocoder: Geocoder,
  customer: AccountRow,
  input: RequestServiceInput,
  /** London's date by the server's clock, for the provider's credentials. */
  today?: string,
): Promise<string> {
  const product = await findProduct(db, input.prodid);
  if (!product) throw new ApiError(404, orderMessages.productNotFound);
  const place = await geocoder.locate(input.zipcode);
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
    await insertOrder(
      tx,
      {
        id: orderId,
        customerId: customer.id,
        providerId,
        product,
        price,
        paymentStatus,
        // The note for the provider, trimmed by the contract; none when empty.
        note: input.note || null,
      },
      {
        zipCode: place.postcode,
        address,
        lines,
        lat: place.lat,
        lng: place.lng,
        scheduledOn: input.scheduled,
        slot,
        jobHours: product.pay_rate === 'PER HOUR' ? (input.hours ?? null) : null,
      },
    );
    // A client booking through the API alone records here the customer's express request to start inside
    // the 14 days (it stated the right first); the confirmation mail confirms it on a durable medium.
    if (input.startnow === 'true') await recordStartRequest(tx, orderId);
  });
  await notifyNewRequest(db, siteLinks, orderId);
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
