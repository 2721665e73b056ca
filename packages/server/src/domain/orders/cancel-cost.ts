// What cancelling an order costs now, read from the database's clock: one function for the quote the
// customer sees before confirming (GET /cancelcost) and the charge the cancel decides under the order's lock.

import { ApiError } from '../../errors';
import type { Queryable } from '../../infra/db/database';
import type { AccountRow } from '../accounts/account-store';
import { type CancelCost, type CancelPolicy, cancellationCost } from './cancellation-policy';
import { transitionMessages } from './messages';
import { customerOrder } from './order-access';
import type { OrderRow } from './order-store';
import { cancelRightDays } from './right-to-cancel';
import { transition } from './state-machine';

export async function costOfCancelling(
  db: Queryable,
  order: OrderRow,
  by: 'customer' | 'provider',
  policy: CancelPolicy,
): Promise<CancelCost> {
  const [row] = await db.query<{ seconds: number; within: boolean; requested: boolean }>(
    `SELECT coalesce(extract(epoch FROM now() - o.started_at), 0)::float8 AS seconds,
       NOT p.cancel_exempt AND now() < o.created_at + make_interval(days => $2::int) AS within,
       -- Only a request made before the work began counts: the law asks for it before the start.
       coalesce(o.start_requested_at <= coalesce(o.started_at, now()), false) AS requested
     FROM orders o JOIN products p ON p.id = o.product_id WHERE o.id = $1`,
    [order.id, cancelRightDays],
  );
  const right = { within: Boolean(row?.within), requested: Boolean(row?.requested) };
  return cancellationCost(order, by, Number(row?.seconds ?? 0), policy, right);
}

/** What the card has paid or holds for the order now, in pence: a hold, or a capture less its refunds. */
export async function paidForOrder(db: Queryable, orderId: string): Promise<number> {
  const [row] = await db.query<{ minor: number }>(
    `SELECT (CASE WHEN status = 'requires_capture' THEN amount_minor
                  WHEN status = 'succeeded' THEN amount_captured_minor - amount_refunded_minor
                  ELSE 0 END)::int AS minor
     FROM payments WHERE order_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [orderId],
  );
  return Math.max(0, row?.minor ?? 0);
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
