// Which actions an order offers, shared so the server refuses what the page would not offer.

import type { PayRate } from './fields';
import { type OrderStatus, paymentStatuses } from './orders';

export interface OrderState {
  OrderStatus: OrderStatus;
  Rate: PayRate;
  PaymentStatus: string;
  /** The engaged provider's id; empty while a published job has none. Absent: not known to the caller. */
  PersonnelID?: string;
  /** The job's day (YYYY-MM-DD in London). Absent: not known to the caller. */
  ShipDate?: string;
}

/**
 * A job starts on its day, not days before it: with `today` (YYYY-MM-DD in London) before the job's day the
 * order cannot start yet. Unknown days do not hold an order back.
 */
export function isBeforeJobDay(order: Pick<OrderState, 'ShipDate'>, today: string | undefined): boolean {
  return order.ShipDate !== undefined && today !== undefined && today < order.ShipDate;
}

export function isClosedOrder(status: OrderStatus): boolean {
  return status === 'COMPLETED' || status === 'CANCELLED';
}

/** A PER JOB order must be paid (or marked pay-after-completion) before it can start. */
function isPaidOrDeferred(paymentStatus: string): boolean {
  return paymentStatus === paymentStatuses.completed || paymentStatus === paymentStatuses.pendingOrder;
}

export interface CustomerOrderActions {
  cancel: boolean;
  start: boolean;
  end: boolean;
  makePayment: boolean;
  reorder: boolean;
  chat: boolean;
}

/** `today`: the day in London (YYYY-MM-DD); Start Order is offered from the job's day. */
export function customerOrderActions(order: OrderState, today?: string): CustomerOrderActions {
  const closed = isClosedOrder(order.OrderStatus);
  const notStarted = order.OrderStatus === 'NEW ORDER' || order.OrderStatus === 'SCHEDULED';
  const mustPayFirst = notStarted && order.Rate === 'PER JOB' && !isPaidOrDeferred(order.PaymentStatus);
  // Nobody to start the job with or to chat to until a provider is engaged.
  const hasProvider = order.PersonnelID !== '';
  return {
    cancel: !closed,
    start: notStarted && !mustPayFirst && hasProvider && !isBeforeJobDay(order, today),
    end: !closed && !notStarted,
    makePayment: mustPayFirst || (closed && order.PaymentStatus !== paymentStatuses.completed),
    reorder: closed,
    chat: !closed && hasProvider,
  };
}

/** Providers may only cancel, chat and review. */
export function providerOrderActions(status: OrderStatus): { cancel: boolean; chat: boolean } {
  const closed = isClosedOrder(status);
  return { cancel: !closed, chat: !closed };
}

/** The review form shows once the order is closed and nobody has reviewed it yet. */
export function canReviewOrder(status: OrderStatus, reviewCount: number): boolean {
  return isClosedOrder(status) && reviewCount === 0;
}

/** After ending a PER HOUR order the customer pays for the time taken. */
export function paysAfterEnding(rate: PayRate): boolean {
  return rate === 'PER HOUR';
}
