import '../../../testing/test-utils';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    expect(fact('Order placed')).toMatch(/^11 Jul 2025, \d\d:05$/);
    expect(fact('Payment status')).toBe('PENDING ORDER');
    expect(screen.queryByText('Time taken')).toBeNull();
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
