// Writes the demo customer's story (demo-story.ts) once, recorded in schema_migrations apart from the
// accounts and catalogue, so a demo database seeded before the story existed gets it on its next start.
// Rows are the ones the API would have written; the provider's bell and the card payments go through the
// same functions the API calls, then take the story's times.

import type { Database, Queryable } from '../../../infra/db/database';
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
  type StoryOrder,
  storyBids,
  storyHome,
  storyOperator,
  storyOrderChat,
  storyOrders,
  storyReviews,
  storySupportCase,
} from './demo-story';
import {
  backdateNotice,
  backdateReceipt,
  insertMessages,
  insertStoryBid,
  insertStoryCase,
  insertStoryOrder,
  insertStoryReview,
  markPayoutPaidByBatch,
  type Product,
  presentAccounts,
  productFor,
  storyOperatorId,
} from './seed-demo-story-store';
import { payWithSandboxCard, transferWithSandbox } from './story-payment';

export const storySeedId = 'seed-demo-story';

/** The demo accounts the story is about, still there (an operator may have deleted one). */
async function castIsPresent(tx: Queryable): Promise<boolean> {
  const cast = [demoCustomer.id, ...storyBids.map((bid) => bid.provider)];
  for (const order of Object.values(storyOrders)) if (order.provider) cast.push(order.provider);
  return (await presentAccounts(tx, cast)) === new Set(cast).size;
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
  await insertStoryOrder(
    tx,
    { ...order, customerId: demoCustomer.id, paymentStatus, lastChangeHoursAgo: lastChange },
    product,
    place,
    storyHome,
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
  await backdateReceipt(tx, order.id, order.endedHoursAgo);
  await backdateNotice(tx, `order-ended-${order.id}`, order.endedHoursAgo);
  await backdateNotice(tx, `payout-recorded-${order.id}`, order.endedHoursAgo);
  if (order.payoutPaidHoursAgo === undefined) return;
  // Paid by a weekly batch since (weekly-payouts.ts): a batch run now finds nothing of the story's to pay,
  // and the sandbox's ledger holds its transfer, so payments:reconcile finds the story adds up.
  await transferWithSandbox(tx, order.id);
  await markPayoutPaidByBatch(tx, order.id, order.endedHoursAgo, order.payoutPaidHoursAgo);
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
    await insertStoryReview(tx, {
      orderId: order.id,
      role,
      reviewer,
      subject,
      rating: review.rating,
      text: review.text,
      hoursAgo: review.hoursAgo,
    });
  }
}

async function insertBids(tx: Queryable): Promise<void> {
  const { id } = storyOrders.published;
  for (const bid of storyBids) await insertStoryBid(tx, id, bid);
}

async function insertSupportCase(tx: Queryable): Promise<void> {
  const { id, subject, createdHoursAgo, messages } = storySupportCase;
  // An operator made with this email by the operator CLI answers instead.
  const staff = await storyOperatorId(tx, storyOperator);
  const sender = (from: string) => (from === storyOperator.id ? (staff ?? from) : from);
  // OPEN: an operator answered (NEW would keep the customer out of the chat).
  await insertStoryCase(tx, { id, accountId: demoCustomer.id, subject, createdHoursAgo });
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
