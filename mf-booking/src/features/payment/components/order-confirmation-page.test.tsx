import { createTestQueryClient, QueryWrapper } from '@callout/query/testing';
import { createMemoryRouter, RouterProvider } from '@callout/router/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { amaraProfile, bookingOrderAnswer } from '../../../testing/order-data';
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
  render(
    <QueryWrapper client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryWrapper>,
  );
  return router;
}

describe('order confirmation', () => {
  it('confirms, says funds are held, then opens the order after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = fakeApi({ 'GET /api/confirmpayment': () => ok(undefined, 'Confirmed') });
    const router = open({ fundsHeld: true });
    expect(screen.getByText('Payment secured! Funds will be released after job completion')).toBeTruthy();
    const confirmed = await screen.findByText('Your order is confirmed.', {
      ignore: '[aria-hidden="true"] *',
    });
    expect(confirmed.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByText('Please wait while we confirm your order…')).toBeNull();
    expect(router.state.location.pathname).toBe('/service/orderconfirmation/ORD-1');
    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByRole('heading', { name: 'page /details/:id' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/details/ORD-1');
    expect(callsTo('confirmpayment')[0]?.params.get('orderid')).toBe('ORD-1');
  });

  it('sends the express request to start inside the 14 days only when the customer ticked it', async () => {
    const { callsTo } = fakeApi({ 'GET /api/confirmpayment': () => ok(undefined, 'Confirmed') });
    open({ fundsHeld: true, startRequested: true });
    await screen.findByText('Your order is confirmed.', { ignore: '[aria-hidden="true"] *' });
    expect(Object.fromEntries(callsTo('confirmpayment')[0]?.params ?? [])).toEqual({
      orderid: 'ORD-1',
      startnow: 'true',
    });
  });

  it('leaves startnow out when nothing was asked', async () => {
    const { callsTo } = fakeApi({ 'GET /api/confirmpayment': () => ok(undefined, 'Confirmed') });
    open({ fundsHeld: true });
    await screen.findByText('Your order is confirmed.', { ignore: '[aria-hidden="true"] *' });
    expect(Object.fromEntries(callsTo('confirmpayment')[0]?.params ?? [])).toEqual({ orderid: 'ORD-1' });
  });

  it('shows who, what, how much and when once the order is confirmed', async () => {
    fakeApi({
      'GET /api/confirmpayment': () => ok(undefined, 'Confirmed'),
      'GET /api/orderdetails': () => answer(bookingOrderAnswer),
      'GET /api/providers/p1/profile': () => ok(amaraProfile),
    });
    open();
    const summary = await screen.findByRole('region', { name: 'Your booking' });
    expect(summary.textContent).toContain('Full valet');
    expect(summary.textContent).toContain('4 December 2026');
    expect(summary.textContent).toContain('10 Downing Street, London');
    expect(summary.textContent).toContain('£180.00 per job');
    expect(await within(summary).findByText('12 reviews')).toBeTruthy();
    expect(within(summary).getByText('Amara Okafor')).toBeTruthy();
  });

  it('shows "Payment secured!" once, as its banner, and not again as a passing notice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'GET /api/confirmpayment': () => ok(undefined, 'Confirmed') });
    open({ fundsHeld: true });
    await screen.findByText('Your order is confirmed.', { ignore: '[aria-hidden="true"] *' });
    await vi.advanceTimersByTimeAsync(200);
    expect(screen.getAllByText('Payment secured! Funds will be released after job completion')).toHaveLength(
      1,
    );
    vi.useRealTimers();
  });

  it("holds the confirmation's place while the server confirms, unseen and out of reach", async () => {
    let reply = (_answer: Response) => {};
    const { callsTo } = fakeApi({
      'GET /api/confirmpayment': () =>
        new Promise<Response>((resolve) => {
          reply = resolve;
        }),
    });
    open();
    expect(screen.getByText('Please wait while we confirm your order…')).toBeTruthy();
    const held = document.querySelector('.bk-confirmation__held');
    expect(held?.getAttribute('aria-hidden')).toBe('true');
    expect(held?.textContent).toBe('Your order is confirmed.Taking you to your order…');
    await vi.waitFor(() => expect(callsTo('confirmpayment')).toHaveLength(1));
    reply(ok(undefined, 'Confirmed'));
    expect(
      await screen.findByText('Your order is confirmed.', { ignore: '[aria-hidden="true"] *' }),
    ).toBeTruthy();
    expect(document.querySelector('.bk-confirmation__held')).toBeNull();
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
