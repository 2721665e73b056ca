import '../../../testing/test-utils';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderDetailsPage } from '../../../app/order-details-page';
import { detailsReply, orderId } from '../../../testing/orders';
import { answer, fakeApi, ok, renderRoutes } from '../../../testing/test-utils';

// OpenLayers needs a real canvas; the markers are checked in the browser journey. This stand-in shows
// what the map was given.
vi.mock('./order-map', () => ({
  default: ({ provider }: { provider: { lat: number; lng: number } | null }) => (
    <div data-testid="map" data-provider={provider ? `${provider.lat},${provider.lng}` : ''} />
  ),
}));

const routes = [
  { path: '/details/:id', element: <OrderDetailsPage accountType="user" /> },
  { path: '/provider/details/:id', element: <OrderDetailsPage accountType="provider" /> },
];

/** Lets timers and the promises they start run, as `ms` of real time would. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/**
 * Lets the answers already due reach the page: reading a response body takes real turns of the event
 * loop, and the query then tells the page on a zero timeout, which the fake clock runs a millisecond on.
 */
async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(() => new Promise((resolve) => setImmediate(resolve)));
    await wait(1);
  }
}
/**
 * Lets the map's lazily loaded code arrive: the first test of the file pays for the import in real time
 * (longer on a busy machine), which the fake clock cannot hurry. Waits without moving that clock.
 */
async function mapLoaded() {
  const giveUpAt = performance.now() + 10_000;
  while (!screen.queryByTestId('map') && performance.now() < giveUpAt) {
    await act(() => new Promise((resolve) => setImmediate(resolve)));
  }
}
const where = () => screen.getByTestId('arrival-estimate').textContent;
const drawnAt = () => screen.getByTestId('map').dataset.provider;

beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }),
);
afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe("the customer's live map", () => {
  it('follows the provider every 5 seconds and stops once the order is ended', async () => {
    const positions = [
      { LastLat: 51.5, LastLong: -0.12 },
      { LastLat: 51.52, LastLong: -0.15 },
    ];
    let status = 'IN-PROGRESS';
    const api = fakeApi({
      'GET /api/orderdetails': () => answer(detailsReply({ OrderStatus: status as 'IN-PROGRESS' })),
      'GET /api/geolocation': () =>
        ok({ geoMimes: [positions.shift() ?? { LastLat: 51.6, LastLong: -0.2 }], OrderStatus: status }),
      'GET /api/geo/postcodes': () => ok({ data: [{ postcode: 'SW1A 1AA', lat: 51.501, lng: -0.141 }] }),
    });
    renderRoutes(routes, `/details/${orderId}`);
    await settle();
    await mapLoaded();
    expect(drawnAt()).toBe('51.5,-0.12');
    expect(api.callsTo('geolocation')).toHaveLength(1);

    await wait(4900);
    expect(api.callsTo('geolocation')).toHaveLength(1);
    await wait(100);
    await settle();
    expect(drawnAt()).toBe('51.52,-0.15');
    // Where the provider is goes on the map, not in raw coordinates on the page.
    expect(document.body.textContent).not.toMatch(/51\.5|0\.15/);

    status = 'COMPLETED';
    await wait(5000);
    await wait(0);
    expect(screen.queryByTestId('arrival-estimate')).toBeNull();
    expect(api.callsTo('orderdetails')).toHaveLength(2);
    await wait(20_000);
    expect(api.callsTo('geolocation')).toHaveLength(3);
  });

  it('says the driving time and distance beside the map, or that it is the straight line', async () => {
    vi.setSystemTime(Date.UTC(2026, 5, 1, 12, 0));
    let source: 'road' | 'crow' = 'road';
    fakeApi({
      'GET /api/orderdetails': () => answer(detailsReply({ OrderStatus: 'IN-PROGRESS' })),
      'GET /api/geolocation': () =>
        ok({ geoMimes: [{ LastLat: 51.5, LastLong: -0.12 }], OrderStatus: 'IN-PROGRESS' }),
      'GET /api/geo/postcodes': () => ok({ data: [{ postcode: 'SW1A 1AA', lat: 51.501, lng: -0.141 }] }),
      'GET /api/route': () =>
        ok({
          data: {
            Source: source,
            DistanceMiles: source === 'road' ? 2.4 : 1.1,
            DurationMinutes: source === 'road' ? 9 : null,
            Coordinates: [
              [-0.12, 51.5],
              [-0.141, 51.501],
            ],
          },
        }),
    });
    renderRoutes(routes, `/details/${orderId}`);
    await settle();
    expect(screen.getByTestId('route-summary').textContent).toBe(
      'Driving route: About 9 min, 2.4 miles from the provider to the job.',
    );
    // 13:00 in London, and 9 minutes' drive from the provider's last position.
    expect(where()).toBe("Arriving around 13:09: about 9 min by road from the provider's last position.");
    source = 'crow';
    renderRoutes(routes, `/details/${orderId}`);
    await settle();
    expect(screen.getAllByTestId('route-summary').at(-1)?.textContent).toBe(
      'No driving route is available, so the map shows a straight line: 1.1 miles as the crow flies.',
    );
    expect(screen.getAllByTestId('arrival-estimate').at(-1)?.textContent).toBe(
      'No arrival time can be estimated without a driving route.',
    );
  });

  it('pauses while the page is hidden', async () => {
    const api = fakeApi({
      'GET /api/orderdetails': () => answer(detailsReply({ OrderStatus: 'IN-PROGRESS' })),
      'GET /api/geolocation': () => ok({ geoMimes: [], OrderStatus: 'IN-PROGRESS' }),
      'GET /api/geo/postcodes': () => ok({ data: [] }),
    });
    renderRoutes(routes, `/details/${orderId}`);
    await settle();
    expect(where()).toBe('The provider has not shared a location yet.');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await wait(30_000);
    expect(api.callsTo('geolocation')).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await wait(0);
    expect(api.callsTo('geolocation')).toHaveLength(2);
  });
});

describe("the provider's position reports", () => {
  function stubGeolocation(answerWith: (success: PositionCallback, failure: PositionErrorCallback) => void) {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: vi.fn(answerWith) },
    });
  }

  const providerApi = () =>
    fakeApi({
      'GET /api/provider/orderdetails': () => answer(detailsReply({ OrderStatus: 'IN-PROGRESS' })),
      'GET /api/provider/geolocation': (params) =>
        ok({
          geoMimes: params.has('lat')
            ? [{ LastLat: Number(params.get('lat')), LastLong: Number(params.get('lng')) }]
            : [],
          OrderStatus: 'IN-PROGRESS',
        }),
      'GET /api/geo/postcodes': () => ok({ data: [] }),
    });

  it('sends the device position every 5 seconds while the order is in progress', async () => {
    const fixes = [51.51, 51.52];
    stubGeolocation((success) =>
      success({ coords: { latitude: fixes.shift() ?? 0, longitude: -0.1 } } as GeolocationPosition),
    );
    const api = providerApi();
    renderRoutes(routes, `/provider/details/${orderId}`);
    await settle();
    await wait(5000);
    const sent = api.callsTo('provider/geolocation').map((call) => call.params.get('lat'));
    expect(sent).toEqual(['51.51', '51.52']);
    expect(api.callsTo('provider/geolocation')[0]?.params.get('orderid')).toBe(orderId);
    expect(
      screen.getByText('Your location is shared with the customer while this order is in progress.'),
    ).toBeTruthy();
  });

  it('sends a new position only once the device has moved more than 25 m', async () => {
    // The second fix is about 11 m from the first, the third about 44 m.
    const fixes = [51.5, 51.5001, 51.5004];
    stubGeolocation((success) =>
      success({ coords: { latitude: fixes.shift() ?? 51.5004, longitude: -0.1 } } as GeolocationPosition),
    );
    const api = providerApi();
    renderRoutes(routes, `/provider/details/${orderId}`);
    await settle();
    await wait(5000);
    await settle();
    await wait(5000);
    await settle();
    const sent = api.callsTo('provider/geolocation').map((call) => call.params.get('lat'));
    expect(sent).toEqual(['51.5', null, '51.5004']);
  });

  it('keeps the screen on while sharing, and lets it go when the order ends', async () => {
    const release = vi.fn(async () => {});
    const request = vi.fn(async () => ({ release, released: false }));
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: vi.fn((success: PositionCallback) =>
          success({ coords: { latitude: 51.5, longitude: -0.1 } } as GeolocationPosition),
        ),
      },
      wakeLock: { request },
    });
    let status = 'IN-PROGRESS';
    fakeApi({
      'GET /api/provider/orderdetails': () => answer(detailsReply({ OrderStatus: status as 'IN-PROGRESS' })),
      'GET /api/provider/geolocation': () => ok({ geoMimes: [], OrderStatus: status }),
      'GET /api/geo/postcodes': () => ok({ data: [] }),
    });
    renderRoutes(routes, `/provider/details/${orderId}`);
    await settle();
    expect(request).toHaveBeenCalledWith('screen');
    expect(release).not.toHaveBeenCalled();
    status = 'COMPLETED';
    await wait(5000);
    await settle();
    expect(release).toHaveBeenCalled();
  });

  it('says so when location access is denied, and still learns the status', async () => {
    stubGeolocation((_, failure) =>
      failure({ code: 1, PERMISSION_DENIED: 1, message: 'denied' } as GeolocationPositionError),
    );
    const api = providerApi();
    renderRoutes(routes, `/provider/details/${orderId}`);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'Location permission is denied. Allow location for Callout in your browser settings so the customer can follow you.',
    );
    const [call] = api.callsTo('provider/geolocation');
    expect(call?.params.has('lat')).toBe(false);
    expect(call?.params.get('orderid')).toBe(orderId);
  });
});
