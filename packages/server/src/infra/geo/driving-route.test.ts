import { type OsrmStandIn, serveOsrmStandIn } from '@callout/server-testing/osrm-stand-in';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRoutePlanner, routeCacheMs, routingTimeoutMs } from './driving-route';

const westminster = { lat: 51.5034, lng: -0.1276 };
const greenwich = { lat: 51.4826, lng: -0.0077 };

let osrm: OsrmStandIn;
beforeAll(async () => {
  osrm = await serveOsrmStandIn();
});
afterAll(() => osrm.close());
beforeEach(() => {
  osrm.setMode('route');
  osrm.requests.length = 0;
});

describe('the driving route', () => {
  it('asks the OSRM route service and answers its road, distance and time', async () => {
    const route = await createRoutePlanner(osrm.url).route(westminster, greenwich);
    expect(osrm.requests).toEqual([
      '/route/v1/driving/-0.1276,51.5034;-0.0077,51.4826?overview=full&geometries=geojson',
    ]);
    expect(route).toEqual({
      Source: 'road',
      DistanceMiles: 7.6,
      DurationMinutes: 18,
      Coordinates: [
        [-0.1276, 51.5034],
        [-0.1276, 51.4826],
        [-0.0077, 51.4826],
      ],
    });
  });

  it('draws the straight line, with its distance, when the service fails', async () => {
    osrm.setMode('fail');
    const failures: unknown[] = [];
    const route = await createRoutePlanner(osrm.url, { onFailure: (e) => failures.push(e) }).route(
      westminster,
      greenwich,
    );
    expect(route).toEqual({
      Source: 'crow',
      DistanceMiles: 5.4,
      DurationMinutes: null,
      Coordinates: [
        [-0.1276, 51.5034],
        [-0.0077, 51.4826],
      ],
    });
    expect(String(failures[0])).toMatch(/answered 500/);
  });

  it('draws the straight line when the service finds no road', async () => {
    osrm.setMode('no-route');
    const route = await createRoutePlanner(osrm.url).route(westminster, greenwich);
    expect(route.Source).toBe('crow');
  });

  it(
    'gives up on a service that does not answer in time',
    async () => {
      osrm.setMode('hang');
      const started = Date.now();
      const route = await createRoutePlanner(osrm.url).route(westminster, greenwich);
      expect(route.Source).toBe('crow');
      expect(Date.now() - started).toBeGreaterThanOrEqual(routingTimeoutMs - 50);
      expect(Date.now() - started).toBeLessThan(routingTimeoutMs + 1_500);
    },
    routingTimeoutMs + 5_000,
  );

  it('draws the straight line without a routing service, asking nobody', async () => {
    const route = await createRoutePlanner(undefined).route(westminster, greenwich);
    expect(route.Source).toBe('crow');
    expect(osrm.requests).toEqual([]);
  });

  it('keeps a route for a minute, for points within about 50 m', async () => {
    let now = 0;
    const planner = createRoutePlanner(osrm.url, { now: () => now });
    await planner.route(westminster, greenwich);
    await planner.route({ lat: 51.5035, lng: -0.1275 }, greenwich);
    expect(osrm.requests).toHaveLength(1);
    await planner.route({ lat: 51.51, lng: -0.1276 }, greenwich);
    expect(osrm.requests).toHaveLength(2);
    now = routeCacheMs + 1;
    await planner.route(westminster, greenwich);
    expect(osrm.requests).toHaveLength(3);
  });
});
