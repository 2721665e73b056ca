import '../../../testing/test-utils';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderId, orderInfo, shippingInfo } from '../../../testing/orders';
import { OrderSummary } from './order-summary';

const show = (info = {}, shipping = {}) =>
  render(
    <OrderSummary
      order={{ id: orderId, info: orderInfo(info), shipping: shippingInfo(shipping), reviews: [] }}
    />,
  );

/** The value shown for a term of the facts list. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('order summary', () => {
  it('shows every fact of the order', () => {
    show({ Currency: 'NGN', Price: 3000, Rate: 'PER HOUR', PaymentStatus: 'PENDING ORDER' });
    expect(screen.getByRole('heading', { name: 'Deep clean' })).toBeTruthy();
    expect(fact('Order number')).toBe(orderId);
    expect(fact('Status')).toBe('SCHEDULED');
    expect(fact('Category')).toBe('Cleaning');
    expect(fact('Price')).toBe('₦3,000.00 PER HOUR');
    expect(fact('Scheduled date')).toBe('20 July 2025');
    expect(fact('Order placed')).toBe('11 Jul 2025, 15:05'); // 14:05 UTC, in BST
    expect(fact('Payment status')).toBe('PENDING ORDER');
    expect(screen.queryByText('Time taken')).toBeNull();
    expect(screen.queryByText('Hours booked')).toBeNull();
  });

  it('shows the hours booked for a PER HOUR job beside its window', () => {
    show({ Rate: 'PER HOUR' }, { WindowStart: '09:00', WindowEnd: '11:00', BookedHours: 3 });
    expect(fact('Scheduled date')).toBe('20 July 2025, 09:00–11:00');
    expect(fact('Hours booked')).toBe('3 hours');
  });

  it('shows the arrival window beside the date when one was booked', () => {
    show({}, { WindowStart: '09:00', WindowEnd: '11:00' });
    expect(fact('Scheduled date')).toBe('20 July 2025, 09:00–11:00');
  });

  it('highlights an order in progress', () => {
    show({ OrderStatus: 'IN-PROGRESS' });
    expect(screen.getByText('IN-PROGRESS').className).toContain('or-status--in-progress');
  });

  it('shows the time taken once completed', () => {
    show(
      { OrderStatus: 'COMPLETED' },
      { ShippingStarts: '2025-07-20T09:00:00.000Z', ShippingEnds: '2025-07-20T10:01:01.000Z' },
    );
    expect(fact('Time taken')).toBe('1 hour, 1 minute, 1 second');
  });
});

describe('order times, on a device in another zone', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    // BST ends on 25 October 2026 at 01:00 UTC, and starts on 29 March 2026 at 01:00 UTC.
    ['Asia/Tokyo', '2026-10-25T01:30:00Z', '2026-10-25', '25 Oct 2026, 01:30', '25 October 2026'],
    ['America/New_York', '2026-10-24T23:30:00Z', '2026-10-25', '25 Oct 2026, 00:30', '25 October 2026'],
    ['Asia/Tokyo', '2026-03-29T01:30:00Z', '2026-03-29', '29 Mar 2026, 02:30', '29 March 2026'],
    ['America/New_York', '2026-03-28T23:59:00Z', '2026-03-29', '28 Mar 2026, 23:59', '29 March 2026'],
  ])(
    'in %s, shows an order placed at %s for %s in London time',
    (zone, placed, day, placedShown, dayShown) => {
      vi.stubEnv('TZ', zone);
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
      show({ OrderTime: placed }, { ShipDate: day });
      expect(fact('Order placed')).toBe(placedShown);
      expect(fact('Scheduled date')).toBe(dayShown);
    },
  );
});
