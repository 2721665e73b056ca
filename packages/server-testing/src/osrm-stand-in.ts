// A stand-in for the OSRM HTTP API's route service (GET /route/v1/driving/{lng},{lat};{lng},{lat}), on a
// free loopback port: it answers a three-point road via a bend, or plays an outage or a hang.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type OsrmMode = 'route' | 'fail' | 'hang' | 'no-route';

export interface OsrmStandIn {
  url: string;
  /** Paths with query of every request, in order. */
  requests: string[];
  /** What the next requests get: a route, a 500, no answer at all, or OSRM's "NoRoute". */
  setMode(mode: OsrmMode): void;
  close(): Promise<void>;
}

/** 12.3 km in 17 min 30 s: 7.6 miles, 18 minutes. */
export const standInRoute = { distanceMetres: 12_300, durationSeconds: 1_050 };

function answerRoute(request: IncomingMessage): [number, unknown] {
  const match = /^\/route\/v1\/driving\/([-\d.]+),([-\d.]+);([-\d.]+),([-\d.]+)$/.exec(
    new URL(request.url ?? '/', 'http://stand-in').pathname,
  );
  if (!match) return [400, { code: 'InvalidUrl', message: 'URL string malformed' }];
  const [fromLng, fromLat, toLng, toLat] = match.slice(1).map(Number) as [number, number, number, number];
  const bend: [number, number] = [fromLng, toLat];
  return [
    200,
    {
      code: 'Ok',
      routes: [
        {
          distance: standInRoute.distanceMetres,
          duration: standInRoute.durationSeconds,
          geometry: {
            type: 'LineString',
            coordinates: [[fromLng, fromLat], bend, [toLng, toLat]],
          },
        },
      ],
      waypoints: [],
    },
  ];
}

export async function serveOsrmStandIn(): Promise<OsrmStandIn> {
  const requests: string[] = [];
  let mode: OsrmMode = 'route';
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (mode === 'hang') return; // never answers: the caller's timeout must end the wait
    const [status, body] =
      mode === 'fail'
        ? [500, { code: 'Error' }]
        : mode === 'no-route'
          ? [200, { code: 'NoRoute', message: 'Impossible route between points' }]
          : answerRoute(request);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    setMode(next) {
      mode = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
