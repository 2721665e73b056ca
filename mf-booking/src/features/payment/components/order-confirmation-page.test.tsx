import { createMemoryRouter, RouterProvider } from '@callout/router/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, flowStubs, networkDown, ok } from '../../../testing/test-utils';
import OrderConfirmationPage from './order-confirmation-page';

function open(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/service/orderconfirmation/:id', element: <OrderConfirmationPage /> },
      ...flowStubs.filter((route) => route.path !== '/service/orderconfirmation/:id'),
    ],
    { initialEntries: [{ pathname: '/service/orderconfirmation/ORD-1', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('order confirmation', () => {
  it('confirms, says funds are held, then opens the order after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = fakeApi({ 'GET /api/confirmpayment': () => ok(undefined, 'Confirmed') });
    const router = open({ fundsHeld: true });
    expect(screen.getByText('Payment secured! Funds will be released after job completion')).toBeTruthy();
    expect(await screen.findByText('Your order is confirmed.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/service/orderconfirmation/ORD-1');
    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByRole('heading', { name: 'page /details/:id' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/details/ORD-1');
    expect(callsTo('confirmpayment')[0]?.params.get('orderid')).toBe('ORD-1');
  });

  it('alerts a refusal in the server words and goes to the dashboard', async () => {
    fakeApi({ 'GET /api/confirmpayment': () => answer({ success: false, message: 'No payment yet.' }, 409) });
    open();
    expect(await screen.findByRole('heading', { name: 'page /dashboard' })).toBeTruthy();
    expect(window.alert).toHaveBeenCalledWith('No payment yet.');
  });

  it('falls back to the spec words when the refusal has none', async () => {
    fakeApi({ 'GET /api/confirmpayment': () => answer({ success: false, message: '' }, 409) });
    open();
    expect(await screen.findByRole('heading', { name: 'page /dashboard' })).toBeTruthy();
    expect(window.alert).toHaveBeenCalledWith('Failed to confirm order.');
  });

  it('explains a network error and offers to try again', async () => {
    fakeApi({ 'GET /api/confirmpayment': () => networkDown() });
    open();
    expect(await screen.findByText('Error Confirming Order')).toBeTruthy();
    expect(window.alert).toHaveBeenCalledWith(
      'An error occurred while confirming your order. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
