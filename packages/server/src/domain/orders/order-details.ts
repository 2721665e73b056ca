// GET /orderdetails and /provider/orderdetails: the order, where the job is, and the viewer's own review.
// Each side sees the review it left (none yet: the page shows the review form once the order is closed,
// canReviewOrder), never the other side's review of them. One query reads it all.

import type { MarketplaceAccountType } from '@callout/contracts/accounts';
import { londonDate } from '@callout/contracts/london-time';
import type { OrderDetailsResponse, OrderStatus } from '@callout/contracts/orders';
import type { Env } from '../../env';
import { ApiError } from '../../errors';
import type { Queryable } from '../../infra/db/database';
import { londonTimeSql } from '../../infra/db/london-day';
import type { Row } from '../../infra/db/row';
import type { Tables } from '../../infra/db/schema.generated';
import { imageLink } from '../../infra/images/image-store';
import { mediaLinks } from '../../infra/media/media-links';
import { type JobNotesFacts, jobNotesColumns, jobNotesOf } from '../booking/job-notes';
import { badgesOf } from '../provider/credentials/badges';
import { addressFor } from './address-privacy';
import { lifecycleMessages, orderMessages } from './messages';
import {
  type PayoutFacts,
  payoutColumn,
  payoutOf,
  type RefundFacts,
  refundsColumn,
  refundsOf,
} from './order-money';
import { isoTimestamp } from './order-store';

/** As detailsQuery reads it: times as ISO 8601 text, the date as YYYY-MM-DD, names and flags worked out. */
type DetailsRow = Row<
  Tables['orders'],
  | 'id'
  | 'customer_id'
  | 'provider_id'
  | 'product_name'
  | 'category'
  | 'specific'
  | 'product_id'
  | 'currency'
  | 'price'
  | 'cancel_charge_minor'
  | 'payment_status',
  { status: OrderStatus; pay_rate: 'PER HOUR' | 'PER JOB' }
> &
  Row<
    Tables['order_shipping'],
    'zip_code' | 'address' | 'address_line1' | 'address_line2' | 'town',
    {
      scheduled_on: string;
      window_start: string | null;
      window_end: string | null;
      job_hours: number | null;
    }
  > & {
    created: string;
    started: string | null;
    ended: string | null;
    provider_name: string | null;
    provider_image: string | null;
    customer_name: string | null;
    customer_image: string | null;
    prv_saved: boolean;
    loc_saved: boolean;
    has_receipt: boolean;
    payment_held: boolean;
    accepted: string | null;
    declined: string | null;
    declined_by: string | null;
    declined_by_name: string | null;
    review: Array<{ rating: number; body: string | null }>;
    review_of_you: { rating: number; body: string | null; reply: string | null; hidden: boolean } | null;
    refunds: RefundFacts[];
    payout: PayoutFacts | null;
  } & JobNotesFacts;

const detailsQuery = `
  SELECT o.id, o.customer_id, o.provider_id, o.status, o.product_name, o.category, o.specific, o.product_id,
    o.currency, o.price, o.pay_rate, o.payment_status, o.cancel_charge_minor,
    ${isoTimestamp('o.created_at')} AS created, ${isoTimestamp('o.started_at')} AS started,
    ${isoTimestamp('o.ended_at')} AS ended, ${isoTimestamp('o.provider_accepted_at')} AS accepted,
    ${isoTimestamp('o.provider_declined_at')} AS declined, o.declined_by,
    (SELECT NULLIF(concat_ws(' ', d.first_name, d.last_name), '') FROM accounts d WHERE d.id = o.declined_by)
      AS declined_by_name,
    s.zip_code, s.address, s.address_line1, s.address_line2, s.town, to_char(s.scheduled_on, 'YYYY-MM-DD') AS scheduled_on,
    ${londonTimeSql('s.window_starts')} AS window_start, ${londonTimeSql('s.window_ends')} AS window_end,
    s.job_hours,
    NULLIF(concat_ws(' ', p.first_name, p.last_name), '') AS provider_name, p.image_id AS provider_image,
    NULLIF(concat_ws(' ', c.first_name, c.last_name), '') AS customer_name, c.image_id AS customer_image,
    EXISTS (SELECT 1 FROM saved_providers sp
            WHERE sp.customer_id = o.customer_id AND sp.provider_id = o.provider_id) AS prv_saved,
    -- Saved locations are written as zip;address, both trimmed (contracts saved.ts).
    EXISTS (SELECT 1 FROM saved_locations sl
            WHERE sl.customer_id = o.customer_id AND sl.location = trim(s.zip_code) || ';' || trim(s.address))
      AS loc_saved,
    EXISTS (SELECT 1 FROM payments pay WHERE pay.order_id = o.id AND pay.receipt_issued_at IS NOT NULL)
      AS has_receipt,
    -- Authorised on the card and not captured yet: the money is held until the job ends.
    EXISTS (SELECT 1 FROM payments pay WHERE pay.order_id = o.id AND pay.status = 'requires_capture')
      AS payment_held,
    -- The review the viewer's side left (at most one), the refunds, and the payout for the provider alone.
    (SELECT coalesce(json_agg(json_build_object('rating', r.rating, 'body', r.body)), '[]')
     FROM reviews r WHERE r.order_id = o.id AND r.reviewer_role = $2) AS review,
    -- For the provider: the customer's review of them, with their one reply and whether it was hidden.
    CASE WHEN $2 = 'provider' THEN
      (SELECT json_build_object('rating', r.rating, 'body', r.body, 'reply', r.reply_body,
         'hidden', r.hidden_at IS NOT NULL)
       FROM reviews r WHERE r.order_id = o.id AND r.reviewer_role = 'user') END AS review_of_you,
    ${refundsColumn} AS refunds,
    CASE WHEN $2 = 'provider' THEN ${payoutColumn} END AS payout,
    ${jobNotesColumns}
  FROM orders o
  JOIN order_shipping s ON s.order_id = o.id
  LEFT JOIN accounts p ON p.id = o.provider_id
  JOIN accounts c ON c.id = o.customer_id
  WHERE o.id = $1 AND (CASE WHEN $2 = 'provider' THEN o.provider_id ELSE o.customer_id END) = $3`;

/** The order as its customer (`user`) or engaged provider sees it; anyone else gets the not-found 404. */
export async function orderDetails(
  db: Queryable,
  env: Pick<Env, 'PUBLIC_API_BASE_URL'>,
  viewer: { id: string; role: MarketplaceAccountType },
  orderId: string,
): Promise<OrderDetailsResponse> {
  // Only the order's customer or engaged provider finds it: anyone else reads no row.
  const [row] = await db.query<DetailsRow>(detailsQuery, [orderId, viewer.role, viewer.id]);
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
