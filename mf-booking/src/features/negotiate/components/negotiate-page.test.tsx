import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadDraft, updateDraft } from '../../../data/request-draft';
import { draftAt, storeDraft, tomorrow } from '../../../testing/drafts';
import { amaraProfile, bookingOrderAnswer } from '../../../testing/order-data';
import {
  answer,
  fakeApi,
  flowStubs,
  networkDown,
  ok,
  refused,
  renderRoutes,
} from '../../../testing/test-utils';
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
const orderDetails = (OrderStatus: string) => ({
  success: true,
  message: 'Order details loaded.',
  orderInfo: [
    {
      OrderStatus,
      Name: 'Deep clean',
      Category: 'Cleaning',
      SubCategory: 'Domestic',
      ProductID: '7',
      Currency: 'GBP',
      Price: 120,
      Rate: 'PER JOB',
      OrderTime: '2025-07-11T10:00:00Z',
      PaymentStatus: 'AWAITING PAYMENT',
      PersonnelID: '',
      PersonnelName: null,
      PersonnelImg: null,
      prvSaved: false,
      CustomerID: 'c1',
      CustomerName: 'Ada',
      CustomerImg: null,
    },
  ],
});
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

  it('publishes a job with the arrival window picked and shows it beside the date', async () => {
    await storeDraft({ ...draftAt.negotiate('BID'), Window: '10:00' });
    const { callsTo } = fakeApi({
      ...common,
      'POST /api/requestservice': () => answer({ success: true, message: 'ORD-3' }, 201),
      'GET /api/findbids': () => ok([]),
    });
    renderRoutes(routes, '/service/negotiate');
    expect(await screen.findByText('Please wait while we find providers for your job')).toBeTruthy();
    expect(callsTo('requestservice')[0]?.params.get('provider')).toBe('BID');
    expect(callsTo('requestservice')[0]?.params.get('window')).toBe('10:00');
    expect(screen.getByText(/, 10:00–12:00$/)).toBeTruthy();
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
    // The first bid ends the wait: its words and spinner go, Cancel stays.
    expect(screen.queryByText('Please wait while we find providers for your job')).toBeNull();
    expect(document.querySelector('.bk-bids .spinner')).toBeNull();
    expect(screen.getByText('Choose a provider below, or wait for more bids.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByText('3.2 miles away')).toBeTruthy();
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

  it("shows the job's day as every other page does, not as the draft stores it", async () => {
    const day = tomorrow();
    // "4 December 2026" for 2026-12-04: the day itself, in London, whatever zone the test runs in.
    const [year, month, date] = day.split('-').map(Number);
    const expected = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date)),
    );
    await storeDraft({ ...draftAt.negotiate('p1'), Scheduled: day });
    fakeApi({
      ...common,
      'POST /api/requestservice': () => answer({ success: true, message: 'ORD-2' }),
      'GET /api/geolocation': () =>
        answer({ success: true, message: 'not yet', geoMimes: [], OrderStatus: 'NEW ORDER' }),
    });
    renderRoutes(routes, '/service/negotiate');
    await screen.findByRole('complementary', { name: 'Your provider' });
    expect(screen.getAllByText(expected).length).toBeGreaterThan(0);
    expect(screen.queryByText(day)).toBeNull();
  });

  it("shows the chosen provider's photo, name, rating with its count and price, here and in the panel", async () => {
    await storeDraft({ ...draftAt.negotiate('p1'), ProdId: '7' });
    fakeApi({
      ...common,
      'POST /api/requestservice': () => answer({ success: true, message: 'ORD-2' }),
      'GET /api/orderdetails': () => answer(bookingOrderAnswer),
      'GET /api/providers/p1/profile': () => ok(amaraProfile),
    });
    renderRoutes(routes, '/service/negotiate');
    const chosen = await screen.findByRole('region', { name: 'Provider and price' });
    const panel = await screen.findByRole('complementary', { name: 'Your provider' });
    for (const place of [chosen, panel]) {
      expect(await within(place).findByText('Amara Okafor')).toBeTruthy();
      expect(place.querySelector('.bk-who img')).not.toBeNull();
      expect(within(place).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
      expect(within(place).getByText('12 reviews')).toBeTruthy();
      expect(await within(place).findByText('£180.00 per job')).toBeTruthy();
    }
  });

  it('books a PER HOUR service for the hours picked and shows what they come to', async () => {
    await storeDraft({ ...draftAt.negotiate('p1'), Hours: '3', StartNow: 'true' });
    const hourly = {
      ...bookingOrderAnswer,
      orderInfo: bookingOrderAnswer.orderInfo.map((info) => ({ ...info, Price: 25, Rate: 'PER HOUR' })),
    };
    const { callsTo } = fakeApi({
      ...common,
      'POST /api/requestservice': () => answer({ success: true, message: 'ORD-3' }),
      'GET /api/orderdetails': () => answer(hourly),
      'GET /api/providers/p1/profile': () => ok(amaraProfile),
    });
    renderRoutes(routes, '/service/negotiate');
    const chosen = await screen.findByRole('region', { name: 'Provider and price' });
    expect(await within(chosen).findByText('Estimated total for 3 hours: £75.00')).toBeTruthy();
    expect(callsTo('requestservice')[0]?.params.get('hours')).toBe('3');
    // The express request asked on the providers step goes with the request.
    expect(callsTo('requestservice')[0]?.params.get('startnow')).toBe('true');
  });

  it('sends a direct request, then Order goes to payment and clears the draft', async () => {
    const lines = { AddressLine1: '1 Parliament Square', AddressLine2: '', Town: 'London' };
    await storeDraft({ ...draftAt.negotiate('p1'), ...lines, Address: '1 Parliament Square, London' });
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
    // The address lines travel with the spec's fields.
    const sent = callsTo('requestservice')[0]?.params;
    expect([
      sent?.get('address'),
      sent?.get('AddressLine1'),
      sent?.get('AddressLine2'),
      sent?.get('Town'),
    ]).toEqual(['1 Parliament Square, London', '1 Parliament Square', '', 'London']);
    expect(await within(panel).findByText("The provider's location is not known yet.")).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Order' }));
    expect(window.confirm).toHaveBeenCalledWith(
      'Do you want to proceed to payment? You can still do so even if your request has not been accepted, the service provider would do so when available',
    );
    expect(await screen.findByRole('heading', { name: 'page /service/payments/:id' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/service/payments/ORD-2');
    await vi.waitFor(async () => expect(await loadDraft()).toEqual({}));
  });

  it('loads an existing order instead of creating another; Publish Job cancels it and publishes anew', async () => {
    await storeDraft({ ...draftAt.negotiate('p1'), Order: 'ORD-3' });
    const { calls, callsTo } = fakeApi({
      ...common,
      'POST /api/loadexistingreq': () => ok(),
      'GET /api/cancelorder': () => ok(undefined, 'Order cancelled.'),
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
    expect(callsTo('cancelorder').map((call) => call.params.get('orderid'))).toEqual(['ORD-3']);
    expect(callsTo('requestservice')[0]?.params.get('provider')).toBe('BID');
    // The old order is cancelled before the new one is asked for.
    const paths = calls.map((call) => call.path);
    expect(paths.indexOf('/api/cancelorder')).toBeLessThan(paths.indexOf('/api/requestservice'));
    expect(await loadDraft()).toMatchObject({ Order: 'ORD-4', Provider: 'BID' });
  });

  it('keeps the order and the draft when Publish Job cannot cancel the order', async () => {
    const draft = { ...draftAt.negotiate('p1'), Order: 'ORD-6' };
    await storeDraft(draft);
    const { callsTo } = fakeApi({
      ...common,
      'POST /api/loadexistingreq': () => ok(),
      'GET /api/cancelorder': networkDown,
    });
    renderRoutes(routes, '/service/negotiate');
    const panel = await screen.findByRole('complementary', { name: 'Your provider' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Publish Job' }));
    await vi.waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith(
        'Your order could not be cancelled, so nothing has changed. Check your connection and try again.',
      ),
    );
    expect(callsTo('requestservice')).toHaveLength(0);
    expect(await loadDraft()).toEqual(draft);
    expect(within(panel).getByRole('button', { name: 'Publish Job' })).toBeTruthy();
  });

  it('cancels the order on the server after a confirm, then clears the draft', async () => {
    await storeDraft({ ...draftAt.negotiate('BID'), Order: 'ORD-5' });
    const { callsTo } = fakeApi({
      ...common,
      'POST /api/loadexistingreq': () => ok(),
      'GET /api/findbids': () => ok([]),
      'GET /api/cancelorder': () => ok(undefined, 'Order cancelled.'),
    });
    renderRoutes(routes, '/service/negotiate');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(window.confirm).toHaveBeenCalledWith('Do you want to cancel order process?');
    expect(await screen.findByRole('heading', { name: 'page /dashboard' })).toBeTruthy();
    expect(callsTo('cancelorder').map((call) => call.params.get('orderid'))).toEqual(['ORD-5']);
    await vi.waitFor(async () => expect(await loadDraft()).toEqual({}));
  });

  it("says why Cancel was refused and keeps the customer's draft and order", async () => {
    const draft = { ...draftAt.negotiate('BID'), Order: 'ORD-7' };
    await storeDraft(draft);
    fakeApi({
      ...common,
      'POST /api/loadexistingreq': () => ok(),
      'GET /api/findbids': () => ok([]),
      'GET /api/cancelorder': () => refused('Too many cancellations. Please try again later.', 429),
      'GET /api/orderdetails': () => answer(orderDetails('NEW ORDER')),
    });
    renderRoutes(routes, '/service/negotiate');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith('Too many cancellations. Please try again later.'),
    );
    expect(screen.getByRole('heading', { name: 'Negotiate' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'page /dashboard' })).toBeNull();
    expect(await loadDraft()).toEqual(draft);
  });

  it('lets go of an order already cancelled elsewhere', async () => {
    await storeDraft({ ...draftAt.negotiate('BID'), Order: 'ORD-8' });
    const { callsTo } = fakeApi({
      ...common,
      'POST /api/loadexistingreq': () => ok(),
      'GET /api/findbids': () => ok([]),
      'GET /api/cancelorder': () => refused('This order is already completed or cancelled.', 409),
      'GET /api/orderdetails': () => answer(orderDetails('CANCELLED')),
    });
    renderRoutes(routes, '/service/negotiate');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'page /dashboard' })).toBeTruthy();
    expect(callsTo('orderdetails')[0]?.params.get('orderid')).toBe('ORD-8');
    expect(window.alert).not.toHaveBeenCalled();
    await vi.waitFor(async () => expect(await loadDraft()).toEqual({}));
  });

  it('cancels an order that arrives for a draft changed meanwhile, so none is left open', async () => {
    await storeDraft(draftAt.negotiate('p1'));
    // The first request waits for the test to answer it; the one for the changed draft is answered at once.
    let answerFirst: (response: Response) => void = () => undefined;
    const { callsTo } = fakeApi({
      ...common,
      'POST /api/requestservice': (params) =>
        params.get('provider') === 'p1'
          ? new Promise<Response>((resolve) => {
              answerFirst = resolve;
            })
          : answer({ success: true, message: 'ORD-10' }),
      'GET /api/cancelorder': () => ok(undefined, 'Order cancelled.'),
    });
    renderRoutes(routes, '/service/negotiate');
    expect(await screen.findByText('Sending your request…')).toBeTruthy();
    await vi.waitFor(() => expect(callsTo('requestservice')).toHaveLength(1));
    // The customer goes back and chooses again before the server has answered.
    await updateDraft((draft) => ({ ...draft, Provider: 'p9', Scheduled: tomorrow() }));
    await vi.waitFor(async () => expect((await loadDraft()).Order).toBe('ORD-10'));
    answerFirst(answer({ success: true, message: 'ORD-9' }));
    await vi.waitFor(() =>
      expect(callsTo('cancelorder').map((call) => call.params.get('orderid'))).toEqual(['ORD-9']),
    );
    expect((await loadDraft()).Order).toBe('ORD-10');
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

  it('offers the provider’s free windows again when the one picked was taken, and sends the new pick', async () => {
    await storeDraft({ ...draftAt.negotiate('p1'), Window: '09:00' });
    const taken = 'That arrival window is no longer free. The next free window that day is 13:00–15:00.';
    const slot = (Start: string, End: string) => ({ Start, End, From: '', Until: '' });
    const { callsTo } = fakeApi({
      ...common,
      'POST /api/requestservice': (params) =>
        params.get('window') === '09:00'
          ? answer({ success: false, message: taken }, 409)
          : answer({ success: true, message: 'ORD-12' }, 201),
      'GET /api/arrivalwindows': () => ok([slot('13:00', '15:00'), slot('14:00', '16:00')]),
    });
    renderRoutes(routes, '/service/negotiate');
    const windows = await screen.findByRole('group', { name: 'Arrival window' });
    expect(window.alert).toHaveBeenCalledWith(taken);
    expect(Object.fromEntries(callsTo('arrivalwindows')[0]?.params ?? [])).toEqual({
      provider: 'p1',
      prodid: '7',
      date: tomorrow(),
    });
    await userEvent.click(await within(windows).findByText('13:00–15:00'));
    await vi.waitFor(async () =>
      expect(await loadDraft()).toMatchObject({ Order: 'ORD-12', Window: '13:00' }),
    );
    expect(callsTo('requestservice').map((call) => call.params.get('window'))).toEqual(['09:00', '13:00']);
    expect(screen.queryByRole('group', { name: 'Arrival window' })).toBeNull();
  });

  it('offers the provider’s free windows as soon as it opens on a request for any time that day, and a pick replaces that request', async () => {
    // As after Reorder: a provider and a date, no window.
    await storeDraft(draftAt.negotiate('p1'));
    const slot = (Start: string, End: string) => ({ Start, End, From: '', Until: '' });
    const { calls, callsTo } = fakeApi({
      ...common,
      'POST /api/requestservice': (params) =>
        answer({ success: true, message: params.get('window') === '13:00' ? 'ORD-21' : 'ORD-20' }, 201),
      'GET /api/orderdetails': () => answer(bookingOrderAnswer),
      'GET /api/cancelorder': () => ok(undefined, 'Order cancelled.'),
      'GET /api/arrivalwindows': () => ok([slot('13:00', '15:00'), slot('14:00', '16:00')]),
    });
    renderRoutes(routes, '/service/negotiate');
    const windows = await screen.findByRole('group', { name: 'Arrival window' });
    expect(Object.fromEntries(callsTo('arrivalwindows')[0]?.params ?? [])).toEqual({
      provider: 'p1',
      prodid: '7',
      date: tomorrow(),
    });
    // The request for any time that day goes at once, as the step always sends it.
    await vi.waitFor(async () => expect(await loadDraft()).toMatchObject({ Order: 'ORD-20' }));
    expect(callsTo('requestservice').map((call) => call.params.get('window'))).toEqual([null]);

    await userEvent.click(await within(windows).findByText('13:00–15:00'));
    await vi.waitFor(async () =>
      expect(await loadDraft()).toMatchObject({ Order: 'ORD-21', Window: '13:00' }),
    );
    expect(callsTo('cancelorder').map((call) => call.params.get('orderid'))).toEqual(['ORD-20']);
    const paths = calls.map((call) => call.path);
    expect(paths.indexOf('/api/cancelorder')).toBeLessThan(paths.lastIndexOf('/api/requestservice'));
    expect(callsTo('requestservice').map((call) => call.params.get('window'))).toEqual([null, '13:00']);
    await vi.waitFor(() => expect(screen.queryByRole('group', { name: 'Arrival window' })).toBeNull());
  });

  it('offers no windows for a request the provider has already accepted', async () => {
    await storeDraft({ ...draftAt.negotiate('p1'), Order: 'ORD-5' });
    const accepted = {
      ...bookingOrderAnswer,
      orderInfo: bookingOrderAnswer.orderInfo.map((info) => ({ ...info, OrderStatus: 'SCHEDULED' })),
    };
    const { callsTo } = fakeApi({
      ...common,
      'POST /api/loadexistingreq': () => ok(),
      'GET /api/orderdetails': () => answer(accepted),
    });
    renderRoutes(routes, '/service/negotiate');
    expect(await screen.findByRole('complementary', { name: 'Your provider' })).toBeTruthy();
    await vi.waitFor(() => expect(callsTo('orderdetails').length).toBeGreaterThan(0));
    await screen.findAllByText('Amara Okafor');
    expect(screen.queryByRole('group', { name: 'Arrival window' })).toBeNull();
    expect(callsTo('arrivalwindows')).toHaveLength(0);
  });

  it('says what to change when the draft no longer passes, e.g. its date has gone by', async () => {
    await storeDraft({ ...draftAt.negotiate('p1'), Scheduled: '2020-01-01' });
    const { callsTo } = fakeApi({});
    renderRoutes(routes, '/service/negotiate');
    expect(await screen.findByText('Please choose a date from today to 60 days ahead.')).toBeTruthy();
    expect(callsTo('requestservice')).toHaveLength(0);
  });
});
