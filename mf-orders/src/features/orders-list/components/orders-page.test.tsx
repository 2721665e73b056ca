import '../../../testing/test-utils';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customerOrderRow } from '../../../testing/orders';
import { answer, fakeApi, networkDown, ok, renderRoutes } from '../../../testing/test-utils';
import { OrdersPage } from './orders-page';

const routes = [
  { path: '/orders', element: <OrdersPage accountType="user" /> },
  { path: '/provider/orders', element: <OrdersPage accountType="provider" /> },
];

describe('order history', () => {
  it('lists the orders, each linking to its details', async () => {
    const api = fakeApi({ 'GET /api/orders': () => ok({ data: [customerOrderRow] }) });
    renderRoutes(routes, '/orders');
    const list = await screen.findByRole('list', { name: 'Order history' });
    const link = within(list).getByRole('link', { name: /Deep clean/ });
    expect(link.getAttribute('href')).toBe('/details/ORD-1');
    expect(within(list).getByText(/Provider: Amara Okafor/)).toBeTruthy();
    expect(within(list).getByText(/£45\.00 PER JOB/)).toBeTruthy();
    expect(within(list).getByText('IN-PROGRESS')).toBeTruthy();
    expect(api.callsTo('orders')[0]?.params.get('search')).toBe('');
  });

  it('offers Book again on a past order with a provider, and on no other row', async () => {
    const done = { ...customerOrderRow, Orderid: 'ORD-5', OrderStatus: 'COMPLETED' };
    const unassigned = { ...done, Orderid: 'ORD-6', PersonnelName: null };
    fakeApi({ 'GET /api/orders': () => ok({ data: [customerOrderRow, done, unassigned] }) });
    renderRoutes(routes, '/orders');
    const list = await screen.findByRole('list', { name: 'Order history' });
    const again = within(list).getAllByRole('link', { name: 'Book again' });
    expect(again).toHaveLength(1);
    expect(again[0]?.getAttribute('href')).toBe('/service/again/ORD-5');
    expect(again[0]?.getAttribute('aria-describedby')).toBe(
      within(list).getByRole('link', { name: /ORD-5/ }).getAttribute('id'),
    );
  });

  it('reads a card payment that is only held as held, not as COMPLETED', async () => {
    const held = {
      ...customerOrderRow,
      OrderStatus: 'SCHEDULED',
      PaymentStatus: 'COMPLETED',
      PaymentHeld: true,
    };
    fakeApi({
      'GET /api/orders': () => ok({ data: [held, { ...held, Orderid: 'ORD-2', PaymentHeld: false }] }),
    });
    renderRoutes(routes, '/orders');
    const list = await screen.findByRole('list', { name: 'Order history' });
    const [heldRow, takenRow] = within(list).getAllByRole('listitem');
    expect(within(heldRow as HTMLElement).getByText(/Payment: secured, funds will be released/)).toBeTruthy();
    expect(within(heldRow as HTMLElement).queryByText(/Payment: COMPLETED/)).toBeNull();
    expect(within(takenRow as HTMLElement).getByText(/Payment: COMPLETED/)).toBeTruthy();
  });

  it("shows the customer's name on a provider's rows", async () => {
    const { PersonnelName: _, ...row } = customerOrderRow;
    fakeApi({ 'GET /api/provider/orders': () => ok({ data: [{ ...row, CustomerName: 'Chris Customer' }] }) });
    renderRoutes(routes, '/provider/orders');
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(
      within(list)
        .getByRole('link', { name: /Deep clean/ })
        .getAttribute('href'),
    ).toBe('/provider/details/ORD-1');
    expect(within(list).getByText(/Customer: Chris Customer/)).toBeTruthy();
  });

  it("says a customer gave no name rather than that the order's customer is not assigned", async () => {
    const { PersonnelName: _, ...row } = customerOrderRow;
    fakeApi({ 'GET /api/provider/orders': () => ok({ data: [{ ...row, CustomerName: null }] }) });
    renderRoutes(routes, '/provider/orders');
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(within(list).getByText(/Customer: Name not given/)).toBeTruthy();
    expect(within(list).queryByText(/Not assigned yet/)).toBeNull();
  });

  it('searches once typing pauses, aborting the search it replaces', async () => {
    const api = fakeApi({
      'GET /api/orders': (params) => {
        const search = params.get('search');
        // The first search hangs, as on a slow network, until the next one replaces it.
        if (search === 'p') return new Promise<Response>(() => {});
        return ok({ data: search ? [] : [customerOrderRow] });
      },
    });
    renderRoutes(routes, '/orders');
    await screen.findByRole('list', { name: 'Order history' });
    const box = screen.getByRole('searchbox', { name: 'Search orders' });

    await userEvent.type(box, 'p');
    await vi.waitFor(() => expect(api.callsTo('orders')).toHaveLength(2));
    // While the next search runs, the rows of the last one stay on screen.
    expect(within(screen.getByRole('list', { name: 'Order history' })).getByText(/Deep clean/)).toBeTruthy();
    await userEvent.type(box, 'lumb');
    expect(await screen.findByText('Requested information cannot be found')).toBeTruthy();
    // Four quick keystrokes, one search: the pause swallowed the rest.
    expect(api.callsTo('orders').map((call) => call.params.get('search'))).toEqual(['', 'p', 'plumb']);
    // The page asks for the repeat bookings too: the slow call is the one that searched for "p".
    const slow = api.fetch.mock.calls
      .map(([request]) => request)
      .find(
        (request) => request instanceof Request && new URL(request.url).searchParams.get('search') === 'p',
      );
    expect(slow instanceof Request && slow.signal.aborted).toBe(true);
  });

  it("says 'No records found' when there are no orders at all", async () => {
    fakeApi({ 'GET /api/orders': () => ok({ data: [] }) });
    renderRoutes(routes, '/orders');
    expect(await screen.findByText('No records found')).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    fakeApi({ 'GET /api/orders': networkDown });
    renderRoutes(routes, '/orders');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your orders.');
    fakeApi({ 'GET /api/orders': () => answer({ success: true, message: 'ok', data: [customerOrderRow] }) });
    await act(() => userEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('list', { name: 'Order history' })).toBeTruthy();
  });
});
