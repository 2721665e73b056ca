// The order history loads older orders a page at a time: when the end of the list scrolls into view, or
// with the Load more button; the cursor of each page asks for the next, and the button goes after the last.
import '../../../testing/test-utils';
import { watchListEnds } from '@callout/module-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerOrderRow } from '../../../testing/orders';
import { fakeApi, ok, renderRoutes } from '../../../testing/test-utils';
import { OrdersPage } from './orders-page';

const routes = [
  { path: '/orders', element: <OrdersPage accountType="user" /> },
  { path: '/provider/orders', element: <OrdersPage accountType="provider" /> },
];

/** Three pages of two orders each: ORD-1…ORD-6, newest first; each page's Next names its last order. */
const pageAfter = (before: string | null, role: 'user' | 'provider' = 'user') => {
  const start = before ? Number(before.split('~ORD-')[1]) : 0;
  const { PersonnelName, ...common } = customerOrderRow;
  const party = role === 'user' ? { PersonnelName } : { CustomerName: PersonnelName };
  const rows = [start + 1, start + 2].map((n) => ({ ...common, ...party, Orderid: `ORD-${n}` }));
  return ok({ data: rows, Next: start + 2 < 6 ? `1700000000000000~ORD-${start + 2}` : null });
};

afterEach(() => vi.unstubAllGlobals());

const shownIds = () =>
  within(screen.getByRole('list', { name: 'Order history' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/Order ORD-/).textContent);

describe('order history paging', () => {
  it('loads the next page with the Load more button, to the last, then offers no more', async () => {
    const api = fakeApi({ 'GET /api/orders': (params) => pageAfter(params.get('before')) });
    renderRoutes(routes, '/orders');
    await screen.findByRole('list', { name: 'Order history' });
    expect(shownIds()).toEqual(['Order ORD-1', 'Order ORD-2']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    await screen.findByText('Order ORD-4');
    await userEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    await screen.findByText('Order ORD-6');
    expect(shownIds()).toEqual(
      ['ORD-1', 'ORD-2', 'ORD-3', 'ORD-4', 'ORD-5', 'ORD-6'].map((id) => `Order ${id}`),
    );
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
    expect(api.callsTo('orders').map((call) => call.params.get('before'))).toEqual([
      null,
      '1700000000000000~ORD-2',
      '1700000000000000~ORD-4',
    ]);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const scrollToEnd = watchListEnds();
    fakeApi({ 'GET /api/orders': (params) => pageAfter(params.get('before')) });
    renderRoutes(routes, '/orders');
    await screen.findByText('Order ORD-2');
    scrollToEnd();
    await screen.findByText('Order ORD-4');
    scrollToEnd();
    await screen.findByText('Order ORD-6');
    expect(shownIds()).toHaveLength(6);
  });

  it("pages the provider's orders the same way", async () => {
    const api = fakeApi({
      'GET /api/provider/orders': (params) => pageAfter(params.get('before'), 'provider'),
    });
    renderRoutes(routes, '/provider/orders');
    await screen.findByRole('list', { name: 'Orders' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    await screen.findByText('Order ORD-4');
    expect(api.callsTo('provider/orders').at(-1)?.params.get('before')).toBe('1700000000000000~ORD-2');
  });
});
