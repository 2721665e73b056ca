import { describe, expect, it } from 'vitest';
import { canReviewOrder, customerOrderActions, paysAfterEnding, providerOrderActions } from './order-actions';

describe('customer order actions', () => {
  it('offers start on a scheduled PER HOUR order', () => {
    expect(
      customerOrderActions({ OrderStatus: 'SCHEDULED', Rate: 'PER HOUR', PaymentStatus: 'PENDING' }),
    ).toEqual({
      cancel: true,
      start: true,
      end: false,
      makePayment: false,
      reorder: false,
      chat: true,
    });
  });
  it('offers start from the day of the job, not before, and never without a provider', () => {
    const order = { OrderStatus: 'SCHEDULED', Rate: 'PER JOB', PaymentStatus: 'COMPLETED' } as const;
    expect(customerOrderActions({ ...order, ShipDate: '2026-12-04' }, '2026-12-01').start).toBe(false);
    expect(customerOrderActions({ ...order, ShipDate: '2026-12-04' }, '2026-12-04').start).toBe(true);
    expect(customerOrderActions({ ...order, ShipDate: '2026-12-04' }, '2026-12-05').start).toBe(true);
    expect(customerOrderActions({ ...order, PersonnelID: '' })).toMatchObject({ start: false, chat: false });
  });
  it('asks for payment before starting an unpaid PER JOB order', () => {
    const actions = customerOrderActions({
      OrderStatus: 'NEW ORDER',
      Rate: 'PER JOB',
      PaymentStatus: 'PENDING',
    });
    expect(actions.start).toBe(false);
    expect(actions.makePayment).toBe(true);
  });
  it.each(['COMPLETED', 'PENDING ORDER'])('starts a PER JOB order whose payment is %s', (PaymentStatus) => {
    expect(customerOrderActions({ OrderStatus: 'NEW ORDER', Rate: 'PER JOB', PaymentStatus }).start).toBe(
      true,
    );
  });
  it('offers end while in progress', () => {
    const actions = customerOrderActions({ OrderStatus: 'IN-PROGRESS', Rate: 'PER HOUR', PaymentStatus: '' });
    expect([actions.start, actions.end, actions.cancel]).toEqual([false, true, true]);
  });
  it('offers reorder and payment on a closed unpaid order, nothing else', () => {
    expect(
      customerOrderActions({ OrderStatus: 'COMPLETED', Rate: 'PER HOUR', PaymentStatus: 'PENDING' }),
    ).toEqual({
      cancel: false,
      start: false,
      end: false,
      makePayment: true,
      reorder: true,
      chat: false,
    });
    expect(
      customerOrderActions({ OrderStatus: 'CANCELLED', Rate: 'PER JOB', PaymentStatus: 'COMPLETED' })
        .makePayment,
    ).toBe(false);
  });
});

describe('other order rules', () => {
  it('lets providers cancel and chat only while the order is open', () => {
    expect(providerOrderActions('IN-PROGRESS')).toEqual({ cancel: true, chat: true });
    expect(providerOrderActions('COMPLETED')).toEqual({ cancel: false, chat: false });
  });
  it('shows the review form once closed and unreviewed', () => {
    expect(canReviewOrder('COMPLETED', 0)).toBe(true);
    expect(canReviewOrder('COMPLETED', 1)).toBe(false);
    expect(canReviewOrder('SCHEDULED', 0)).toBe(false);
  });
  it('sends the customer to payment after ending a PER HOUR order only', () => {
    expect(paysAfterEnding('PER HOUR')).toBe(true);
    expect(paysAfterEnding('PER JOB')).toBe(false);
  });
});
