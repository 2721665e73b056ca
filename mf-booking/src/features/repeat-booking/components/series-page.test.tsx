import type { OrderSeries, SeriesVisit } from '@callout/contracts/order-series';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, networkDown, ok, refused, renderRoutes } from '../../../testing/test-utils';
import SeriesPage from './series-page';

const routes = [{ path: '/series/:id', element: <SeriesPage /> }];

const visit = (
  day: string,
  Status: SeriesVisit['Status'],
  extra: Partial<SeriesVisit> = {},
): SeriesVisit => ({
  Date: day,
  Start: '10:00',
  End: '12:00',
  Status,
  OrderID: null,
  Reason: null,
  ...extra,
});

const series = (extra: Partial<OrderSeries> = {}): OrderSeries => {
  const upcoming = [
    visit('2026-12-10', 'SKIPPED', { Reason: 'TOO_SOON' }),
    visit('2026-12-17', 'BOOKED', { OrderID: 'ORD-17' }),
    visit('2026-12-24', 'NEEDS_CHOICE', { Reason: 'PROVIDER_BUSY' }),
    visit('2026-12-31', 'UPCOMING'),
  ];
  return {
    ID: 'SER-1',
    Status: 'ACTIVE',
    Cadence: 'WEEKLY',
    ProductID: '7',
    Product: 'Deep clean',
    ProviderID: 'p1',
    With: 'Amara Okafor',
    ZipCode: 'SW1A 1AA',
    First: '2026-12-10',
    Visits: null,
    Until: null,
    Start: '10:00',
    End: '12:00',
    Next: upcoming[1] ?? null,
    NeedsChoice: [upcoming[2] as SeriesVisit],
    Upcoming: upcoming,
    ...extra,
  };
};

const spare = {
  PersonnelID: 'p2',
  FirstName: 'Sam',
  LastName: 'Reid',
  BioInfo: null,
  Image: null,
  Price: 90,
  Rating: 4.5,
  Perks: [],
};

describe('one repeat booking', () => {
  it('lists the next visits and offers other free providers for the visit that needs a choice', async () => {
    let current = series();
    const { callsTo } = fakeApi({
      'GET /api/series': () => ok([current]),
      'GET /api/seriesalternatives': () => ok([spare], 'Providers free for this visit loaded.'),
      'POST /api/seriesvisitprovider': () => {
        current = series({
          NeedsChoice: [],
          Upcoming: series().Upcoming?.map((v) =>
            v.Status === 'NEEDS_CHOICE' ? { ...v, Status: 'BOOKED', OrderID: 'ORD-24', Reason: null } : v,
          ),
        });
        return ok(current, 'Visit booked with the provider you chose, who accepts it like any request.');
      },
    });
    renderRoutes(routes, '/series/SER-1');
    const visits = await screen.findByRole('list', { name: 'Next visits' });
    expect(visits.textContent).toContain('Skipped');
    expect(visits.textContent).toContain("Too soon for the provider's notice");
    expect(callsTo('series')[0]?.params.get('seriesid')).toBe('SER-1');
    expect(screen.getByRole('link', { name: /^Open the order for / }).getAttribute('href')).toBe(
      '/details/ORD-17',
    );
    const choice = screen.getByRole('region', { name: /^Needs your choice: / });
    expect(choice.textContent).toContain('Your provider has another job then.');
    const others = await screen.findByRole('list', { name: 'Other providers free then' });
    expect(callsTo('seriesalternatives')[0]?.params.get('date')).toBe('2026-12-24');
    // Keyboard only: to the button, then Enter.
    const book = screen.getByRole('button', { name: 'Book with Sam Reid' });
    expect(others.contains(book)).toBe(true);
    book.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByText('Visit booked with the provider you chose, who accepts it like any request.'),
    ).toBeTruthy();
    const sent = callsTo('seriesvisitprovider')[0]?.params;
    expect([sent?.get('seriesid'), sent?.get('date'), sent?.get('provider')]).toEqual([
      'SER-1',
      '2026-12-24',
      'p2',
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Needs your choice: / })).toBeNull());
  });

  it('skips a visit that needs a choice when no other provider is free, and pauses the series', async () => {
    const { callsTo } = fakeApi({
      'GET /api/series': () => ok([series()]),
      'GET /api/seriesalternatives': () =>
        ok([], 'No other provider is free for this visit. You can skip it instead.'),
      'POST /api/skipvisit': () => ok(series(), 'Visit skipped.'),
      'POST /api/seriesstatus': () =>
        ok(series({ Status: 'PAUSED' }), 'Series paused. No new visits are booked until you resume it.'),
    });
    renderRoutes(routes, '/series/SER-1');
    expect(
      await screen.findByText('No other provider is free for this visit. You can skip it instead.'),
    ).toBeTruthy();
    const choice = screen.getByRole('region', { name: /^Needs your choice: / });
    const skip = Array.from(choice.querySelectorAll('button')).find((b) =>
      b.textContent?.startsWith('Skip the visit'),
    );
    await userEvent.click(skip as HTMLButtonElement);
    expect(await screen.findByText('Visit skipped.')).toBeTruthy();
    expect(callsTo('skipvisit')[0]?.params.get('date')).toBe('2026-12-24');
    await userEvent.click(screen.getByRole('button', { name: 'Pause the series' }));
    expect(
      await screen.findByText('Series paused. No new visits are booked until you resume it.'),
    ).toBeTruthy();
    expect(callsTo('seriesstatus')[0]?.params.get('action')).toBe('PAUSE');
  });

  it('ends the series only once the customer confirms, and shows the server’s refusal', async () => {
    vi.mocked(window.confirm).mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { callsTo } = fakeApi({
      'GET /api/series': () => ok([series({ Status: 'PAUSED', NeedsChoice: [], Upcoming: [] })]),
      'POST /api/seriesstatus': () =>
        refused('Your provider paused this series; only they can resume it. You can end it instead.', 409),
    });
    renderRoutes(routes, '/series/SER-1');
    expect(await screen.findByText('No visits left')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'End the series' }));
    expect(callsTo('seriesstatus')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Resume the series' }));
    expect(
      await screen.findByText(
        'Your provider paused this series; only they can resume it. You can end it instead.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'End the series' }));
    await waitFor(() =>
      expect(callsTo('seriesstatus').map((c) => c.params.get('action'))).toEqual(['RESUME', 'END']),
    );
  });

  it('says when the provider paused the series and offers no Resume then; a pause of the customer’s own offers it', async () => {
    let pausedBy: OrderSeries['PausedBy'] = 'provider';
    fakeApi({ 'GET /api/series': () => ok([series({ Status: 'PAUSED', PausedBy: pausedBy })]) });
    const first = renderRoutes(routes, '/series/SER-1');
    expect(
      await screen.findByText(
        'Your provider paused this series; only they can resume it. You can end it instead.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume the series' })).toBeNull();
    expect(screen.getByRole('button', { name: 'End the series' })).toBeTruthy();
    first.unmount();
    pausedBy = 'customer';
    renderRoutes(routes, '/series/SER-1');
    expect(await screen.findByRole('button', { name: 'Resume the series' })).toBeTruthy();
    expect(screen.queryByText(/Your provider paused this series/)).toBeNull();
  });

  it('shows loading, a series that is not the customer’s, and a failed read', async () => {
    fakeApi({ 'GET /api/series': () => ok([]) });
    renderRoutes(routes, '/series/SER-9');
    expect(screen.getByText('Loading the repeat booking…')).toBeTruthy();
    expect(await screen.findByText('We could not find this repeat booking.')).toBeTruthy();
  });

  it('says so when the server cannot be reached', async () => {
    fakeApi({ 'GET /api/series': () => networkDown() });
    renderRoutes(routes, '/series/SER-1');
    expect(
      await screen.findByText('Could not reach the server. Check your connection and try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });
});
