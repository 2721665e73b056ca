// The policy's arithmetic on its own: who pays what for cancelling when, in pence.
import { describe, expect, it } from 'vitest';
import {
  cancellationCost,
  cancelReasons,
  lateCancelFeeBasisPoints,
  rescheduleCost,
  rescheduleReasons,
} from './cancellation-policy';

const job = { status: 'IN-PROGRESS', pay_rate: 'PER JOB', price: '80.00', currency: 'GBP' } as const;
const hourly = { ...job, pay_rate: 'PER HOUR', price: '40.00' } as const;
const policy = { lateFeeBasisPoints: 2500 };

describe('cancellationCost', () => {
  it('is free before the job starts, and for a provider at any time', () => {
    for (const status of ['NEW ORDER', 'SCHEDULED'] as const) {
      expect(cancellationCost({ ...job, status }, 'customer', 0, policy)).toMatchObject({
        chargeMinor: 0,
        reason: 'not-started',
        explanation: cancelReasons.notStarted,
      });
    }
    expect(cancellationCost(job, 'provider', 7200, policy)).toMatchObject({ chargeMinor: 0 });
  });

  it('inside the 14-day right, charges nothing for work begun without the express request', () => {
    const unasked = { within: true, requested: false };
    for (const order of [job, hourly]) {
      expect(cancellationCost(order, 'customer', 4500, policy, unasked)).toMatchObject({
        chargeMinor: 0,
        reason: 'no-express-request',
        explanation: cancelReasons.noExpressRequest,
        withinRight: true,
        startRequested: false,
      });
    }
    // With the request, the part supplied: the time worked of a PER HOUR job (45 min at £40 an hour).
    expect(
      cancellationCost(hourly, 'customer', 2700, policy, { within: true, requested: true }),
    ).toMatchObject({
      chargeMinor: 3000,
      reason: 'time-worked',
      quarters: 3,
      withinRight: true,
    });
    // Not started: free either way, and a provider's cancel costs the customer nothing.
    expect(cancellationCost({ ...job, status: 'SCHEDULED' }, 'customer', 0, policy, unasked).reason).toBe(
      'not-started',
    );
  });

  it('charges a PER JOB job the late fee of its price, half a penny rounded up', () => {
    expect(cancellationCost(job, 'customer', 60, policy)).toMatchObject({
      chargeMinor: 2000,
      explanation: cancelReasons.lateFee('25%'),
    });
    expect(cancellationCost({ ...job, price: '0.02' }, 'customer', 0, policy).chargeMinor).toBe(1);
    expect(
      cancellationCost({ ...job, price: '99.99' }, 'customer', 0, { lateFeeBasisPoints: 3333 }),
    ).toMatchObject({
      chargeMinor: 3333,
      explanation: cancelReasons.lateFee('33.33%'),
    });
    expect(cancellationCost(job, 'customer', 0, { lateFeeBasisPoints: 0 }).chargeMinor).toBe(0);
    expect(cancellationCost(job, 'customer', 0, { lateFeeBasisPoints: 10_000 }).chargeMinor).toBe(8000);
  });

  it('bills a PER HOUR job the quarter hours worked, rounded up, at least one', () => {
    expect(cancellationCost(hourly, 'customer', 0, policy)).toMatchObject({ chargeMinor: 1000, quarters: 1 });
    expect(cancellationCost(hourly, 'customer', 15 * 60, policy)).toMatchObject({ quarters: 1 });
    expect(cancellationCost(hourly, 'customer', 15 * 60 + 1, policy)).toMatchObject({
      chargeMinor: 2000,
      quarters: 2,
      explanation: cancelReasons.timeWorked('30 min', '£40.00'),
    });
  });
});

describe('lateCancelFeeBasisPoints', () => {
  it('reads 0 to 100 with at most two decimals', () => {
    expect(lateCancelFeeBasisPoints('0')).toBe(0);
    expect(lateCancelFeeBasisPoints('25')).toBe(2500);
    expect(lateCancelFeeBasisPoints('12.5')).toBe(1250);
    expect(lateCancelFeeBasisPoints('100.00')).toBe(10_000);
    for (const bad of ['100.5', '-1', '1.234', 'a', '', '1e2']) {
      expect(() => lateCancelFeeBasisPoints(bad), bad).toThrow(RangeError);
    }
  });
});

describe('rescheduleCost', () => {
  it('is free more than 24 hours before the booked window, whoever proposes', () => {
    expect(rescheduleCost(job, 'customer', 24.01, policy)).toEqual({
      chargeMinor: 0,
      reason: 'well-ahead',
      explanation: rescheduleReasons.wellAhead,
    });
    expect(rescheduleCost(job, 'provider', 100, policy).chargeMinor).toBe(0);
  });

  it('inside 24 hours costs a customer the late fee, and a provider nothing', () => {
    expect(rescheduleCost(job, 'customer', 24, policy)).toEqual({
      chargeMinor: 2000,
      reason: 'late-move',
      explanation: rescheduleReasons.late('25%'),
    });
    expect(rescheduleCost(job, 'provider', 2, policy)).toMatchObject({
      chargeMinor: 0,
      reason: 'provider-moves',
    });
    // PER HOUR: the fee of one hour at the rate.
    expect(rescheduleCost(hourly, 'customer', -1, policy)).toMatchObject({
      chargeMinor: 1000,
      explanation: rescheduleReasons.lateHourly('25%'),
    });
  });
});
