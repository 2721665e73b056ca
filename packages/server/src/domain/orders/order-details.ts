// GET /orderdetails and /provider/orderdetails: the order, where the job is, and the viewer's own review.
// Each side sees the review it left (none yet: the page shows the review form once the order is closed,
// canReviewOrder), never the other side's review of them. One query reads it all (order-details-queries.ts).

import type { MarketplaceAccountType } from '@callout/contracts/accounts';
import { londonDate } from '@callout/contracts/london-time';
import type { OrderDetailsResponse } from '@callout/contracts/orders';
import type { Env } from '../../env';
import { ApiError } from '../../errors';
import type { Queryable } from '../../infra/db/database';
import { imageLink } from '../../infra/images/image-store';
import { mediaLinks } from '../../infra/media/media-links';
import { jobNotesOf } from '../booking/job-notes';
import { badgesOf } from '../provider/credentials/badges-queries';
import { addressFor } from './address-privacy';
import { lifecycleMessages, orderMessages } from './messages';
import { findOrderDetails } from './order-details-queries';
import { payoutOf, refundsOf } from './order-money';

/** The order as its customer (`user`) or engaged provider sees it; anyone else gets the not-found 404. */
export async function orderDetails(
  db: Queryable,
  env: Pick<Env, 'PUBLIC_API_BASE_URL'>,
  viewer: { id: string; role: MarketplaceAccountType },
  orderId: string,
): Promise<OrderDetailsResponse> {
  // Only the order's customer or engaged provider finds it: anyone else reads no row.
  const row = await findOrderDetails(db, viewer, orderId);
  if (!row) throw new ApiError(404, orderMessages.orderNotFound);
  // Save icons are the customer's; the provider's page has none.
  const customerView = viewer.role === 'user';
  // The provider sees the door only once the order is secured, and only until it ends.
  const shown = addressFor(viewer.role, row);
  const badges =
    customerView && row.provider_id
      ? ((await badgesOf(db, [row.provider_id], londonDate(new Date()))).get(row.provider_id) ?? [])
      : undefined;
  return {
    success: true,
    message: lifecycleMessages.detailsLoaded,
    orderInfo: [
      {
        OrderStatus: row.status,
        Name: row.product_name,
        Category: row.category,
        SubCategory: row.specific,
        ProductID: String(row.product_id),
        Currency: row.currency,
        Price: Number(row.price),
        Rate: row.pay_rate,
        OrderTime: row.created,
        PaymentStatus: row.payment_status,
        // A published job has no provider until the customer engages a bidder.
        PersonnelID: row.provider_id ?? '',
        PersonnelName: row.provider_name,
        PersonnelImg: row.provider_id ? imageLink(env, row.provider_image) : null,
        prvSaved: customerView && row.prv_saved,
        CustomerID: row.customer_id,
        CustomerName: row.customer_name,
        CustomerImg: imageLink(env, row.customer_image),
        // The receipt is the customer's (GET /receipt); the provider is mailed a payout statement instead.
        Receipt: customerView && row.has_receipt,
        PaymentHeld: row.payment_held,
        // Only on an order its customer cancelled after the job started (the cancellation policy's charge).
        ...(row.cancel_charge_minor !== null && { CancelCharge: row.cancel_charge_minor / 100 }),
        AcceptedAt: row.accepted,
        // Who declined is the customer's to know; the provider who declined no longer sees the order.
        DeclinedAt: customerView ? row.declined : null,
        DeclinedBy: customerView ? row.declined_by : null,
        DeclinedByName: customerView ? row.declined_by_name : null,
        ...(badges && { PersonnelCredentials: badges }),
      },
    ],
    shippingInfo: [
      {
        ShipZipCode: shown.zipCode,
        ShipAddress: shown.address,
        ...shown.lines,
        ShipDate: row.scheduled_on,
        WindowStart: row.window_start,
        WindowEnd: row.window_end,
        // The hours the customer booked a PER HOUR job for; absent when they picked none.
        ...(row.pay_rate === 'PER HOUR' && row.job_hours !== null && { BookedHours: Number(row.job_hours) }),
        ShippingStarts: row.started,
        ShippingEnds: row.ended,
        locSaved: customerView && row.loc_saved,
      },
    ],
    review: row.review.map((r) => ({ Rating: Number(r.rating), Review: r.body })),
    refunds: refundsOf(row.refunds),
    ...(customerView
      ? {}
      : {
          payout: payoutOf(row.payout),
          reviewOfYou: row.review_of_you
            ? {
                Rating: Number(row.review_of_you.rating),
                Review: row.review_of_you.body,
                Reply: row.review_of_you.reply,
                Hidden: row.review_of_you.hidden,
              }
            : null,
        }),
    jobNotes: jobNotesOf(row, mediaLinks(env, 'job', viewer.id)),
  };
}
