import '../../../testing/test-utils';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '../../../lib/order';
import { orderId, orderInfo, shippingInfo } from '../../../testing/orders';
import { OrderMoney } from './order-money';

const refunds = [
  { Amount: 20, Currency: 'gbp', Refunded: '2025-07-13T09:30:00.000Z' },
  { Amount: 12.5, Currency: 'gbp', Refunded: '2025-12-01T16:05:00.000Z' },
];
const payout = {
  Currency: 'gbp',
  Gross: 80,
  Fee: 5.94,
  Net: 41.56,
  Refunded: 32.5,
  RefundedShare: 28.44,
  Reversed: 28.44,
  Status: 'PAID' as const,
};

const show = (accountType: 'user' | 'provider', money: Partial<OrderDetails>) =>
  render(
    <OrderMoney
      accountType={accountType}
      order={{
        id: orderId,
        info: orderInfo({ OrderStatus: 'COMPLETED' }),
        shipping: shippingInfo(),
        reviews: [],
        ...money,
      }}
    />,
  );

/** The value shown for a term of the payout's facts. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('order money', () => {
  it('shows the customer each refund with its date in London time, and nothing of the payout', () => {
    show('user', { refunds, payout });
    const list = screen.getByRole('region', { name: 'Refunds' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Refunded £20.00 on 13 Jul 2025, 10:30', // BST
      'Refunded £12.50 on 1 Dec 2025, 16:05', // GMT
    ]);
    expect(screen.queryByRole('region', { name: 'Your payout' })).toBeNull();
  });

  it('shows the provider their payout reduced by their share of the refunds', () => {
    show('provider', { refunds, payout });
    expect(screen.getByRole('region', { name: 'Refunds' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your payout' })).toBeTruthy();
    expect(fact('Order total')).toBe('£80.00');
    expect(fact('Platform fee')).toBe('£5.94');
    expect(fact('Refunded to the customer')).toBe('£32.50');
    expect(fact('Your share of refunds')).toBe('−£28.44');
    expect(fact('Taken back from your transfer')).toBe('£28.44');
    expect(fact('Your payout')).toBe('£41.56');
    expect(fact('Payout status')).toBe('PAID');
  });

  it('shows a payout untouched by refunds without the refund lines, and nothing at all before any money', () => {
    show('provider', {
      refunds: [],
      payout: { ...payout, Net: 74.06, Refunded: 0, RefundedShare: 0, Reversed: 0 },
    });
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
    expect(fact('Your payout')).toBe('£74.06');
    expect(screen.queryByText('Refunded to the customer')).toBeNull();
    expect(screen.queryByText('Taken back from your transfer')).toBeNull();
    const { container } = show('user', {});
    expect(container.innerHTML).toBe('');
  });
});
