// The main screens at a phone's width (390) and a desktop's (1280), in the light and
// in the dark theme, against baselines kept under e2e/tests/__screenshots__ (updated on purpose only:
// `pnpm exec playwright test tests/visual.spec.ts --update-snapshots`). What changes from run to run is
// masked: order ids, dates and times, the account's address, the demo ribbon and map canvases.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { operatorToken, signedInAs, storeSession } from '../support/accounts';
import { giveDemoLocation } from '../support/address';
import { settled } from '../support/axe';
import { type RunningServer, startServer } from '../support/server';
import { loginDemoProvider, payWithSandboxCard, requestService, services } from './orders-support';

const widths = [390, 1280] as const;
const themes = ['light', 'dark'] as const;

/** Dates ("24 Nov 2026", "2026-11-24", a chart's "Nov 2026") and times ("14:05"), which follow the clock. */
const datesAndTimes =
  /\b\d{1,2} [A-Z][a-z]{2,8},? \d{4}\b|\b[A-Z][a-z]{2,8} \d{4}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}:\d{2}\b/;

/** What differs between two runs on the same build: never compared. */
function volatile(page: Page, extra: readonly Locator[]): Locator[] {
  return [
    page.locator('.demo-ribbon'),
    page.locator('canvas, .ol-viewport, time'),
    page.getByText(datesAndTimes),
    ...extra,
  ];
}

/** The page as it stands, once its data, pictures and fonts are in. */
async function steady(page: Page, path: string, ready?: Locator) {
  // The style guide shows a spinner on purpose: its own heading says it is drawn.
  if (path === '/styleguide') await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  else await settled(page);
  if (ready) await expect(ready).toBeVisible();
  // Pictures in view (lazy ones below the fold load when scrolled to: the full-page shot scrolls).
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pictures = Array.from(document.images).filter(
      (image) => !image.complete && image.loading !== 'lazy',
    );
    const loaded = Promise.all(pictures.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([loaded, new Promise((done) => setTimeout(done, 5_000))]);
  });
}

/** One screen at both widths in both themes. The page is loaded once per width (phone layouts differ). */
async function shoot(
  page: Page,
  name: string,
  path: string,
  ready?: Locator,
  mask: readonly Locator[] = [],
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    for (const colorScheme of themes) {
      await test.step(`${name} at ${width} px, ${colorScheme}`, async () => {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await steady(page, path, ready);
        await expect(page).toHaveScreenshot(`${name}-${width}-${colorScheme}.png`, {
          fullPage,
          animations: 'disabled',
          caret: 'hide',
          // Survives font hinting and anti-aliasing; a changed layout or colour moves far more pixels.
          maxDiffPixelRatio: 0.02,
          mask: volatile(page, mask),
        });
      });
    }
  }
}

// A server of its own on a fresh demo database: what the screens show (trending services, leading providers,
// promotions) must not depend on what the suite's other journeys booked before this one.
const port = Number(process.env.E2E_PORT ?? 8181) + 100;
const dataDir = mkdtempSync(join(tmpdir(), 'callout-visual-data-'));
let server: RunningServer;

test.use({
  baseURL: `http://localhost:${port}`,
  geolocation: { latitude: 51.501, longitude: -0.1246 },
  permissions: ['geolocation'],
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer(port, { DATA_DIR: dataDir });
});

test.afterAll(async () => {
  await server?.stop();
});

test('public screens: home, login and the style guide', async ({ page }) => {
  test.setTimeout(120_000);
  await shoot(page, 'home', '/');
  await shoot(page, 'login', '/login');
  await shoot(page, 'styleguide', '/styleguide', page.getByRole('heading', { name: 'Dark theme' }));
});

test('customer screens: dashboard, a booking step, orders, an order and support', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token, account } = await signedInAs(page, request, 'user');
  const orderId = await requestService(request, token, services.deepClean);
  await payWithSandboxCard(request, token, orderId);
  const ids = [page.getByText(orderId), page.getByText(account.email)];

  // What the dashboard lists below its first screen follows every order in the database (trending services
  // and leading providers, ranked by recent orders, ties in any order): the first screen is compared, with
  // those lists masked where they reach into it.
  const rankings = [
    page.locator('section[aria-labelledby="bk-orders-title"]'),
    page.locator('section[aria-labelledby="bk-trending-title"]'),
    page.locator('section[aria-labelledby="bk-leading-title"]'),
  ];
  await shoot(
    page,
    'dashboard',
    '/dashboard',
    page.getByRole('link', { name: `Order ${orderId}` }),
    [...ids, ...rankings],
    { fullPage: false },
  );
  await shoot(page, 'orders', '/orders', page.getByRole('main').getByText(orderId).first(), ids);
  await shoot(
    page,
    'order-details',
    `/details/${orderId}`,
    page.getByRole('button', { name: 'Chat Provider' }),
    ids,
  );
  await shoot(page, 'support', '/support', undefined, ids);

  // The first step with a choice behind it: the category step, with the place in the draft panel.
  await giveDemoLocation(page);
  await expect(page).toHaveURL('/service/category');
  await shoot(page, 'booking-category', '/service/category', page.getByRole('button', { name: /^Cleaning/ }));
});

test('the provider dashboard', async ({ page, request }) => {
  await storeSession(page, await loginDemoProvider(request), 'provider');
  await shoot(page, 'provider', '/provider', page.locator('.pv-summary'));
});

test("the operator console's home", async ({ page, request }) => {
  await storeSession(page, await operatorToken(request), 'operator');
  await shoot(page, 'ops', '/ops', page.locator('.ops-sections'));
});
