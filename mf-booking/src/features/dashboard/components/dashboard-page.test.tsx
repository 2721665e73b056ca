import 'fake-indexeddb/auto';
import type { OrderSeries } from '@callout/contracts/order-series';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadDraft } from '../../../data/request-draft';
import { dashboardData as data } from '../../../testing/dashboard-data';
import { draftAt, storeDraft } from '../../../testing/drafts';
import { fakeApi, flowStubs, networkDown, ok, renderRoutes, stub } from '../../../testing/test-utils';
import DashboardPage from './dashboard-page';

const routes = [
  { path: '/dashboard', element: <DashboardPage /> },
  ...flowStubs.filter((route) => route.path !== '/dashboard'),
  stub('/profile'),
];

describe('the customer dashboard', () => {
  it('welcomes the customer and shows orders, promotions and leading providers', async () => {
    fakeApi({ 'GET /api/dashboard': () => ok(data) });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome Ada' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('10% off deep cleans')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Deep clean/ }).getAttribute('href')).toBe('/details/ORD-9');
    // An upcoming order says its day.
    expect(screen.getByRole('link', { name: /Deep clean/ }).textContent).toContain('On 4 January 2030');
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeTruthy();
    // The menu and bottom bar are the shell's (drawn from this module's contract), not the page's.
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).toBeNull();
  });

  it('asks for a saved location before Proceed', async () => {
    fakeApi({ 'GET /api/dashboard': () => ok(data) });
    renderRoutes(routes, '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(window.alert).toHaveBeenCalledWith('Please select a saved location to work with');
  });

  it('starts a booking at the chosen saved location', async () => {
    fakeApi({ 'GET /api/dashboard': () => ok(data) });
    renderRoutes(routes, '/dashboard');
    await userEvent.selectOptions(
      await screen.findByLabelText('Saved location'),
      'E1 6AN, Whitechapel, London',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'page /service/category' })).toBeTruthy();
    expect(await loadDraft()).toEqual({ ZipCode: 'E1 6AN', Address: 'Whitechapel, London' });
  });

  it('fills every address line from a saved location that has them (issue 21)', async () => {
    const lines = { AddressLine1: '12 Fashion Street', AddressLine2: 'Flat 3', Town: 'London' };
    const saved = { Available: 'E1 6PX;Flat 3, 12 Fashion Street, London', ...lines };
    fakeApi({ 'GET /api/dashboard': () => ok({ ...data, svlocations: [saved] }) });
    renderRoutes(routes, '/dashboard');
    await userEvent.selectOptions(
      await screen.findByLabelText('Saved location'),
      'E1 6PX, Flat 3, 12 Fashion Street, London',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'page /service/category' })).toBeTruthy();
    expect(await loadDraft()).toEqual({
      ZipCode: 'E1 6PX',
      Address: 'Flat 3, 12 Fashion Street, London',
      ...lines,
    });
  });

  it('opens the booking flow at a trending service: the service is chosen, the location comes next', async () => {
    fakeApi({ 'GET /api/dashboard': () => ok(data) });
    renderRoutes(routes, '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Book Leak repair' }));
    expect(await screen.findByRole('heading', { name: 'page /service/location' })).toBeTruthy();
    expect(await loadDraft()).toEqual({
      Category: 'Plumbing',
      Specific: 'Repairs',
      ProdId: '12',
      Product: 'Leak repair',
    });
  });

  it('opens the booking flow with a leading provider preselected', async () => {
    fakeApi({ 'GET /api/dashboard': () => ok(data) });
    renderRoutes(routes, '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Book with Amara Okafor' }));
    expect(await screen.findByRole('heading', { name: 'page /service/location' })).toBeTruthy();
    expect(await loadDraft()).toEqual({ Provider: 'p1', ProviderName: 'Amara Okafor' });
  });

  it('cancels the order of a booking left open, after a confirm, before starting another', async () => {
    await storeDraft({ ...draftAt.negotiate('p2'), Order: 'ORD-3' });
    const { callsTo } = fakeApi({
      'GET /api/dashboard': () => ok(data),
      'GET /api/cancelorder': () => ok(undefined, 'Order cancelled.'),
    });
    renderRoutes(routes, '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Book Leak repair' }));
    // Asked once the draft's code has loaded (it loads as the booking starts).
    await vi.waitFor(() =>
      expect(window.confirm).toHaveBeenCalledWith('Do you want to cancel order process?'),
    );
    expect(await screen.findByRole('heading', { name: 'page /service/location' })).toBeTruthy();
    expect(callsTo('cancelorder').map((call) => call.params.get('orderid'))).toEqual(['ORD-3']);
    expect((await loadDraft()).Order).toBeUndefined();
  });

  it('keeps a booking left open, and its order, when the customer declines or the cancel fails', async () => {
    const open = { ...draftAt.negotiate('p2'), Order: 'ORD-4' };
    await storeDraft(open);
    const { callsTo } = fakeApi({
      'GET /api/dashboard': () => ok(data),
      'GET /api/cancelorder': networkDown,
    });
    renderRoutes(routes, '/dashboard');
    vi.mocked(window.confirm).mockReturnValueOnce(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Book with Amara Okafor' }));
    expect(callsTo('cancelorder')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Book with Amara Okafor' }));
    await vi.waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith(
        'Your order could not be cancelled, so nothing has changed. Check your connection and try again.',
      ),
    );
    expect(callsTo('cancelorder')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Welcome Ada' })).toBeTruthy();
    expect(await loadDraft()).toEqual(open);
  });

  it('logs out after a confirm: server told, storage cleared, home by a full load', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { callsTo } = fakeApi({ 'GET /api/dashboard': () => ok(data), 'GET /api/logout': () => ok() });
    renderRoutes(routes, '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(window.confirm).toHaveBeenCalledWith('Are you sure you want to proceed?');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(callsTo('logout')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
  });

  it('shows the repeat bookings still going with their next visit, each linked to its own page, and links to the orders page', async () => {
    const visit = { Date: '2030-01-08', Start: '10:00', End: '12:00', Reason: null };
    const series: OrderSeries = {
      ID: 'SER-1',
      Status: 'ACTIVE',
      Cadence: 'FORTNIGHTLY',
      ProductID: '7',
      Product: 'Standard home clean',
      ProviderID: 'PRV-1',
      With: 'Amara Okafor',
      ZipCode: 'SE1 7PB',
      First: '2030-01-08',
      Visits: null,
      Until: null,
      Start: '10:00',
      End: '12:00',
      Next: { ...visit, Status: 'BOOKED', OrderID: 'ORD-41' },
      NeedsChoice: [{ ...visit, Date: '2030-01-22', Status: 'NEEDS_CHOICE', OrderID: null }],
    };
    fakeApi({
      'GET /api/dashboard': () => ok(data),
      'GET /api/series': () =>
        ok([
          series,
          {
            ...series,
            ID: 'SER-2',
            Status: 'PENDING',
            Cadence: 'WEEKLY',
            Next: { ...visit, Status: 'UPCOMING', OrderID: null },
            NeedsChoice: [],
          },
          { ...series, ID: 'SER-3', Product: 'Car wash', Status: 'ENDED', Next: null, NeedsChoice: [] },
        ]),
    });
    renderRoutes(routes, '/dashboard');
    const list = await screen.findByRole('list', { name: 'Repeat bookings' }, { timeout: 5000 });
    const [active, pending, ...rest] = within(list).getAllByRole('listitem') as HTMLElement[];
    // An ended series is not shown on the dashboard.
    expect(rest).toEqual([]);
    expect(active?.textContent).toContain('Fortnightly · Amara Okafor');
    expect(
      within(active as HTMLElement)
        .getByRole('link', { name: /^Next visit: / })
        .getAttribute('href'),
    ).toBe('/details/ORD-41');
    expect(active?.textContent).toContain('A visit needs your choice: the provider cannot do it.');
    expect(pending?.textContent).toContain('Waiting for the provider to accept');
    expect(pending?.textContent).toMatch(/Next visit: .*8 January 2030/);
    // Not booked yet: the only link is the series' own page; a visit needing a choice is chosen on it.
    expect(
      within(pending as HTMLElement)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Open Standard home clean (Weekly)', '/series/SER-2']]);
    expect(
      within(active as HTMLElement)
        .getByRole('link', { name: 'Choose for a visit of Standard home clean' })
        .getAttribute('href'),
    ).toBe('/series/SER-1');
    expect(screen.getByRole('link', { name: 'Manage repeat bookings' }).getAttribute('href')).toBe('/orders');
  });

  it('shows no repeat bookings section when there are none or they cannot be read', async () => {
    fakeApi({ 'GET /api/dashboard': () => ok(data), 'GET /api/series': () => ok([]) });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome Ada' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Repeat bookings' })).toBeNull();
  });
});
