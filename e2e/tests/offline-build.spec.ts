// The build ships what installation and offline use need: the worker, the web app manifest and its icons.
import { type APIRequestContext, expect, test } from '@playwright/test';

/** Width and height from a PNG's IHDR chunk. */
async function pngSize(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString('ascii'), path).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the service worker precaches the shell, not every lazy chunk', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const worker = await response.text();
  const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  expect(precached).toContain('/'); // the served index.html, with its run-time configuration
  expect(precached).toContain('manifest.webmanifest');
  expect(precached.some((url) => /^assets\/index-[\w-]+\.js$/.test(url ?? ''))).toBe(true);
  expect(precached.filter((url) => /-page-[\w-]+\.js$/.test(url ?? ''))).toEqual([]);
});

test('the web app manifest makes Callout installable, with regular, maskable and iOS icons', async ({
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Callout',
    short_name: 'Callout',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b5c4a',
  });
  for (const icon of manifest.icons) expect(await pngSize(request, icon.src)).toBe(icon.sizes);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);

  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  const appleIcon = html.match(/<link rel="apple-touch-icon" href="([^"]+)"/)?.[1];
  expect(appleIcon).toBeDefined();
  expect(await pngSize(request, appleIcon ?? '')).toBe('180x180');
  expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Callout" />');
});
