import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder, Place } from './geocoder';
import { createOnlineGeocoder } from './online-geocoder';

const westminster = {
  postcode: 'SW1A 2AA',
  latitude: 51.5034,
  longitude: -0.1276,
  country: 'England',
  admin_district: 'Westminster',
  region: 'London',
};
const jersey = { ...westminster, postcode: 'JE2 3AB', country: 'Channel Islands' };

const fallbackPlace: Place = {
  postcode: 'SW1A',
  address: 'London SW1A',
  region: 'London',
  lat: 51.5,
  lng: -0.14,
};
const fallback: Geocoder = {
  suggest: async () => [fallbackPlace],
  locate: async () => fallbackPlace,
};

let server: Server;
let base: string;
let down = false;

beforeAll(async () => {
  // A stand-in for the postcode service's API, on loopback.
  server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (down) return send(503, { error: 'down' });
    const url = req.url ?? '';
    if (url.startsWith('/postcodes/SW1A%202/autocomplete'))
      return send(200, { result: ['SW1A 2AA', 'JE2 3AB'] });
    if (url === '/postcodes' && req.method === 'POST') {
      return send(200, {
        result: [
          { query: 'SW1A 2AA', result: westminster },
          { query: 'JE2 3AB', result: jersey },
        ],
      });
    }
    if (url === '/postcodes/SW1A%202AA') return send(200, { result: westminster });
    return send(404, { result: null });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('online geocoder', () => {
  it('suggests UK postcodes with coordinates and leaves out places outside the UK', async () => {
    const places = await createOnlineGeocoder(base, fallback).suggest('SW1A 2', 10);
    expect(places).toEqual([
      { postcode: 'SW1A 2AA', address: 'Westminster SW1A 2AA', region: 'London', lat: 51.5034, lng: -0.1276 },
    ]);
  });

  it('locates a full postcode, and asks the gazetteer for what the service does not know', async () => {
    const online = createOnlineGeocoder(base, fallback);
    expect((await online.locate('SW1A 2AA'))?.lat).toBe(51.5034);
    expect(await online.locate('SW1A')).toEqual(fallbackPlace);
  });

  it('falls back to the gazetteer when the service is down', async () => {
    down = true;
    const online = createOnlineGeocoder(base, fallback);
    expect(await online.suggest('SW1A 2', 10)).toEqual([fallbackPlace]);
    expect(await online.locate('SW1A 2AA')).toEqual(fallbackPlace);
    down = false;
  });
});
