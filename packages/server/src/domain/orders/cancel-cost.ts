// What cancelling an order costs now, read from the database's clock: one function for the quote the
// customer sees before confirming (GET /cancelcost) and the charge the cancel decides under the order's lock.

import { ApiError } from '../../errors';
import type { Queryable } from '../../infra/db/database';
import type { AccountRow } from '../accounts/account-store';
import { cancelClock } from './cancel-cost-store';
import { type CancelCost, type CancelPolicy, cancellationCost } from './cancellation-policy';
import { transitionMessages } from './messages';
import { customerOrder } from './order-access';
import type { OrderRow } from './order-store';
import { transition } from './state-machine';

export async function costOfCancelling(
  db: Queryable,
  order: OrderRow,
  by: 'customer' | 'provider',
  policy: CancelPolicy,
): Promise<CancelCost> {
  const clock = await cancelClock(db, order.id);
  const right = { within: clock.within, requested: clock.requested };
  return cancellationCost(order, by, clock.seconds, policy, right);
}

/** The customer's quote; an order they could not cancel is refused as the cancel would refuse it. */
export async function quoteCancellation(
  db: Queryable,
  customer: AccountRow,
  orderId: string,
  policy: CancelPolicy,
): Promise<{ order: OrderRow; cost: CancelCost }> {
  const order = await customerOrder(db, customer, orderId);
  const next = transition(
    {
      status: order.status,
      rate: order.pay_rate,
      paymentStatus: order.payment_status,
      hasProvider: order.provider_id !== null,
    },
    'cancel',
    'customer',
  );
  if (!next.ok) throw new ApiError(409, next.message ?? transitionMessages.closed);
  return { order, cost: await costOfCancelling(db, order, 'customer', policy) };
}
