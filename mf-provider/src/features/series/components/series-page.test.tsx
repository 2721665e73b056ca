import '../../../testing/test-utils';
import type { OrderSeries } from '@callout/contracts/order-series';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileData } from '../../../testing/profile-data';
import { answer, fakeApi, networkDown, ok, refused, renderAt } from '../../../testing/test-utils';
import SeriesPage from './series-page';

function series(overrides: Partial<OrderSeries> = {}): OrderSeries {
  return {
    ID: 'SER-1',
    Status: 'ACTIVE',
    Cadence: 'FORTNIGHTLY',
    ProductID: '7',
    Product: 'Deep clean',
    ProviderID: 'PRO-1',
    With: 'Ada Lovelace',
    ZipCode: 'SE1 7PB',
    First: '2026-07-20',
    Visits: 6,
    Until: null,
    Start: '10:00',
    End: '12:00',
    Next: {
      Date: '2026-07-20',
      Start: '10:00',
      End: '12:00',
      Status: 'BOOKED',
      OrderID: 'ORD-9',
      Reason: null,
    },
    NeedsChoice: [],
    ...overrides,
  };
}

/** The API with the series list answering `list` and each status change answering `change`. */
function seriesApi(
  list: (params: URLSearchParams) => Response | Promise<Response>,
  change: (params: URLSearchParams) => Response | Promise<Response> = () => ok(undefined, 'Done.'),
) {
  return fakeApi({
    'GET /api/provider/profile': () => ok(profileData()),
    'GET /api/provider/series': list,
    'POST /api/provider/seriesstatus': change,
  });
}

const card = async (product: string) => screen.findByRole('listitem', { name: product }, { timeout: 5000 });
const buttonNames = (item: HTMLElement) =>
  within(item)
    .queryAllByRole('button')
    .map((button) => button.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the provider's repeat bookings page", () => {
  it('lists each series with its customer, cadence, window, status and next visit, and only the changes it allows', async () => {
    seriesApi(() =>
      ok([
        series(),
        series({ ID: 'SER-2', Product: 'Car wash', Status: 'PAUSED', PausedBy: 'provider', Next: null }),
        series({ ID: 'SER-3', Product: 'Window clean', Status: 'PAUSED', PausedBy: 'customer' }),
        series({ ID: 'SER-4', Product: 'Ironing', Status: 'PENDING' }),
        series({ ID: 'SER-5', Product: 'Gardening', Status: 'ENDED' }),
      ]),
    );
    renderAt('/provider/series', <SeriesPage />);
    const active = await card('Deep clean');
    expect(active.textContent).toContain('Fortnightly · arriving 10:00–12:00 · SE1 7PB');
    expect(active.textContent).toContain('Customer: Ada Lovelace');
    expect(within(active).getByText('Active')).toBeTruthy();
    const next = within(active).getByRole('link', { name: /^Next visit: / });
    expect(next.getAttribute('href')).toBe('/provider/details/ORD-9');
    expect(buttonNames(active)).toEqual(['Pause series', 'End series']);

    const ownPause = await card('Car wash');
    expect(ownPause.textContent).toContain('You paused this series');
    expect(ownPause.textContent).toContain('No visits left');
    expect(buttonNames(ownPause)).toEqual(['Resume series', 'End series']);
    // The customer's pause is theirs to lift.
    const theirPause = await card('Window clean');
    expect(theirPause.textContent).toContain('The customer paused this series; only they can resume it.');
    expect(buttonNames(theirPause)).toEqual(['End series']);
    expect((await card('Ironing')).textContent).toContain(
      'Accept or decline this series from your orders list.',
    );
    expect(buttonNames(await card('Ironing'))).toEqual([]);
    expect(buttonNames(await card('Gardening'))).toEqual([]);
  });

  it('pauses a series from the keyboard, says so in the server words with the focus on them, and shows it paused', async () => {
    let current = series();
    const api = seriesApi(
      () => ok([current]),
      (params) => {
        current = series({ Status: 'PAUSED', PausedBy: 'provider' });
        return ok(current, params.get('action') === 'PAUSE' ? 'Series paused.' : 'Unexpected');
      },
    );
    renderAt('/provider/series', <SeriesPage />);
    const item = await card('Deep clean');
    within(item).getByRole('button', { name: 'Pause series' }).focus();
    await userEvent.keyboard('{Enter}');
    const said = await within(item).findByText('Series paused.');
    await waitFor(() => expect(item.contains(document.activeElement)).toBe(true));
    expect(said).toBeTruthy();
    expect(api.callsTo('provider/seriesstatus').map((call) => Object.fromEntries(call.params))).toEqual([
      { seriesid: 'SER-1', action: 'PAUSE' },
    ]);
    await waitFor(() => expect(buttonNames(item)).toEqual(['Resume series', 'End series']));
    expect(within(item).getByText('Paused')).toBeTruthy();
  });

  it('ends a series only once the provider confirms', async () => {
    const api = seriesApi(() => ok([series()]));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAt('/provider/series', <SeriesPage />);
    const item = await card('Deep clean');
    await userEvent.click(within(item).getByRole('button', { name: 'End series' }));
    expect(confirm).toHaveBeenCalledWith(
      'End this series? No further visits will be booked; visits already booked keep their orders.',
    );
    expect(api.callsTo('provider/seriesstatus')).toHaveLength(0);
    await userEvent.click(within(item).getByRole('button', { name: 'End series' }));
    await waitFor(() => expect(api.callsTo('provider/seriesstatus')).toHaveLength(1));
    expect(api.callsTo('provider/seriesstatus')[0]?.params.get('action')).toBe('END');
  });

  it("shows the server's refusal of a change in its words, and a lost connection in the page's", async () => {
    let refuse = true;
    seriesApi(
      () => ok([series({ Status: 'PAUSED', PausedBy: 'provider' })]),
      () =>
        refuse
          ? refused('The customer paused this series; only they can resume it. You can end it instead.', 409)
          : networkDown(),
    );
    renderAt('/provider/series', <SeriesPage />);
    const item = await card('Deep clean');
    await userEvent.click(within(item).getByRole('button', { name: 'Resume series' }));
    expect(
      await within(item).findByText(
        'The customer paused this series; only they can resume it. You can end it instead.',
      ),
    ).toBeTruthy();
    refuse = false;
    await userEvent.click(within(item).getByRole('button', { name: 'Resume series' }));
    expect(
      await within(item).findByText(
        'Could not change the series. Check your connection and try again.',
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeTruthy();
  });

  it('says when there are no repeat bookings', async () => {
    seriesApi(() => ok([], 'Series loaded.'));
    renderAt('/provider/series', <SeriesPage />);
    expect(
      await screen.findByText(
        'No repeat bookings yet. A customer can book a repeatable service with you as a series.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows an error with Try again when the list cannot be loaded, and the list once it can', async () => {
    let reachable = false;
    seriesApi(() => (reachable ? ok([series()]) : networkDown()));
    renderAt('/provider/series', <SeriesPage />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    reachable = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card('Deep clean')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads the next page of series on Show more', async () => {
    const api = seriesApi((params) =>
      params.get('before')
        ? answer({
            success: true,
            message: 'ok',
            data: [series({ ID: 'SER-0', Product: 'Oven clean' })],
            Next: null,
          })
        : answer({ success: true, message: 'ok', data: [series()], Next: '1752000000000000~SER-1' }),
    );
    renderAt('/provider/series', <SeriesPage />);
    await card('Deep clean');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await card('Oven clean')).toBeTruthy();
    expect(api.callsTo('provider/series').map((call) => call.params.get('before'))).toEqual([
      null,
      '1752000000000000~SER-1',
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
