// The one query behind GET /orderdetails and /provider/orderdetails: the order, where the job is, the
// viewer's own review, refunds, payout and job notes, read for its customer or engaged provider only.
import type { MarketplaceAccountType } from '@callout/contracts/accounts';
import type { OrderStatus } from '@callout/contracts/orders';
import type { Queryable } from '../../infra/db/database';
import { londonTimeSql } from '../../infra/db/london-day';
import type { Row } from '../../infra/db/row';
import type { Tables } from '../../infra/db/schema.generated';
import { type JobNotesFacts, jobNotesColumns } from '../booking/job-notes-store';
import { type PayoutFacts, payoutColumn, type RefundFacts, refundsColumn } from './order-money';
import { isoTimestamp } from './order-store';

/** As detailsQuery reads it: times as ISO 8601 text, the date as YYYY-MM-DD, names and flags worked out. */
export type DetailsRow = Row<
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

/** The order as the viewer sees it; null for anyone but its customer (`user`) or engaged provider. */
export async function findOrderDetails(
  db: Queryable,
  viewer: { id: string; role: MarketplaceAccountType },
  orderId: string,
): Promise<DetailsRow | null> {
  const [row] = await db.query<DetailsRow>(detailsQuery, [orderId, viewer.role, viewer.id]);
  return row ?? null;
}
