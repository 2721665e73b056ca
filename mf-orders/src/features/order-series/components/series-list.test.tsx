import '../../../testing/test-utils';
import type { OrderSeries } from '@callout/contracts/order-series';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refuse, renderRoutes } from '../../../testing/test-utils';
import { SeriesList } from './series-list';

const routes = [
  { path: '/orders', element: <SeriesList accountType="user" /> },
  { path: '/provider/orders', element: <SeriesList accountType="provider" /> },
];

const weekly: OrderSeries = {
  ID: 'SER-1',
  Status: 'ACTIVE',
  Cadence: 'FORTNIGHTLY',
  ProductID: '7',
  Product: 'Standard home clean',
  ProviderID: 'PRV-1',
  With: 'Amara Okafor',
  ZipCode: 'SE1 7PB',
  First: '2026-12-08',
  Visits: null,
  Until: null,
  Start: '10:00',
  End: '12:00',
  Next: {
    Date: '2026-12-08',
    Start: '10:00',
    End: '12:00',
    Status: 'BOOKED',
    OrderID: 'ORD-9',
    Reason: null,
  },
  NeedsChoice: [],
};

describe('repeat bookings on the orders list', () => {
  it("lists the customer's series with its next visit, linking to that visit's order", async () => {
    const busy = { ...weekly.Next, Date: '2026-12-22', Status: 'NEEDS_CHOICE', OrderID: null };
    const api = fakeApi({
      'GET /api/series': () =>
        ok({
          data: [
            { ...weekly, NeedsChoice: [busy, { ...busy, Date: '2027-01-05' }] },
            {
              ...weekly,
              ID: 'SER-2',
              Status: 'PENDING',
              Cadence: 'WEEKLY',
              Next: { ...busy, Status: 'UPCOMING' },
              NeedsChoice: [],
            },
          ],
        }),
    });
    renderRoutes(routes, '/orders');
    const list = await screen.findByRole('list', { name: 'Repeat bookings' });
    const [first, second] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(first as HTMLElement).getByText(/Fortnightly · Provider: Amara Okafor/)).toBeTruthy();
    const next = within(first as HTMLElement).getByRole('link', {
      name: /Next visit: 8 December 2026, 10:00–12:00/,
    });
    expect(next.getAttribute('href')).toBe('/details/ORD-9');
    expect(
      within(first as HTMLElement).getByText('2 visits need your choice: the provider cannot come'),
    ).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Waiting for the provider to accept')).toBeTruthy();
    // A visit not booked yet has no order to open.
    expect(within(second as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(second as HTMLElement).getByText(/Next visit: 22 December 2026/)).toBeTruthy();
    expect(api.callsTo('series')).toHaveLength(1);
  });

  it("reads the provider's series from the provider's call, naming the customer", async () => {
    fakeApi({
      'GET /api/provider/series': () => ok({ data: [{ ...weekly, With: 'Chris Customer', Next: null }] }),
    });
    renderRoutes(routes, '/provider/orders');
    const list = await screen.findByRole('list', { name: 'Repeat bookings' });
    expect(within(list).getByText(/Customer: Chris Customer/)).toBeTruthy();
    expect(within(list).getByText('No visits left')).toBeTruthy();
  });

  it('shows nothing when there is no series', async () => {
    const api = fakeApi({ 'GET /api/series': () => ok({ data: [] }) });
    renderRoutes(routes, '/orders');
    await expect.poll(() => api.callsTo('series').length).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Repeat bookings' })).toBeNull();
  });

  it('lets the provider accept a new series once, then lists it as active', async () => {
    let status = 'PENDING';
    const api = fakeApi({
      'GET /api/provider/series': () => ok({ data: [{ ...weekly, Status: status }] }),
      'POST /api/provider/answerseries': () => {
        status = 'ACTIVE';
        return ok({ data: { ...weekly, Status: 'ACTIVE' } }, 'Series accepted.');
      },
    });
    renderRoutes(routes, '/provider/orders');
    const list = await screen.findByRole('list', { name: 'Repeat bookings' });
    expect(within(list).getByRole('button', { name: 'Decline series' })).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Accept series' }));
    expect(await within(list).findByText('Active')).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('provider/answerseries')[0]?.params ?? [])).toEqual({
      seriesid: 'SER-1',
      answer: 'ACCEPT',
    });
    expect(within(list).queryByRole('button', { name: 'Accept series' })).toBeNull();
  });

  it('lets the customer skip a visit not booked yet, pause and end, saying a refusal in the server’s words', async () => {
    const upcoming = {
      ...weekly,
      Next: { ...weekly.Next, Date: '2026-12-22', Status: 'UPCOMING', OrderID: null },
    };
    const api = fakeApi({
      'GET /api/series': () => ok({ data: [upcoming] }),
      'POST /api/skipvisit': () => ok({ data: upcoming }, 'Visit skipped.'),
      'POST /api/seriesstatus': () => refuse('Only an active series can be paused.'),
    });
    renderRoutes(routes, '/orders');
    const list = await screen.findByRole('list', { name: 'Repeat bookings' });
    expect(within(list).queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(within(list).getByRole('button', { name: 'End series' })).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Skip next visit' }));
    expect(await within(list).findByText('Visit skipped.')).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('skipvisit')[0]?.params ?? [])).toEqual({
      seriesid: 'SER-1',
      date: '2026-12-22',
    });
    await userEvent.click(within(list).getByRole('button', { name: 'Pause' }));
    expect((await within(list).findByRole('alert')).textContent).toBe('Only an active series can be paused.');
  });

  it('offers no skip for a visit already booked: its order is cancelled or moved instead', async () => {
    fakeApi({ 'GET /api/series': () => ok({ data: [weekly] }) });
    renderRoutes(routes, '/orders');
    const list = await screen.findByRole('list', { name: 'Repeat bookings' });
    expect(within(list).getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Skip next visit' })).toBeNull();
  });
});
