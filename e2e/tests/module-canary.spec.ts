// A canary release: a second build of mf-support goes to half the devices. Of 20 fresh browsers, between 5
// and 15 get it, each keeps its version over a reload (its device cookie), and after a rollback every new
// browser gets the live version while an open page on the canary is offered the reload.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { operatorToken, storeSession } from '../support/accounts';
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
