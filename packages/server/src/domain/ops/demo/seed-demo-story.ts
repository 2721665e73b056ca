// Writes the demo customer's story (demo-story.ts) once, recorded in schema_migrations apart from the
// accounts and catalogue, so a demo database seeded before the story existed gets it on its next start.
// Rows are the ones the API would have written; the provider's bell and the card payments go through the
// same functions the API calls, then take the story's times.

import type { Database, Queryable } from '../../../infra/db/database';
import { inLondon, londonTodaySql } from '../../../infra/db/london-day';
import { isApplied, lockSchema, markApplied } from '../../../infra/db/migrate';
import type { Geocoder } from '../../../infra/geo/geocoder';
import type { SiteLinks } from '../../notifications/mail/site-links';
import {
  notifyNewRequest,
  notifyPaymentSecured,
  notifyProviderOfOrder,
} from '../../notifications/provider-events';
import { orderPaymentStatus } from '../../orders/order-store';
import { recordPayout } from '../../payouts/payout-ledger';
import { demoCustomer } from './demo-accounts';
import {
  type StoryMessage,
  type StoryOrder,
  storyBids,
  storyHome,
  storyOperator,
  storyOrderChat,
  storyOrders,
  storyReviews,
  storySupportCase,
} from './demo-story';
import { payWithSandboxCard, transferWithSandbox } from './story-payment';

export const storySeedId = 'seed-demo-story';

/** `now()` less a parameter in hours; NULL stays NULL. */
const ago = (param: number) => `now() - make_interval(secs => $${param}::float8 * 3600)`;

interface Product {
  id: number;
  name: string;
  category: string;
  specific: string;
  currency: string;
  pay_rate: 'PER HOUR' | 'PER JOB';
  price: string | number;
}

/** The product at the provider's certified price (the minimum for a published job), or null. */
async function productFor(tx: Queryable, order: StoryOrder): Promise<Product | null> {
  const [row] = await tx.query<Product>(
    `SELECT p.id, p.name, p.category, p.specific, p.currency, p.pay_rate, coalesce(ps.price, p.min_price) AS price
     FROM products p
     LEFT JOIN provider_services ps ON ps.product_id = p.id AND ps.provider_id = $2 AND ps.status = 'ACTIVE'
     WHERE p.name = $1 AND ($2::text IS NULL OR ps.id IS NOT NULL)`,
    [order.product, order.provider],
  );
  return row ?? null;
}

/** The demo accounts the story is about, still there (an operator may have deleted one). */
async function castIsPresent(tx: Queryable): Promise<boolean> {
  const cast = [demoCustomer.id, ...storyBids.map((bid) => bid.provider)];
  for (const order of Object.values(storyOrders)) if (order.provider) cast.push(order.provider);
  const [row] = await tx.query<{ present: number }>(
    'SELECT count(*)::int AS present FROM accounts WHERE id = ANY($1::text[]) AND deleted_at IS NULL',
    [cast],
  );
  return row?.present === new Set(cast).size;
}

async function backdateNotice(tx: Queryable, eventKey: string, hoursAgo: number): Promise<void> {
  await tx.query(`UPDATE notifications SET created_at = ${ago(2)} WHERE event_key = $1`, [
    eventKey,
    hoursAgo,
  ]);
}

/** What telling the story needs of the server: its geocoder (the story's home) and links (the mails). */
export interface StoryParts {
  geocoder: Geocoder;
  siteLinks: SiteLinks;
}

async function insertOrder(
  tx: Queryable,
  geocoder: Geocoder,
  order: StoryOrder,
  product: Product,
): Promise<void> {
  const place = await geocoder.locate(storyHome.postcode);
  if (!place) throw new Error(`The demo story's postcode ${storyHome.postcode} is unknown`);
  const paymentStatus =
    order.paidHoursAgo === undefined ? orderPaymentStatus.awaiting : orderPaymentStatus.completed;
  const lastChange = Math.min(
    ...[order.createdHoursAgo, order.paidHoursAgo, order.startedHoursAgo, order.endedHoursAgo].filter(
      (hours) => hours !== undefined,
    ),
  );
  await tx.query(
    `INSERT INTO orders (id, customer_id, provider_id, request_mode, product_id, product_name, category, specific,
       currency, price, pay_rate, status, payment_status, paid_at, started_at, ended_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, ${ago(14)}, ${ago(15)}, ${ago(16)},
       ${ago(17)}, ${ago(18)})`,
    [
      order.id,
      demoCustomer.id,
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
      paymentStatus,
      order.paidHoursAgo ?? null,
      order.startedHoursAgo ?? null,
      order.endedHoursAgo ?? null,
      order.createdHoursAgo,
      lastChange,
    ],
  );
  await tx.query(
    `INSERT INTO order_shipping (order_id, zip_code, address, address_line1, address_line2, town, lat, lng,
       scheduled_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ${londonTodaySql} + $9::int)`,
    [
      order.id,
      place.postcode,
      storyHome.address,
      storyHome.lines.AddressLine1,
      storyHome.lines.AddressLine2,
      storyHome.lines.Town,
      place.lat,
      place.lng,
      order.scheduledInDays,
    ],
  );
}

/**
 * The order with its payment and the provider's bell, event by event as they happened. Only the bell: the
 * customer's mails (domain/notifications/push/customer-notices.ts) would tell of a past as if it had just happened.
 */
async function tellOrder(tx: Queryable, parts: StoryParts, order: StoryOrder): Promise<void> {
  const product = await productFor(tx, order);
  if (!product) throw new Error(`The demo story's ${order.product} is not in the demo catalogue`);
  await insertOrder(tx, parts.geocoder, order, product);
  await notifyNewRequest(tx, parts.siteLinks, order.id);
  await backdateNotice(tx, `${order.provider ? 'request' : 'job'}-${order.id}`, order.createdHoursAgo);
  if (order.paidHoursAgo === undefined) return;
  await payWithSandboxCard(tx, order.id, product, order.captured === true);
  await notifyPaymentSecured(tx, parts.siteLinks, order.id);
  await backdateNotice(tx, `paid-${order.id}`, order.paidHoursAgo);
  if (order.startedHoursAgo === undefined) return;
  await notifyProviderOfOrder(tx, parts.siteLinks, { kind: 'order-started', orderId: order.id });
  await backdateNotice(tx, `order-started-${order.id}`, order.startedHoursAgo);
  if (order.endedHoursAgo === undefined) return;
  await notifyProviderOfOrder(tx, parts.siteLinks, { kind: 'order-ended', orderId: order.id });
  await recordPayout(tx, parts.siteLinks, order.id, 0);
  // Its receipt was issued (and mailed) when the job ended; the customer can open it from the order.
  await tx.query(
    `UPDATE payments SET receipt_issued_at = ${ago(2)} WHERE order_id = $1 AND status = 'succeeded'`,
    [order.id, order.endedHoursAgo],
  );
  await backdateNotice(tx, `order-ended-${order.id}`, order.endedHoursAgo);
  await backdateNotice(tx, `payout-recorded-${order.id}`, order.endedHoursAgo);
  if (order.payoutPaidHoursAgo === undefined) return;
  // Paid by a weekly batch since (weekly-payouts.ts): a batch run now finds nothing of the story's to pay,
  // and the sandbox's ledger holds its transfer, so payments:reconcile finds the story adds up.
  await transferWithSandbox(tx, order.id);
  await tx.query(
    `UPDATE payouts SET created_at = ${ago(2)}, status = 'paid', paid_at = ${ago(3)},
       statement_mailed_at = ${ago(3)}, batch_id = 'WEEK-' || to_char(${inLondon(ago(3))}, 'YYYY-MM-DD') || '-demo'
     WHERE order_id = $1`,
    [order.id, order.endedHoursAgo, order.payoutPaidHoursAgo],
  );
}

async function insertMessages(
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

/**
 * The story's reviews leave accounts.rating alone: the seeded ratings stand for the providers' history
 * before the demo, which one review would otherwise replace (domain/catalogue/reviews/review-store.ts).
 */
async function insertReviews(tx: Queryable, order: StoryOrder & { provider: string }): Promise<void> {
  const sides = [
    ['user', demoCustomer.id, order.provider, storyReviews.byCustomer],
    ['provider', order.provider, demoCustomer.id, storyReviews.byProvider],
  ] as const;
  for (const [role, reviewer, subject, review] of sides) {
    await tx.query(
      `INSERT INTO reviews (order_id, reviewer_role, reviewer_id, subject_id, rating, body, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, ${ago(7)})`,
      [order.id, role, reviewer, subject, review.rating, review.text, review.hoursAgo],
    );
  }
}

async function insertBids(tx: Queryable): Promise<void> {
  const { id } = storyOrders.published;
  for (const bid of storyBids) {
    await tx.query(
      `INSERT INTO bids (order_id, provider_id, price, lat, lng, created_at)
       SELECT o.id, ps.provider_id, ps.price, $3, $4, ${ago(5)}
       FROM orders o JOIN provider_services ps ON ps.product_id = o.product_id AND ps.provider_id = $2
       WHERE o.id = $1`,
      [id, bid.provider, bid.at.lat, bid.at.lng, bid.hoursAgo],
    );
  }
}

async function insertSupportCase(tx: Queryable): Promise<void> {
  const { id, subject, createdHoursAgo, messages } = storySupportCase;
  // An operator made with this email by the operator CLI answers instead.
  const [staff] = await tx.query<{ id: string }>(
    `INSERT INTO accounts (id, role, email, first_name, last_name, email_verified)
     VALUES ($1, 'operator', $2, $3, $4, true)
     ON CONFLICT (role, email) DO UPDATE SET email = excluded.email RETURNING id`,
    [storyOperator.id, storyOperator.email, storyOperator.firstName, storyOperator.lastName],
  );
  const sender = (from: string) => (from === storyOperator.id ? (staff?.id ?? from) : from);
  // OPEN: an operator answered (NEW would keep the customer out of the chat).
  await tx.query(
    `INSERT INTO support_cases (id, account_id, subject, status, created_at, updated_at)
     VALUES ($1, $2, $3, 'OPEN', ${ago(4)}, ${ago(4)})`,
    [id, demoCustomer.id, subject, createdHoursAgo],
  );
  const answered = messages.map((message) => ({ ...message, from: sender(message.from) }));
  await insertMessages(tx, 'SUPPORT', id, answered);
}

/** True when it told the story; false when it was told before, or its accounts are gone. */
export async function seedDemoStory(db: Database, parts: StoryParts): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    if ((await isApplied(tx, storySeedId)) || !(await castIsPresent(tx))) return false;
    const { completed, upcoming, inProgress, published } = storyOrders;
    for (const order of [completed, inProgress, upcoming, published]) await tellOrder(tx, parts, order);
    await insertReviews(tx, completed);
    await insertBids(tx);
    await insertMessages(tx, 'ORDER', inProgress.id, storyOrderChat);
    await insertSupportCase(tx);
    await markApplied(tx, storySeedId);
    return true;
  });
}
