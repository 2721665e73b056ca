// In the browser, on a phone and on a desktop: the customer's live tracking of an order in progress, with a
// routing service (an OSRM stand-in). The map fits the provider and the job, their labels sit apart and
// inside the map, no raw coordinates show, and the arrival estimate from the driving route's time follows
// the provider's reported position.
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { type RunningServer, startServer } from '../support/server';
import { apiAs, loginDemoProvider, payWithSandboxCard, requestService, services } from './orders-support';

const mapName = "Map of the provider's location and the job";
/** 1.6 miles by the crow from the job (SW1A 1AA), then half a mile. */
const positions = [
  { lat: '51.5226', lng: '-0.1571' },
  { lat: '51.5101', lng: '-0.1342' },
];
/** The stand-in drives at 6 m/s, so the time is the distance's: a closer provider arrives sooner. */
const metresPerSecond = 6;

function metresBetween([lng1, lat1]: number[], [lng2, lat2]: number[]): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians((lat2 ?? 0) - (lat1 ?? 0)) / 2) ** 2 +
    Math.cos(radians(lat1 ?? 0)) *
      Math.cos(radians(lat2 ?? 0)) *
      Math.sin(radians((lng2 ?? 0) - (lng1 ?? 0)) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: LabelBox, b: LabelBox) =>
  Math.abs(a.x - b.x) * 2 < a.width + b.width && Math.abs(a.y - b.y) * 2 < a.height + b.height;

async function expectLabelsApartAndInside(page: Page) {
  const map = page.getByRole('figure', { name: mapName });
  const size = await map.boundingBox();
  await expect
    .poll(async () => {
      const boxes = JSON.parse((await map.getAttribute('data-labels')) ?? '[]') as LabelBox[];
      const [a, b] = boxes;
      if (!a || !b || !size) return 'two labels not drawn yet';
      if (overlap(a, b)) return `overlapping: ${JSON.stringify(boxes)}`;
      const inside = (box: LabelBox) =>
        box.x - box.width / 2 >= 0 &&
        box.x + box.width / 2 <= size.width &&
        box.y - box.height / 2 >= 0 &&
        box.y + box.height / 2 <= size.height;
      return boxes.every(inside) ? 'apart, inside the map' : `outside the map: ${JSON.stringify(boxes)}`;
    })
    .toBe('apart, inside the map');
}

test.describe('live tracking', () => {
  const port = Number(process.env.E2E_PORT ?? 8181) + 92;
  const dataDir = mkdtempSync(join(tmpdir(), 'callout-tracking-data-'));
  let routing: Server;
  let server: RunningServer;

  test.use({ baseURL: `http://localhost:${port}` });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    // An OSRM stand-in: the straight line between the two points, driven at a steady speed.
    routing = createServer((request, response) => {
      const points = /\/route\/v1\/driving\/([^?]+)/.exec(request.url ?? '')?.[1] ?? '';
      const [from, to] = points.split(';').map((pair) => pair.split(',').map(Number));
      if (!from || !to) {
        response.writeHead(400).end();
        return;
      }
      const distance = metresBetween(from, to);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          code: 'Ok',
          routes: [{ distance, duration: distance / metresPerSecond, geometry: { coordinates: [from, to] } }],
        }),
      );
    });
    await new Promise<void>((resolve) => routing.listen(0, '127.0.0.1', resolve));
    const routingUrl = `http://127.0.0.1:${(routing.address() as AddressInfo).port}`;
    server = await startServer(port, { DATA_DIR: dataDir, ROUTING_URL: routingUrl, MAP_TILE_URL: 'none' });
  });

  test.afterAll(async () => {
    await server?.stop();
    routing?.closeAllConnections();
    await new Promise((resolve) => routing?.close(resolve));
  });

  for (const [device, viewport] of [
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1366, height: 900 }],
  ] as const) {
    test.describe(`on ${device}`, () => {
      test.use({ viewport });

      test('fits both points with their labels apart, and the arrival estimate follows the provider', async ({
        page,
        request,
      }) => {
        test.setTimeout(120_000);
        const { token } = await signedInAs(page, request, 'user');
        const orderId = await requestService(request, token, services.deepClean);
        await payWithSandboxCard(request, token, orderId);
        const customer = apiAs(request, 'user', token);
        expect((await customer.get('startorder', { orderid: orderId })).body.success).toBe(true);
        const provider = apiAs(request, 'provider', await loginDemoProvider(request));
        const report = async (at: { lat: string; lng: string }) => {
          const sent = await provider.get('geolocation', { orderid: orderId, ...at });
          expect(sent.body.success, sent.body.message).toBe(true);
        };
        await report(positions[0] ?? { lat: '', lng: '' });

        await page.goto(`/details/${orderId}`);
        // The map loads once its place is on screen.
        await page.getByRole('heading', { name: 'Live tracking' }).scrollIntoViewIfNeeded();
        const map = page.getByRole('figure', { name: mapName });
        await expect(map).toHaveAttribute('data-markers', '2', { timeout: 15_000 });
        await map.scrollIntoViewIfNeeded();
        await expect(map).toHaveAttribute('data-line', 'road');
        await expectLabelsApartAndInside(page);

        const arrival = page.getByTestId('arrival-estimate');
        const sentence =
          /^Arriving around \d\d:\d\d: about (\d+) min by road from the provider's last position\.$/;
        await expect(arrival).toHaveText(sentence, { timeout: 15_000 });
        const minutesOf = async () => Number(sentence.exec((await arrival.textContent()) ?? '')?.[1]);
        const before = await minutesOf();
        expect(before).toBeGreaterThan(5);
        // No raw coordinates anywhere on the page.
        await expect(page.locator('main')).not.toContainText(/\d{1,2}\.\d{4,}/);

        // The provider moves closer: the next poll brings the position, the route and a sooner arrival.
        await report(positions[1] ?? { lat: '', lng: '' });
        await expect.poll(minutesOf, { timeout: 20_000 }).toBeLessThan(before);
        await expect(map).toHaveAttribute('data-provider-position', '51.5101,-0.1342');
        await expectLabelsApartAndInside(page);
        await expect(page.locator('main')).not.toContainText(/\d{1,2}\.\d{4,}/);
      });
    });
  }
});
