// The order page shows what the server's order details say of refunds and of the provider's payout:
// from the answer, through the contract, to both sides' pages.
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { detailsReply, orderId } from '../testing/orders';
import { answer, fakeApi, renderRoutes } from '../testing/test-utils';
import { CustomerOrderDetailsPage, ProviderOrderDetailsPage } from './order-details-page';

vi.mock('../features/live-tracking/components/order-map', () => ({ default: () => <div>map</div> }));

const routes = [
  { path: '/details/:id', element: <CustomerOrderDetailsPage /> },
  { path: '/provider/details/:id', element: <ProviderOrderDetailsPage /> },
];
const refund = { Amount: 20, Currency: 'gbp', Refunded: '2026-11-24T15:00:00.000Z' };
const payout = {
  Currency: 'gbp',
  Gross: 80,
  Fee: 6,
  Net: 55.5,
  Refunded: 20,
  RefundedShare: 18.5,
  Reversed: 0,
  Status: 'PENDING',
};
const completed = () => ({
  ...detailsReply({ OrderStatus: 'COMPLETED' }),
  refunds: [refund],
  payout,
});

describe('refunds on the order page', () => {
  it('shows the customer the refund with its date', async () => {
    fakeApi({ 'GET /api/orderdetails': () => answer(completed()) });
    renderRoutes(routes, `/details/${orderId}`);
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByRole('listitem').textContent).toBe('Refunded £20.00 on 24 Nov 2026, 15:00');
    expect(screen.queryByRole('region', { name: 'Your payout' })).toBeNull();
  });

  it('shows the provider the refund and their reduced payout', async () => {
    fakeApi({ 'GET /api/provider/orderdetails': () => answer(completed()) });
    renderRoutes(routes, `/provider/details/${orderId}`);
    const card = await screen.findByRole('region', { name: 'Your payout' });
    expect(within(card).getByText('£55.50')).toBeTruthy();
    expect(within(card).getByText('−£18.50')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Refunds' })).toBeTruthy();
  });

  it('still shows an order from a server that sends neither', async () => {
    fakeApi({ 'GET /api/orderdetails': () => answer(detailsReply({ OrderStatus: 'COMPLETED' })) });
    renderRoutes(routes, `/details/${orderId}`);
    await screen.findByRole('heading', { name: 'Deep clean' });
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
  });
});
