// What cancelling an order costs the customer. Free until the job has started; once it
// is IN-PROGRESS, a PER HOUR job bills the time worked (time-pricing.ts: quarter hours rounded up, at least
// one) and a PER JOB job LATE_CANCEL_FEE_PERCENT of its price, both paid to the provider. A provider who
// cancels costs the customer nothing. Inside the 14-day right to cancel (right-to-cancel-store.ts) the customer
// owes that proportionate amount only when they expressly asked for the work to start inside the 14 days
// before it began; without that request they owe nothing for the work done (Consumer Contracts
// Regulations 2013, reg. 36(6)). GET /cancelcost and the cancel itself both call `cancellationCost`,
// so the figure the customer is shown is the figure charged.
import type { CancelBasis } from '@callout/contracts/cancel-cost';
import type { PayRate } from '@callout/contracts/fields';
import type { OrderStatus } from '@callout/contracts/orders';
import { toMinorUnits } from '../payments/gateway';
import { billedTime, formatAmount, priceTimeTaken } from './time-pricing';

export interface CancelPolicy {
  /** LATE_CANCEL_FEE_PERCENT in hundredths of a percent (2500 = 25 %). */
  lateFeeBasisPoints: number;
}

export const defaultLateCancelFeePercent = '25';
const maxBasisPoints = 10_000;

/** `25` or `"12.50"` → 2500 or 1250. Throws for anything but 0 to 100 with at most two decimals. */
export function lateCancelFeeBasisPoints(percent: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) throw new RangeError('expected a percentage from 0 to 100 with at most two decimals, e.g. 25');
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (points > maxBasisPoints) throw new RangeError('the late cancellation fee is at most 100 percent');
  return points;
}

export const defaultCancelPolicy: CancelPolicy = {
  lateFeeBasisPoints: lateCancelFeeBasisPoints(defaultLateCancelFeePercent),
};

export interface CancellableOrder {
  status: OrderStatus;
  pay_rate: PayRate;
  /** Numeric text, as the database gives it: the job's price, or the hourly rate. */
  price: string;
  currency: string;
}

/** The 14-day right to cancel as it stands now for the order. */
export interface CancelRightNow {
  /** Now is inside the 14 days from the booking, and the product is not exempt. */
  within: boolean;
  /** The customer expressly asked for the work to start inside the 14 days, before it began. */
  requested: boolean;
}

/** Outside the right: no 14 days, or an exempt product. */
export const outsideTheRight: CancelRightNow = { within: false, requested: false };

export type CancelReason = CancelBasis;

export interface CancelCost {
  /** What the customer is charged for cancelling now, in pence; 0 when free. */
  chargeMinor: number;
  reason: CancelReason;
  /** PER HOUR: the quarters of an hour billed. */
  quarters?: number;
  /** The customer's words for why it costs what it costs. */
  explanation: string;
  /** Cancelling now is inside the 14-day right to cancel. */
  withinRight: boolean;
  /** The express request was made before the work began. */
  startRequested: boolean;
}

/**
 * The cost of cancelling `order` now. `secondsWorked`: since the job started, on the database's clock.
 * The caller has checked that the order may be cancelled at all.
 */
export function cancellationCost(
  order: CancellableOrder,
  by: 'customer' | 'provider',
  secondsWorked: number,
  policy: CancelPolicy,
  right: CancelRightNow = outsideTheRight,
): CancelCost {
  const facts = { withinRight: right.within, startRequested: right.requested };
  if (by === 'provider') {
    return {
      chargeMinor: 0,
      reason: 'provider-cancels',
      explanation: cancelReasons.providerCancels,
      ...facts,
    };
  }
  if (order.status !== 'IN-PROGRESS') {
    return { chargeMinor: 0, reason: 'not-started', explanation: cancelReasons.notStarted, ...facts };
  }
  // The work began inside the 14 days without the express request: nothing is owed for it.
  if (right.within && !right.requested) {
    return {
      chargeMinor: 0,
      reason: 'no-express-request',
      explanation: cancelReasons.noExpressRequest,
      ...facts,
    };
  }
  const priceMinor = toMinorUnits(Number(order.price));
  if (order.pay_rate === 'PER HOUR') {
    // The part supplied: the time worked at the hourly rate.
    const { quarters, amount } = priceTimeTaken(Number(order.price), secondsWorked);
    return {
      chargeMinor: toMinorUnits(amount),
      reason: 'time-worked',
      quarters,
      explanation: cancelReasons.timeWorked(
        billedTime(quarters),
        formatAmount(order.currency, priceMinor / 100),
      ),
      ...facts,
    };
  }
  return {
    chargeMinor: lateFeeMinor(priceMinor, policy),
    reason: 'late-fee',
    explanation: cancelReasons.lateFee(formatPercent(policy.lateFeeBasisPoints)),
    ...facts,
  };
}

/** LATE_CANCEL_FEE_PERCENT of `priceMinor`. Exact in floating point (at most 10^11); a half penny rounds up. */
const lateFeeMinor = (priceMinor: number, policy: CancelPolicy) =>
  Math.round((priceMinor * policy.lateFeeBasisPoints) / maxBasisPoints);

/** Moving a job is free when proposed more than this long before its booked window (or day) begins. */
export const freeRescheduleHours = 24;

export type RescheduleReason = 'well-ahead' | 'provider-moves' | 'late-move';

export interface RescheduleCost {
  /** What the customer pays for the move once it is accepted, in pence; 0 when free. */
  chargeMinor: number;
  reason: RescheduleReason;
  explanation: string;
}

/**
 * The cost of proposing to move an order not yet started, `hoursAhead` before its booked window begins (on
 * the database's clock). More than 24 hours ahead it is free. Inside them the cancellation policy decides
 * who pays: a provider who moves the job costs the customer nothing, as when they cancel; a customer who
 * moves it pays the late fee, LATE_CANCEL_FEE_PERCENT of the price (of one hour, for a PER HOUR job),
 * which goes to the provider.
 */
export function rescheduleCost(
  order: Pick<CancellableOrder, 'pay_rate' | 'price'>,
  by: 'customer' | 'provider',
  hoursAhead: number,
  policy: CancelPolicy,
): RescheduleCost {
  if (hoursAhead > freeRescheduleHours) {
    return { chargeMinor: 0, reason: 'well-ahead', explanation: rescheduleReasons.wellAhead };
  }
  if (by === 'provider') {
    return { chargeMinor: 0, reason: 'provider-moves', explanation: rescheduleReasons.providerMoves };
  }
  const percent = formatPercent(policy.lateFeeBasisPoints);
  return {
    chargeMinor: lateFeeMinor(toMinorUnits(Number(order.price)), policy),
    reason: 'late-move',
    explanation:
      order.pay_rate === 'PER HOUR' ? rescheduleReasons.lateHourly(percent) : rescheduleReasons.late(percent),
  };
}

const formatPercent = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

/** Ours: the spec says nothing about what cancelling costs. */
export const cancelReasons = {
  notStarted: 'Cancelling is free until the job has started.',
  providerCancels: 'The provider is cancelling: the customer is refunded in full.',
  timeWorked: (time: string, rate: string) =>
    `The job has started: the time worked so far (${time}) is billed at ${rate} per hour.`,
  lateFee: (percent: string) => `The job has started: ${percent} of the price goes to your provider.`,
  noExpressRequest:
    'The work began within your 14 days to cancel without your express request to start then: cancelling within them costs nothing.',
} as const;

/** Ours, in the words of the cancellation policy above. */
export const rescheduleReasons = {
  wellAhead: `Moving the job is free more than ${freeRescheduleHours} hours before the booked arrival window.`,
  providerMoves: 'The provider is moving the job: it costs the customer nothing.',
  late: (percent: string) =>
    `The booked arrival window is less than ${freeRescheduleHours} hours away: moving it costs ${percent} of the price, which goes to your provider.`,
  lateHourly: (percent: string) =>
    `The booked arrival window is less than ${freeRescheduleHours} hours away: moving it costs ${percent} of one hour at the hourly rate, which goes to your provider.`,
} as const;
