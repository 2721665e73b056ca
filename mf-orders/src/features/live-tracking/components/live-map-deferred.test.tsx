// The map's code (OpenLayers) loads only once the page has loaded and its place on the
// page is on screen; until then a box of the map's size holds that place, so nothing moves when it comes.
import '../../../testing/test-utils';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderDetailsPage } from '../../../app/order-details-page';
import { detailsReply, orderId } from '../../../testing/orders';
import { answer, fakeApi, ok, renderRoutes } from '../../../testing/test-utils';

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./order-map', () => {
  loaded.count += 1;
  return { default: () => <div data-testid="map" /> };
});

/** A stand-in IntersectionObserver whose targets come on screen when the test says so. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static showAll() {
    for (const observer of FakeObserver.all) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }));
      if (entries.length > 0) observer.callback(entries as never, observer as never);
    }
  }
}

async function settle() {
  for (let i = 0; i < 8; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

beforeEach(() => {
  FakeObserver.all = [];
  loaded.count = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  fakeApi({
    'GET /api/orderdetails': () => answer(detailsReply({ OrderStatus: 'IN-PROGRESS' })),
    'GET /api/geolocation': () =>
      ok({ geoMimes: [{ LastLat: 51.5, LastLong: -0.12 }], OrderStatus: 'IN-PROGRESS' }),
    'GET /api/geo/postcodes': () => ok({ data: [{ postcode: 'SW1A 1AA', lat: 51.501, lng: -0.141 }] }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the live map of an order in progress', () => {
  it("loads the map's code only when its place comes on screen, into a box of the map's size", async () => {
    renderRoutes(
      [{ path: '/details/:id', element: <OrderDetailsPage accountType="user" /> }],
      `/details/${orderId}`,
    );
    await settle();
    expect(screen.getByTestId('arrival-estimate').textContent).toBe(
      'No arrival time can be estimated without a driving route.',
    );
    const place = document.querySelector<HTMLElement>('.or-live .or-map');
    expect(place?.style.height).toBe('200px');
    expect(screen.queryByTestId('map')).toBeNull();
    expect(loaded.count).toBe(0);

    act(() => FakeObserver.showAll());
    await settle();
    expect(await screen.findByTestId('map')).toBeTruthy();
    expect(loaded.count).toBe(1);
  });
});
