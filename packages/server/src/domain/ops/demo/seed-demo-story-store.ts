// The rows the demo story writes (seed-demo-story.ts) at the story's times: its orders with their shipping,
// messages, reviews, bids and support case, and the times of what the API's own functions wrote for it.
import type { Queryable } from '../../../infra/db/database';
import { inLondon, londonTodaySql } from '../../../infra/db/london-day';
import type { StoryMessage, StoryOrder } from './demo-story';

/** `now()` less a parameter in hours; NULL stays NULL. */
const ago = (param: number) => `now() - make_interval(secs => $${param}::float8 * 3600)`;

export interface Product {
  id: number;
  name: string;
  category: string;
  specific: string;
  currency: string;
  pay_rate: 'PER HOUR' | 'PER JOB';
  price: string | number;
}

/** The product at the provider's certified price (the minimum for a published job), or null. */
export async function productFor(tx: Queryable, order: StoryOrder): Promise<Product | null> {
  const [row] = await tx.query<Product>(
    `SELECT p.id, p.name, p.category, p.specific, p.currency, p.pay_rate, coalesce(ps.price, p.min_price) AS price
     FROM products p
     LEFT JOIN provider_services ps ON ps.product_id = p.id AND ps.provider_id = $2 AND ps.status = 'ACTIVE'
     WHERE p.name = $1 AND ($2::text IS NULL OR ps.id IS NOT NULL)`,
    [order.product, order.provider],
  );
  return row ?? null;
}

/** How many of these accounts are there, not deleted. */
export async function presentAccounts(tx: Queryable, ids: string[]): Promise<number> {
  const [row] = await tx.query<{ present: number }>(
    'SELECT count(*)::int AS present FROM accounts WHERE id = ANY($1::text[]) AND deleted_at IS NULL',
    [ids],
  );
  return row?.present ?? 0;
}

/** Moves the bell's row of the event back `hoursAgo` hours. */
export async function backdateNotice(tx: Queryable, eventKey: string, hoursAgo: number): Promise<void> {
  await tx.query(`UPDATE notifications SET created_at = ${ago(2)} WHERE event_key = $1`, [
    eventKey,
    hoursAgo,
  ]);
}

/** The order as the API would have written it, at the story's times (hours ago; null for none). */
export async function insertStoryOrder(
  tx: Queryable,
  order: StoryOrder & { customerId: string; paymentStatus: string; lastChangeHoursAgo: number },
  product: Product,
  place: { postcode: string; lat: number; lng: number },
  home: { address: string; lines: { AddressLine1: string; AddressLine2: string; Town: string } },
): Promise<void> {
  await tx.query(
    `INSERT INTO orders (id, customer_id, provider_id, request_mode, product_id, product_name, category, specific,
       currency, price, pay_rate, status, payment_status, paid_at, started_at, ended_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, ${ago(14)}, ${ago(15)}, ${ago(16)},
       ${ago(17)}, ${ago(18)})`,
    [
      order.id,
      order.customerId,
      order.provider,
      order.provider ? 'DIRECT' : 'BID',
      product.id,
      product.name,
      product.category,
      product.specific,
      product.currency,
      product.price,
      product.pay_rate,
      order.status,
      order.paymentStatus,
      order.paidHoursAgo ?? null,
      order.startedHoursAgo ?? null,
      order.endedHoursAgo ?? null,
      order.createdHoursAgo,
      order.lastChangeHoursAgo,
    ],
  );
  await tx.query(
    `INSERT INTO order_shipping (order_id, zip_code, address, address_line1, address_line2, town, lat, lng,
       scheduled_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ${londonTodaySql} + $9::int)`,
    [
      order.id,
      place.postcode,
      home.address,
      home.lines.AddressLine1,
      home.lines.AddressLine2,
      home.lines.Town,
      place.lat,
      place.lng,
      order.scheduledInDays,
    ],
  );
}

/** The order's receipt, issued `hoursAgo` hours ago (when the job ended). */
export async function backdateReceipt(tx: Queryable, orderId: string, hoursAgo: number): Promise<void> {
  await tx.query(
    `UPDATE payments SET receipt_issued_at = ${ago(2)} WHERE order_id = $1 AND status = 'succeeded'`,
    [orderId, hoursAgo],
  );
}

/** The order's payout, recorded when the job ended and paid since by a weekly batch, with its statement. */
export async function markPayoutPaidByBatch(
  tx: Queryable,
  orderId: string,
  endedHoursAgo: number,
  paidHoursAgo: number,
): Promise<void> {
  await tx.query(
    `UPDATE payouts SET created_at = ${ago(2)}, status = 'paid', paid_at = ${ago(3)},
       statement_mailed_at = ${ago(3)}, batch_id = 'WEEK-' || to_char(${inLondon(ago(3))}, 'YYYY-MM-DD') || '-demo'
     WHERE order_id = $1`,
    [orderId, endedHoursAgo, paidHoursAgo],
  );
}

export async function insertMessages(
  tx: Queryable,
  category: 'ORDER' | 'SUPPORT',
  ref: string,
  messages: StoryMessage[],
) {
  for (const message of messages) {
    await tx.query(
      `INSERT INTO chat_messages (category, chat_ref, sender_id, body, created_at) VALUES ($1, $2, $3, $4, ${ago(5)})`,
      [category, ref, message.from, message.text, message.hoursAgo],
    );
  }
}

export async function insertStoryReview(
  tx: Queryable,
  review: {
    orderId: string;
    role: string;
    reviewer: string;
    subject: string;
    rating: number;
    text: string;
    hoursAgo: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO reviews (order_id, reviewer_role, reviewer_id, subject_id, rating, body, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, ${ago(7)})`,
    [
      review.orderId,
      review.role,
      review.reviewer,
      review.subject,
      review.rating,
      review.text,
      review.hoursAgo,
    ],
  );
}

/** The provider's bid on the order at their certified price, from where they were. */
export async function insertStoryBid(
  tx: Queryable,
  orderId: string,
  bid: { provider: string; at: { lat: number; lng: number }; hoursAgo: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO bids (order_id, provider_id, price, lat, lng, created_at)
       SELECT o.id, ps.provider_id, ps.price, $3, $4, ${ago(5)}
       FROM orders o JOIN provider_services ps ON ps.product_id = o.product_id AND ps.provider_id = $2
       WHERE o.id = $1`,
    [orderId, bid.provider, bid.at.lat, bid.at.lng, bid.hoursAgo],
  );
}

/** The story's operator; one made with this email by the operator CLI answers instead. Their id. */
export async function storyOperatorId(
  tx: Queryable,
  operator: { id: string; email: string; firstName: string; lastName: string },
): Promise<string | null> {
  const [staff] = await tx.query<{ id: string }>(
    `INSERT INTO accounts (id, role, email, first_name, last_name, email_verified)
     VALUES ($1, 'operator', $2, $3, $4, true)
     ON CONFLICT (role, email) DO UPDATE SET email = excluded.email RETURNING id`,
    [operator.id, operator.email, operator.firstName, operator.lastName],
  );
  return staff?.id ?? null;
}

/** An OPEN support case: an operator answered (NEW would keep the customer out of the chat). */
export async function insertStoryCase(
  tx: Queryable,
  supportCase: { id: string; accountId: string; subject: string; createdHoursAgo: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO support_cases (id, account_id, subject, status, created_at, updated_at)
     VALUES ($1, $2, $3, 'OPEN', ${ago(4)}, ${ago(4)})`,
    [supportCase.id, supportCase.accountId, supportCase.subject, supportCase.createdHoursAgo],
  );
}
