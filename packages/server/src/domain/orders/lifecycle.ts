// Starting, ending and cancelling orders (GET /startorder, /endorder, /cancelorder and the provider's
// cancel). Each decision is taken under the order's row lock, so a double click or a second device is
// decided after the first and refused by the state machine. Money moves only once the new status is
// committed (order-settlement.ts): no gateway call runs inside a transaction, and one that fails is
// finished by the sweeper rather than undoing what the customer did.
import type { MarketplaceAccountType } from '@callout/contracts/accounts';
import { ApiError } from '../../errors';
import type { Database, Queryable } from '../../infra/db/database';
import type { AccountRow } from '../accounts/account-store';
import type { SiteLinks } from '../notifications/mail/site-links';
import type { PaymentGateway } from '../payments/gateway';
import { costOfCancelling } from './cancel-cost';
import { type CancelCost, type CancelPolicy, defaultCancelPolicy } from './cancellation-policy';
import { londonToday, markCancelled, markEnded, markStarted, setAmountDue } from './lifecycle-store';
import { lifecycleMessages, transitionMessages } from './messages';
import { notifyOrderEvent } from './notifications';
import { customerOrder, providerOrder } from './order-access';
import { settleCancelledOrder, settleEndedOrder, settleLateCancel } from './order-settlement';
import type { OrderRow } from './order-store';
import { type Actor, type OrderEvent, transition } from './state-machine';
import { billedTime, formatAmount, priceTimeTaken } from './time-pricing';

/** Who acts: the signed-in account and the role its session was checked for. */
export interface Party {
  account: AccountRow;
  role: MarketplaceAccountType;
}

export interface LifecycleResult {
  message: string;
  /** Why settlement was left to the sweeper (the gateway could not be reached), for the log. */
  deferred?: string;
}

const actorOf = (party: Party): Actor => (party.role === 'provider' ? 'provider' : 'customer');

/** Loads the caller's own order under a row lock and asks the state machine; a refusal is a 4xx. */
async function decide(tx: Queryable, party: Party, orderId: string, event: OrderEvent) {
  const order =
    party.role === 'provider'
      ? await providerOrder(tx, party.account, orderId, true)
      : await customerOrder(tx, party.account, orderId, true);
  const today = event === 'start' ? await londonToday(tx) : undefined;
  const next = transition(
    {
      status: order.status,
      rate: order.pay_rate,
      paymentStatus: order.payment_status,
      hasProvider: order.provider_id !== null,
      jobDay: order.scheduled_on,
      today,
    },
    event,
    actorOf(party),
  );
  if (!next.ok) {
    // Not yours to do is 403; the wrong moment for it is 409.
    throw new ApiError(next.message === transitionMessages.customerOnly ? 403 : 409, next.message);
  }
  return { order, status: next.status };
}

export async function startOrder(
  db: Database,
  siteLinks: SiteLinks,
  party: Party,
  orderId: string,
): Promise<LifecycleResult> {
  const id = await db.transaction(async (tx) => {
    const { order, status } = await decide(tx, party, orderId, 'start');
    await markStarted(tx, order.id, status);
    return order.id;
  });
  await notifyOrderEvent(db, siteLinks, { kind: 'order-started', orderId: id });
  return { message: lifecycleMessages.started };
}

/**
 * PER JOB: captures the held funds (and records the provider's payout). PER HOUR: prices the time taken
 * from the database clock (started_at to ended_at) into amount_due; the customer then pays it through
 * /paymentintent and /confirmpayment, which captures at once because the order is COMPLETED.
 */
export async function endOrder(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  party: Party,
  orderId: string,
): Promise<LifecycleResult> {
  const ended = await db.transaction(async (tx) => {
    const { order, status } = await decide(tx, party, orderId, 'end');
    const seconds = await markEnded(tx, order.id, status);
    if (order.pay_rate !== 'PER HOUR') return { order, price: null };
    const timeTaken = priceTimeTaken(Number(order.price), seconds);
    // The time taken, plus the charges of any moves made late (reschedule-store.ts).
    const due = await setAmountDue(tx, order.id, timeTaken.amount);
    const price = { ...timeTaken, amount: due ?? timeTaken.amount };
    return { order, price };
  });
  const { order, price } = ended;
  await notifyOrderEvent(db, siteLinks, { kind: 'order-ended', orderId: order.id });

  if (price) {
    const amount = formatAmount(order.currency, price.amount);
    return { message: lifecycleMessages.endedPayForTime(billedTime(price.quarters), amount) };
  }
  const outcome = await settleEndedOrder(db, siteLinks, gateway, order.id);
  if (outcome.kind === 'pay-again') return { message: lifecycleMessages.endedPayAgain };
  if (outcome.kind === 'deferred') {
    return {
      message: `${lifecycleMessages.ended} ${lifecycleMessages.settlementPending}`,
      deferred: outcome.reason,
    };
  }
  return { message: lifecycleMessages.ended };
}

/**
 * Either party cancels. Free (the hold released, a capture refunded) unless the customer cancels a job in
 * progress: then the cancellation policy's charge (cancellation-policy.ts) is decided under the order's
 * lock, kept on the order (cancel_charge_minor, and amount_due for what is owed) and taken for the provider.
 */
export async function cancelOrder(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  party: Party,
  orderId: string,
  policy: CancelPolicy = defaultCancelPolicy,
): Promise<LifecycleResult> {
  const { order, cost } = await db.transaction(async (tx) => {
    const decided = await decide(tx, party, orderId, 'cancel');
    const cost = await costOfCancelling(
      tx,
      decided.order,
      actorOf(party) === 'provider' ? 'provider' : 'customer',
      policy,
    );
    const charge = cost.chargeMinor > 0 ? cost.chargeMinor : null;
    await markCancelled(tx, decided.order.id, decided.status, party.account.id, charge, cost.reason);
    return { order: decided.order, cost };
  });
  await notifyOrderEvent(db, siteLinks, { kind: 'order-cancelled', orderId: order.id, by: actorOf(party) });
  if (cost.chargeMinor > 0) return chargeForCancelling(db, siteLinks, gateway, order, cost);

  const outcome = await settleCancelledOrder(db, gateway, order.id);
  // The provider is told the order is cancelled; what happens to the card is the customer's business.
  if (party.role === 'provider') {
    return {
      message: lifecycleMessages.cancelled,
      ...(outcome.kind === 'deferred' && { deferred: outcome.reason }),
    };
  }
  if (outcome.kind === 'deferred') {
    return {
      message: `${lifecycleMessages.cancelled} ${lifecycleMessages.returnPending}`,
      deferred: outcome.reason,
    };
  }
  if (outcome.kind === 'released') return { message: lifecycleMessages.cancelledReleased };
  if (outcome.kind === 'refunded') return { message: lifecycleMessages.cancelledRefunded };
  return { message: lifecycleMessages.cancelled };
}

/** The customer cancelled a job in progress: the charge is taken (or owed), and the message says how much. */
async function chargeForCancelling(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  order: OrderRow,
  cost: CancelCost,
): Promise<LifecycleResult> {
  const amount = formatAmount(order.currency, cost.chargeMinor / 100);
  const outcome = await settleLateCancel(db, siteLinks, gateway, order.id);
  if (outcome.kind === 'deferred') {
    return { message: lifecycleMessages.cancelledChargePending(amount), deferred: outcome.reason };
  }
  if (outcome.kind === 'owed') {
    return {
      message:
        cost.quarters === undefined
          ? lifecycleMessages.cancelledPayCharge(amount)
          : lifecycleMessages.cancelledPayForTime(billedTime(cost.quarters), amount),
    };
  }
  return { message: lifecycleMessages.cancelledCharged(amount) };
}
