import { describe, expect, it } from 'vitest';
import { transitionMessages } from './messages';
import { type MachineOrder, transition } from './state-machine';

const order = (overrides: Partial<MachineOrder> = {}): MachineOrder => ({
  status: 'NEW ORDER',
  rate: 'PER JOB',
  paymentStatus: 'AWAITING PAYMENT',
  hasProvider: true,
  ...overrides,
});

describe('order state machine', () => {
  it('schedules a new order once the provider accepted or the payment is secured', () => {
    expect(transition(order(), 'provider-accepted', 'system')).toEqual({ ok: true, status: 'SCHEDULED' });
    expect(transition(order(), 'payment-secured', 'system')).toEqual({ ok: true, status: 'SCHEDULED' });
    // A published job paid before anyone is engaged stays new; it has no one to schedule.
    expect(transition(order({ hasProvider: false }), 'payment-secured', 'system')).toEqual({
      ok: true,
      status: 'NEW ORDER',
    });
  });

  it('keeps later states when the payment arrives after them, and refuses a cancelled order', () => {
    const ended = order({ status: 'COMPLETED', rate: 'PER HOUR', paymentStatus: 'PENDING ORDER' });
    expect(transition(ended, 'payment-secured', 'system')).toEqual({ ok: true, status: 'COMPLETED' });
    expect(transition(order({ status: 'CANCELLED' }), 'payment-secured', 'system')).toEqual({
      ok: false,
      message: transitionMessages.cancelled,
    });
  });

  it('starts a PER JOB order only once paid, and a PER HOUR order straight away', () => {
    expect(transition(order({ status: 'SCHEDULED' }), 'start', 'customer')).toEqual({
      ok: false,
      message: transitionMessages.payFirst,
    });
    expect(
      transition(order({ status: 'SCHEDULED', paymentStatus: 'COMPLETED' }), 'start', 'customer'),
    ).toEqual({
      ok: true,
      status: 'IN-PROGRESS',
    });
    expect(
      transition(order({ rate: 'PER HOUR', paymentStatus: 'PENDING ORDER' }), 'start', 'customer'),
    ).toEqual({ ok: true, status: 'IN-PROGRESS' });
  });

  it('lets only the customer start and end, and only an order in progress end', () => {
    const paid = order({ status: 'SCHEDULED', paymentStatus: 'COMPLETED' });
    expect(transition(paid, 'start', 'provider')).toMatchObject({ ok: false });
    expect(transition(paid, 'end', 'customer')).toEqual({
      ok: false,
      message: transitionMessages.notEndable,
    });
    const running = { ...paid, status: 'IN-PROGRESS' as const };
    expect(transition(running, 'end', 'provider')).toMatchObject({ ok: false });
    expect(transition(running, 'end', 'customer')).toEqual({ ok: true, status: 'COMPLETED' });
    expect(transition(order({ hasProvider: false, rate: 'PER HOUR' }), 'start', 'customer')).toEqual({
      ok: false,
      message: transitionMessages.noProvider,
    });
  });

  it('cancels from any open state by either party, never a closed one', () => {
    for (const status of ['NEW ORDER', 'SCHEDULED', 'IN-PROGRESS'] as const) {
      expect(transition(order({ status }), 'cancel', 'customer')).toEqual({ ok: true, status: 'CANCELLED' });
      expect(transition(order({ status }), 'cancel', 'provider')).toEqual({ ok: true, status: 'CANCELLED' });
    }
    for (const status of ['COMPLETED', 'CANCELLED'] as const) {
      expect(transition(order({ status }), 'cancel', 'customer')).toEqual({
        ok: false,
        message: transitionMessages.closed,
      });
      expect(transition(order({ status }), 'provider-accepted', 'system')).toMatchObject({ ok: false });
    }
  });
});
