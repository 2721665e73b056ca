// The dashboard's active and upcoming orders load a page at a time: the first comes with the dashboard, the
// next ones (GET /upcomingorders, each with the cursor of the page before) when the end of the list scrolls
// into view or with the Load more button, which the keyboard reaches; the button goes after the last page.
// A server that sends no cursor (all its orders at once) offers no more.
import type { CustomerOrderRow } from '@callout/contracts/orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardData } from '../../../testing/dashboard-data';
import { answer, fakeApi, ok, renderRoutes, watchListEnds } from '../../../testing/test-utils';
import DashboardPage from './dashboard-page';

const order = (n: number): CustomerOrderRow => ({
  Orderid: `ORD-${n}`,
  OrderTime: '2030-01-01T10:00:00Z',
  Name: `Job ${n}`,
  Category: 'Cleaning',
  Currency: 'GBP',
  Price: 150,
  Rate: 'PER JOB',
  PersonnelName: 'Amara Okafor',
  OrderStatus: 'SCHEDULED',
  PaymentStatus: 'COMPLETED',
  ShipDate: `2030-01-${String(n).padStart(2, '0')}`,
});

/** Three pages of two, ORD-1…ORD-6 soonest first; each page's cursor names its last order. */
const cursorAfter = (n: number) =>
  n < 6 ? `2030-01-${String(n).padStart(2, '0')}~1700000000000000~ORD-${n}` : null;

function dashboardApi() {
  return fakeApi({
    'GET /api/dashboard': () =>
      ok({ ...dashboardData, uaorders: [order(1), order(2)], uaordersNext: cursorAfter(2) }),
    'GET /api/upcomingorders': (params: URLSearchParams) => {
      const start = Number(params.get('before')?.split('~ORD-')[1]);
      return answer({
        success: true,
        message: 'Orders loaded.',
        data: [order(start + 1), order(start + 2)],
        Next: cursorAfter(start + 2),
      });
    },
  });
}

const shownOrders = () =>
  within(screen.getByRole('region', { name: 'Active & Upcoming Orders' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
const loadMore = () => screen.queryByRole('button', { name: 'Load more orders' });
const routes = [{ path: '/dashboard', element: <DashboardPage /> }];

afterEach(() => vi.unstubAllGlobals());

describe("the dashboard's active and upcoming orders", () => {
  it('load the next page from the keyboard, to the last, then offer no more', async () => {
    const { callsTo } = dashboardApi();
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('link', { name: /Job 2/ });
    expect(shownOrders()).toEqual(['/details/ORD-1', '/details/ORD-2']);
    (loadMore() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('link', { name: /Job 4/ });
    await userEvent.keyboard(' ');
    await screen.findByRole('link', { name: /Job 6/ });
    expect(shownOrders()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/details/ORD-${n}`));
    expect(loadMore()).toBeNull();
    expect(callsTo('upcomingorders').map((call) => call.params.get('before'))).toEqual([
      cursorAfter(2),
      cursorAfter(4),
    ]);
  });

  it('load the next page when the end of the list scrolls into view', async () => {
    const scrollToEnd = watchListEnds();
    dashboardApi();
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('link', { name: /Job 2/ });
    scrollToEnd();
    await screen.findByRole('link', { name: /Job 4/ });
    expect(shownOrders()).toHaveLength(4);
  });

  it('offer no more when the dashboard sends no cursor', async () => {
    const { callsTo } = fakeApi({ 'GET /api/dashboard': () => ok(dashboardData) });
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('link', { name: /Deep clean/ });
    expect(loadMore()).toBeNull();
    expect(callsTo('upcomingorders')).toEqual([]);
  });
});
