import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadDraft } from '../../../data/request-draft';
import { draftAt, storeDraft } from '../../../testing/drafts';
import { answer, fakeApi, flowStubs, ok, renderRoutes } from '../../../testing/test-utils';
import NegotiatePage from './negotiate-page';

// OpenLayers needs a canvas, which jsdom lacks; the stand-in shows what the map was given.
vi.mock('./provider-map', () => ({
  default: ({ job, provider }: { job: unknown; provider: unknown }) => (
    <p data-testid="map">{JSON.stringify({ job, provider })}</p>
  ),
}));

const routes = [{ path: '/service/negotiate', element: <NegotiatePage /> }, ...flowStubs];
const bid = {
  PersonnelID: 'p2',
  FirstName: 'Ben',
  LastName: 'Shaw',
  BioInfo: null,
  Image: null,
  Price: 140,
  Rating: 4.5,
  Perks: [],
  Distance: 3.2,
};
const place = {
  postcode: 'SW1A 1AA',
  address: 'Westminster, London',
  region: 'London',
  lat: 51.5,
  lng: -0.14,
};
const common = {
  'GET /api/geo/postcodes': () => ok([place]),
  'GET /api/geolocation': () =>
    answer({ success: true, message: 'ok', geoMimes: [{ LastLat: 51.6, LastLong: -0.2 }] }),
  'GET /api/finalizerequest': () => ok(),
};

describe('negotiation', () => {
  it('sends an incomplete draft back to the step that fills it', async () => {
    await storeDraft({ ...draftAt.negotiate(), Scheduled: undefined });
    fakeApi({});
    renderRoutes(routes, '/service/negotiate');
    expect(await screen.findByRole('heading', { name: 'page /service/providers' })).toBeTruthy();
  });

  it('publishes the job, shows bids as they arrive and engages the chosen bidder', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await storeDraft(draftAt.negotiate('BID'));
    let bids: unknown[] = [];
    const { callsTo } = fakeApi({
      ...common,
      'POST /api/requestservice': () => answer({ success: true, message: 'ORD-1' }, 201),
      'GET /api/findbids': () => ok(bids),
    });
    renderRoutes(routes, '/service/negotiate');
    expect(await screen.findByText('Please wait while we find providers for your job')).toBeTruthy();
    expect(callsTo('requestservice')).toHaveLength(1);
    expect(callsTo('requestservice')[0]?.params.get('provider')).toBe('BID');
    expect(await loadDraft()).toMatchObject({ Order: 'ORD-1', toNegotiate: true });

    bids = [bid];
    await vi.advanceTimersByTimeAsync(3000);
    const card = await screen.findByRole('button', { name: 'Choose Ben Shaw' });
    expect(screen.getByText('3.2 km away')).toBeTruthy();
    expect(screen.getByText('£140.00')).toBeTruthy();
    await userEvent.click(card);
    expect(window.confirm).toHaveBeenCalledWith('Are you sure you want to proceed?');
    const panel = await screen.findByRole('complementary', { name: 'Your provider' });
    expect(callsTo('finalizerequest')[0]?.params.get('personnel')).toBe('p2');
    expect(await within(panel).findByTestId('map')).toBeTruthy();
    await vi.waitFor(() =>
      expect(within(panel).getByTestId('map').textContent).toBe(
        JSON.stringify({ job: { lat: 51.5, lng: -0.14 }, provider: { lat: 51.6, lng: -0.2 } }),
      ),
    );
    expect((await loadDraft()).Provider).toBe('p2');
  });

  it('sends a direct request, then Order goes to payment and clears the draft', async () => {
    await storeDraft(draftAt.negotiate('p1'));
    const { callsTo } = fakeApi({
      ...common,
      'POST /api/requestservice': () => answer({ success: true, message: 'ORD-2' }),
      // The server shares no position before the order is IN-PROGRESS.
      'GET /api/geolocation': () =>
        answer({ success: true, message: 'not yet', geoMimes: [], OrderStatus: 'NEW ORDER' }),
    });
    renderRoutes(routes, '/service/negotiate');
    const panel = await screen.findByRole('complementary', { name: 'Your provider' });
    expect(callsTo('requestservice')[0]?.params.get('provider')).toBe('p1');
    expect(await within(panel).findByText("The provider's location is not known yet.")).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Order' }));
    expect(window.confirm).toHaveBeenCalledWith(
      'Do you want to proceed to payment? You can still do so even if your request has not been accepted, the service provider would do so when available',
    );
    expect(await screen.findByRole('heading', { name: 'page /service/payments/:id' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/service/payments/ORD-2');
    await vi.waitFor(async () => expect(await loadDraft()).toEqual({}));
  });

  it('loads an existing order instead of creating another, and Publish Job republishes it', async () => {
    await storeDraft({ ...draftAt.negotiate('p1'), Order: 'ORD-3' });
    const { callsTo } = fakeApi({
      ...common,
      'POST /api/loadexistingreq': () => ok(),
      'POST /api/requestservice': () => answer({ success: true, message: 'ORD-4' }),
      'GET /api/findbids': () => ok([]),
    });
    renderRoutes(routes, '/service/negotiate');
    const panel = await screen.findByRole('complementary', { name: 'Your provider' });
    expect(callsTo('loadexistingreq')[0]?.params.get('orderid')).toBe('ORD-3');
    expect(callsTo('requestservice')).toHaveLength(0);
    await userEvent.click(within(panel).getByRole('button', { name: 'Publish Job' }));
    expect(window.confirm).toHaveBeenCalledWith(
      'Do you want to publish job and search for other active providers?',
    );
    expect(await screen.findByText('Please wait while we find providers for your job')).toBeTruthy();
    expect(callsTo('requestservice')[0]?.params.get('provider')).toBe('BID');
    expect(await loadDraft()).toMatchObject({ Order: 'ORD-4', Provider: 'BID' });
  });

  it('cancels after a confirm, clearing the draft', async () => {
    await storeDraft({ ...draftAt.negotiate('BID'), Order: 'ORD-5' });
    fakeApi({ ...common, 'POST /api/loadexistingreq': () => ok(), 'GET /api/findbids': () => ok([]) });
    renderRoutes(routes, '/service/negotiate');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(window.confirm).toHaveBeenCalledWith('Do you want to cancel order process?');
    expect(await screen.findByRole('heading', { name: 'page /dashboard' })).toBeTruthy();
    await vi.waitFor(async () => expect(await loadDraft()).toEqual({}));
  });

  it('alerts a refused request and offers to try again', async () => {
    await storeDraft(draftAt.negotiate('p1'));
    fakeApi({
      'POST /api/requestservice': () =>
        answer({ success: false, message: 'That date is not available.' }, 409),
    });
    renderRoutes(routes, '/service/negotiate');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(window.alert).toHaveBeenCalledWith('That date is not available.');
  });

  it('says what to change when the draft no longer passes, e.g. its date has gone by', async () => {
    await storeDraft({ ...draftAt.negotiate('p1'), Scheduled: '2020-01-01' });
    const { callsTo } = fakeApi({});
    renderRoutes(routes, '/service/negotiate');
    expect(await screen.findByText('Please choose a date from today to 60 days ahead.')).toBeTruthy();
    expect(callsTo('requestservice')).toHaveLength(0);
  });
});
