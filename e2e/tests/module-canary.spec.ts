// A canary release: a second build of mf-support goes to half the devices. Of 20 fresh browsers, between 5
// and 15 get it, each keeps its version over a reload (its device cookie), and after a rollback every new
// browser gets the live version while an open page on the canary is offered the reload. A signed-in page is
// drawn on the server by the version its browser gets, the version whose page then takes its place.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { loginToken, newAccount, operatorToken, registerAccount, storeSession } from '../support/accounts';
import { type RunningServer, repoRoot, startServer } from '../support/server';

let server: RunningServer;
let staticDir: string;
/** A second build of mf-support, the canary. */
let canaryBuild: string;
const token = `canary-journey-${'t'.repeat(32)}`;

test.beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'callout-canary-'));
  cpSync(join(repoRoot, 'dist'), staticDir, { recursive: true });
  // Away from the other journeys' servers (+50 module-release, +90 ops-release, +110 module-versions).
  const port = Number(process.env.E2E_PORT ?? 8181) + 137;
  server = await startServer(port, {
    STATIC_DIR: staticDir,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'callout-canary-data-')),
    RELEASE_TOKEN: token,
  });
  canaryBuild = mkdtempSync(join(tmpdir(), 'callout-canary-build-'));
  execFileSync(
    join(repoRoot, 'mf-support/node_modules/.bin/vite'),
    ['build', '--configLoader', 'runner', '--logLevel', 'warn'],
    {
      cwd: join(repoRoot, 'mf-support'),
      env: { ...process.env, VITE_BUILD_ID: 'canary-2', CALLOUT_REMOTE_OUT_DIR: canaryBuild },
      stdio: 'inherit',
    },
  );
  // Its page renderer too, which the release carries with it.
  execFileSync(
    join(repoRoot, 'mf-support/node_modules/.bin/vite'),
    ['build', '--configLoader', 'runner', '--logLevel', 'warn', '--config', 'vite.render.config.ts'],
    {
      cwd: join(repoRoot, 'mf-support'),
      env: { ...process.env, VITE_BUILD_ID: 'canary-2', CALLOUT_REMOTE_OUT_DIR: canaryBuild },
      stdio: 'inherit',
    },
  );
});

test.afterAll(async () => {
  await server?.stop();
});

const release = (...args: string[]) =>
  execFileSync(
    process.execPath,
    [join(repoRoot, 'scripts/release.mjs'), 'mf-support', ...args, '--server', server.url],
    { env: { ...process.env, RELEASE_TOKEN: token }, encoding: 'utf8' },
  );

/** The mf-support version the shell of `page` read from /remotes.json as it loaded. */
async function loadedVersion(page: Page, load: () => Promise<unknown>): Promise<string | undefined> {
  const manifest = page.waitForResponse((r) => new URL(r.url()).pathname === '/remotes.json');
  await load();
  const body = (await (await manifest).json()) as { remotes: { name: string; version: string }[] };
  return body.remotes.find((remote) => remote.name === 'mf-support')?.version;
}

/** A fresh browser (no cookie yet) on the home page: its page and the version it got. */
async function freshDevice(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const version = await loadedVersion(page, () => page.goto(`${server.url}/`));
  return { context, page, version };
}

test('a 50 % canary reaches about half the devices, each keeping its version, until it is rolled back', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const live = (await freshDevice(browser)).version;
  const said = release('--from', canaryBuild, '--canary', '50');
  const canary = /mf-support ([0-9a-f]{12}) goes to 50 % of devices/.exec(said)?.[1];
  expect(canary, said).toBeTruthy();
  expect(canary).not.toBe(live);

  const devices = [];
  for (let n = 0; n < 20; n += 1) devices.push(await freshDevice(browser));
  const onCanary = devices.filter((device) => device.version === canary);
  expect(devices.every((device) => device.version === live || device.version === canary)).toBe(true);
  expect(onCanary.length).toBeGreaterThanOrEqual(5);
  expect(onCanary.length).toBeLessThanOrEqual(15);
  for (const device of devices) {
    expect(await loadedVersion(device.page, () => device.page.reload())).toBe(device.version);
  }
  // The canary's own entry is what such a page loads for the module.
  const entry = await onCanary[0]?.page.evaluate(
    async (v) => (await fetch(`/remotes/mf-support/assets/remoteEntry.js?v=${v}`)).status,
    canary,
  );
  expect(entry).toBe(200);

  // A page of the app proper (a visitor's home page waits for a click before the app starts).
  const open = onCanary[0]?.page as Page;
  expect(await loadedVersion(open, () => open.goto(`${server.url}/services`))).toBe(canary);
  await expect(open.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  expect(release('--rollback')).toBe(`mf-support ${live} is live for every device.\n`);
  // The open page on the canary is offered the reload when it next looks for releases.
  await open.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const prompt = open.getByRole('region', { name: 'Update available' });
  await expect(prompt).toContainText('A new version of Callout is ready.');
  expect(await loadedVersion(open, () => prompt.getByRole('button', { name: 'Reload' }).click())).toBe(live);
  for (const device of devices) await device.context.close();

  for (let n = 0; n < 20; n += 1) {
    const device = await freshDevice(browser);
    expect(device.version).toBe(live);
    await device.context.close();
  }
});

test('a signed-in page is drawn on the server by the version its browser runs, the one that takes its place', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const said = release('--from', canaryBuild, '--canary', '50');
  const canary = /mf-support ([0-9a-f]{12}) goes to 50 % of devices/.exec(said)?.[1];
  expect(canary, said).toBeTruthy();
  const customer = newAccount('user', `drawn${testInfo.repeatEachIndex}w${testInfo.project.name.length}`);
  await registerAccount(request, customer, server.url);
  const session = await loginToken(request, customer, server.url);
  const seen = new Set<string>();
  for (let n = 0; n < 12 && seen.size < 2; n += 1) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await storeSession(tab, session, 'user');
    // The first load tells the server the page session; the next is drawn for the account.
    await tab.goto(`${server.url}/support`);
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === 'callout-page-session'))
      .toBe(true);
    const manifest = tab.waitForResponse((r) => new URL(r.url()).pathname === '/remotes.json');
    const html = (await (await tab.reload())?.text()) ?? '';
    const remotes = (await (await manifest).json()) as { remotes: { name: string; version: string }[] };
    const version = remotes.remotes.find((remote) => remote.name === 'mf-support')?.version;
    const build = version === canary ? 'canary-2' : 'local';
    // Drawn by the version this browser got...
    expect(/data-module="mf-support"[^>]*data-build="([^"]+)"/.exec(html)?.[1], html).toBe(build);
    // ...and the app that takes the drawn page's place (take-over.ts) shows the same version's page.
    await expect(tab.locator('#root:not([data-rendered])')).toBeAttached({ timeout: 15_000 });
    await expect(tab.locator('[data-module="mf-support"]')).toHaveAttribute('data-build', build);
    seen.add(build);
    await context.close();
  }
  expect([...seen].sort()).toEqual(['canary-2', 'local']);
  expect(release('--rollback')).toContain('is live for every device');
});

test("the console's Releases page shows the canary and its share, and promotes it from the keyboard", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const canary = /([0-9a-f]{12}) goes to 50 %/.exec(release('--from', canaryBuild, '--canary', '50'))?.[1];
  await storeSession(page, await operatorToken(request, server.url), 'operator');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/ops/releases`);
    const versions = page.getByRole('table', { name: 'Versions of mf-support' });
    await expect(versions.getByRole('row').filter({ hasText: canary })).toContainText(
      'Canary: 50 % of devices',
    );
    await expect(versions.getByRole('row').filter({ hasText: 'Live' })).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Release log' })).toContainText('Canary to 50 % of devices');
    // Nothing wider than the screen but the tables' own scrolling boxes.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  const promote = page.getByRole('button', { name: 'Promote mf-support' });
  await promote.focus();
  await page.keyboard.press('Enter');
  const yes = page.getByRole('button', { name: 'Yes, promote' });
  await expect(yes).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`mf-support ${canary} is live for every device.`)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Versions of mf-support' }).getByRole('row').filter({ hasText: canary }),
  ).toContainText('Live');
  const device = await freshDevice(browser);
  expect(device.version).toBe(canary);
  await device.context.close();
});

test("an operator pins a customer's account to a kept version on the Releases page, and that account gets it", async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // The canary build live for every device (or live already, after the tests above): the version before
  // it stays kept, to pin at.
  release('--from', canaryBuild);
  await storeSession(page, await operatorToken(request, server.url), 'operator');
  await page.goto(`${server.url}/ops/releases`);
  const versions = page.getByRole('table', { name: 'Versions of mf-support' });
  const keptVersion = await versions
    .getByRole('row')
    .filter({ hasText: 'Kept' })
    .first()
    .locator('code')
    .textContent();
  expect(keptVersion).toMatch(/^[0-9a-f]{12}$/);

  const customer = newAccount('user', `pinned${testInfo.repeatEachIndex}w${testInfo.project.name.length}`);
  await registerAccount(request, customer, server.url);
  const pins = page.getByRole('region', { name: 'Accounts pinned to a version of mf-support' });
  await pins.getByLabel('Email address of the account').fill(customer.email);
  await pins.getByLabel('Version').selectOption(keptVersion ?? '');
  await pins.getByRole('button', { name: 'Pin the account to this version of mf-support' }).click();
  await expect(
    pins.getByText(`${customer.email} gets mf-support ${keptVersion} on the next page load.`),
  ).toBeVisible();
  await expect(pins.getByRole('listitem').filter({ hasText: customer.email })).toContainText(
    keptVersion ?? '',
  );
  await expect(page.getByRole('table', { name: 'Release log' })).toContainText('Account pinned');

  // The pinned customer's browser gets the pinned version, once its page session is known to the server.
  const context = await browser.newContext();
  const tab = await context.newPage();
  await storeSession(tab, await loginToken(request, customer, server.url), 'user');
  await tab.goto(`${server.url}/services`);
  await expect
    .poll(async () => loadedVersion(tab, () => tab.reload()), { timeout: 20_000 })
    .toBe(keptVersion);
  // Anyone else gets the live version.
  const other = await freshDevice(browser);
  expect(other.version).not.toBe(keptVersion);
  await other.context.close();

  // The pin taken off: the customer gets the live version again.
  await pins.getByRole('button', { name: `Remove the pin of ${customer.email}` }).click();
  await expect(pins.getByText(`${customer.email} gets the live version of mf-support again.`)).toBeVisible();
  expect(await loadedVersion(tab, () => tab.reload())).toBe(other.version);
  await context.close();
});

test('a support subject being written survives the reload a rollback offers', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const customer = newAccount('user', `draft${testInfo.repeatEachIndex}w${testInfo.project.name.length}`);
  await registerAccount(request, customer, server.url);
  const token = await loginToken(request, customer, server.url);
  // The build before the canary's, live again, and the canary build to half of the devices.
  const before = /mf-support ([0-9a-f]{12})/.exec(release('--rollback'))?.[1];
  const started = release('--from', canaryBuild, '--canary', '50');
  const canary = /mf-support ([0-9a-f]{12}) goes to 50 % of devices/.exec(started)?.[1];
  expect(canary, started).toBeTruthy();
  expect(canary).not.toBe(before);

  // The customer's browsers until one is on the canary (new devices are spread evenly: one or two tries).
  let tab: Page | undefined;
  const contexts = [];
  for (let n = 0; n < 10 && !tab; n += 1) {
    const context = await browser.newContext();
    contexts.push(context);
    const candidate = await context.newPage();
    await storeSession(candidate, token, 'user');
    if ((await loadedVersion(candidate, () => candidate.goto(`${server.url}/support`))) === canary)
      tab = candidate;
  }
  if (!tab) throw new Error('no device was given the canary');
  const subject = tab.getByLabel('Subject');
  const typed = `Boiler pressure keeps dropping ${testInfo.repeatEachIndex}`;
  await subject.fill(typed);

  release('--rollback');
  await tab.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const prompt = tab.getByRole('region', { name: 'Update available' });
  await expect(prompt).toContainText('A new version of Callout is ready.');
  const open = tab;
  expect(await loadedVersion(open, () => prompt.getByRole('button', { name: 'Reload' }).click())).toBe(
    before,
  );
  // The module's other version is on the page, and the subject is as it was typed.
  await expect(open.getByLabel('Subject')).toHaveValue(typed);
  for (const context of contexts) await context.close();
});
