// In the browser: the demo customer's live order map with the tiles blocked still
// shows the shipped outline of the UK and the straight line "as the crow flies", said in words too; with
// a local tile stand-in (MAP_TILE_URL) the map draws its tiles; and a map visited once reopens offline,
// its tiles from the service worker's cache.

import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { demoCustomer, loginToken, storeSession } from '../support/accounts';
import { type RunningServer, startServer } from '../support/server';
import {
  expectWorkerOffline,
  takeServiceWorkersOfflineWithThePage,
  waitForServiceWorker,
} from './offline-support';

const inProgressOrder = 'ORD-DEMO000003';
const mapName = "Map of the provider's location and the job";

/** The land colour of the outline (base-layers.ts) and the stand-in's tile colour, as RGB. */
const land: Rgb = [0xe8, 0xef, 0xe6];
const magenta: Rgb = [0xff, 0x00, 0xff];
type Rgb = [number, number, number];

/** A 256×256 PNG of one colour, made here so the stand-in needs no file. */
function solidPng([r, g, b]: Rgb): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: 256 }, () => [r, g, b]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 256 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** How many pixels of `rgb` the canvas of the map layer `layerClass` holds. */
function pixelsOf(page: Page, layerClass: string, rgb: Rgb): Promise<number> {
  return page.evaluate(
    ([selector, [r, g, b]]) => {
      const canvas = document.querySelector<HTMLCanvasElement>(selector);
      const context = canvas?.getContext('2d');
      if (!canvas || !context || canvas.width === 0) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i] === r && data[i + 1] === g && data[i + 2] === b && data[i + 3] === 255) count += 1;
      }
      return count;
    },
    [`figure[aria-label="${mapName}"] .${layerClass} canvas`, rgb] as const,
  );
}

async function openLiveMap(page: Page) {
  await page.goto(`/details/${inProgressOrder}`);
  const map = page.getByRole('figure', { name: mapName });
  await expect(map).toHaveAttribute('data-markers', '2', { timeout: 15_000 });
  return map;
}

test.describe('the live order map with its tiles blocked', () => {
  test.beforeEach(async ({ page, request }) => {
    await storeSession(page, await loginToken(request, demoCustomer), 'user');
  });

  test('shows the outline of the UK and the straight line, as the crow flies', async ({ page }) => {
    const tileRequests: string[] = [];
    await page.route(/\/\d+\/\d+\/\d+\.png$/, (route) => {
      tileRequests.push(route.request().url());
      return route.abort('blockedbyclient');
    });
    const map = await openLiveMap(page);
    await expect(map).toHaveAttribute('data-line', 'crow');
    await expect(page.getByTestId('route-summary')).toHaveText(
      /^No driving route is available, so the map shows a straight line: \d+\.\d miles as the crow flies\.$/,
    );
    await expect.poll(() => pixelsOf(page, 'callout-map-outline', land)).toBeGreaterThan(1_000);
    // The tiles were asked for (and refused): the outline is what stands in for them.
    expect(tileRequests.length).toBeGreaterThan(0);
    await expect(map.getByText('© OpenStreetMap contributors')).toBeAttached();
  });
});

test.describe('the live order map with a tile server', () => {
  takeServiceWorkersOfflineWithThePage();
  const port = Number(process.env.E2E_PORT ?? 8181) + 90;
  const dataDir = mkdtempSync(join(tmpdir(), 'callout-maps-data-'));
  const tile = solidPng(magenta);
  const served: string[] = [];
  let tiles: Server;
  let server: RunningServer;

  test.use({ baseURL: `http://localhost:${port}` });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // A stand-in tile server: the same picture for every /{z}/{x}/{y}.png, readable across origins.
    tiles = createServer((request, response) => {
      if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
        response.writeHead(404).end();
        return;
      }
      served.push(request.url ?? '');
      response.writeHead(200, {
        'content-type': 'image/png',
        'access-control-allow-origin': '*',
        'cache-control': 'max-age=3600',
      });
      response.end(tile);
    });
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    const tileUrl = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}/{z}/{x}/{y}.png`;
    server = await startServer(port, { DATA_DIR: dataDir, MAP_TILE_URL: tileUrl });
  });

  test.afterAll(async () => {
    await server?.stop();
    tiles?.closeAllConnections();
    await new Promise((resolve) => tiles?.close(resolve));
  });

  test('draws its tiles, and a visited map reopens offline from the kept tiles', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await storeSession(page, await loginToken(request, demoCustomer, `http://localhost:${port}`), 'user');
    await page.goto('/');
    await waitForServiceWorker(page);

    const map = await openLiveMap(page);
    await expect.poll(() => served.length).toBeGreaterThan(0);
    await expect.poll(() => pixelsOf(page, 'callout-map-tiles', magenta)).toBeGreaterThan(10_000);
    await expect(map.getByText('Map tiles: 127.0.0.1')).toBeAttached();
    const kept = await page.evaluate(
      async () => (await (await caches.open('callout-map-tiles')).keys()).length,
    );
    expect(kept).toBeGreaterThan(0);

    // Offline, and the tile server gone too: the tiles come from the worker's cache.
    await context.setOffline(true);
    await expectWorkerOffline(page);
    const before = served.length;
    await page.reload();
    await expect(page.getByRole('figure', { name: mapName })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => pixelsOf(page, 'callout-map-tiles', magenta)).toBeGreaterThan(10_000);
    expect(served.length).toBe(before);
    await context.setOffline(false);
  });
});
