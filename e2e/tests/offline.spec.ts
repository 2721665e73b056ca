// Offline-first: after one online visit, the app opens with no network at all (page and service worker),
// showing what it last knew and saying so.
import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { withoutLiveUpdates } from '../support/live-stream';
import {
  cachedPaths,
  expectWorkerOffline,
  takeServiceWorkersOfflineWithThePage,
  waitForServiceWorker,
} from './offline-support';

takeServiceWorkersOfflineWithThePage();

const publicPages: [string, string][] = [
  ['/', 'Find Trusted Service Providers Near You'],
  ['/about', 'About Us'],
  ['/howitworks', 'How It Works'],
  ['/help', 'Help centre'],
];

/**
 * A module page rendered by its module: no login redirect, no 'could not be loaded' message. A page the
 * server drew shows its heading before the app has loaded the module's page code (its main is inert until
 * then), so the app's own page is waited for: that code is what the worker must have kept for offline use.
 */
async function expectModulePage(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('This part of Callout could not be loaded')).toHaveCount(0);
}

test('public pages, the dashboard and a visited module open from cache with the network gone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await withoutLiveUpdates(context);
  await signedInAs(page, request, 'user');
  await page.goto('/');
  await waitForServiceWorker(page);

  // One online visit through the worker, which keeps what each page used. A rendered page shows its heading
  // before its code has come, so each visit lasts until the page has loaded all it asks for.
  for (const [path, heading] of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('heading', { name: /Payments and holds/ })).toBeVisible();
  for (const path of ['/dashboard', '/support']) {
    await page.goto(path);
    await expectModulePage(page, path);
  }
  await expect(page.getByText(/^You're offline, showing what you saw at \d\d:\d\d\.$/)).toBeHidden();

  await context.setOffline(true);
  await expectWorkerOffline(page);

  await page.reload();
  await expectModulePage(page, '/support');
  await page.goto('/dashboard');
  await expectModulePage(page, '/dashboard');
  for (const [path, heading] of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // The help centre's cards come from the API cache, and the app says the data is saved, not live.
  await expect(page.getByRole('heading', { name: /Payments and holds/ })).toBeVisible();
  await expect(page.getByText(/^You're offline, showing what you saw at \d\d:\d\d\.$/)).toBeVisible();

  // The module's files sit in the worker's caches: the entry, the exposed contract and its chunks.
  const cached = Object.values(await cachedPaths(page)).flat();
  expect(cached).toContain('/remotes.json');
  expect(cached).toContain('/remotes/mf-support/assets/remoteEntry.js');
  expect(cached.some((path) => /^\/remotes\/mf-support\/assets\/__federation_expose_/.test(path))).toBe(true);

  // Back online, fresh answers clear the notice.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Payments and holds/ })).toBeVisible();
  await expect(page.getByText(/^You're offline, showing what you saw at \d\d:\d\d\.$/)).toBeHidden();
});

test('an address never opened before opens offline from the precached page', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  // The first load ran before the worker; this one fetches the remotes manifest through it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: publicPages[0]?.[1] })).toBeVisible();
  // As just after a new worker activates: no page kept from an online visit, only the precached one.
  expect(await page.evaluate(() => caches.delete('callout-pages'))).toBe(true);
  await context.setOffline(true);
  await expectWorkerOffline(page);
  // Never requested online: the worker answers it with the precached index.html and the shell routes it.
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: publicPages[0]?.[1] })).toBeVisible();
});
