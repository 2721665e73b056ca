// A canary whose entry throws: each browser that gets it tries the entry twice, reports it with the
// version, and offers a refresh while the rest of the app works; once the canary has had enough page loads
// with too many problems the server rolls it back by itself, every new page gets the live version again,
// and the operators are told (the Releases page names the rollback, and a mail goes to each operator).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  demoOperator,
  loginToken,
  newAccount,
  operatorToken,
  registerAccount,
  storeSession,
} from '../support/accounts';
import { type RunningServer, repoRoot, startServer } from '../support/server';

let server: RunningServer;
/** mf-support's build with an entry that throws as it is evaluated. */
let brokenBuild: string;
const token = `health-journey-${'t'.repeat(32)}`;
const minLoads = 4;

test.beforeAll(async () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'callout-health-'));
  cpSync(join(repoRoot, 'dist'), staticDir, { recursive: true });
  // Away from the other journeys' servers (+50 module-release, +90 ops-release, +110 module-versions,
  // +137 module-canary).
  const port = Number(process.env.E2E_PORT ?? 8181) + 163;
  server = await startServer(port, {
    STATIC_DIR: staticDir,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'callout-health-data-')),
    RELEASE_TOKEN: token,
    // Each device on the canary loads two pages (the module's, then the help centre) and reports one problem.
    CANARY_ROLLBACK_ERROR_RATE: '0.3',
    CANARY_ROLLBACK_MIN_LOADS: String(minLoads),
  });
  brokenBuild = mkdtempSync(join(tmpdir(), 'callout-health-build-'));
  cpSync(join(staticDir, 'remotes/mf-support'), brokenBuild, { recursive: true });
  const entry = join(brokenBuild, 'assets/remoteEntry.js');
  writeFileSync(entry, `throw new Error('this canary is broken');\n${readFileSync(entry, 'utf8')}`);
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

/** A fresh browser (no device cookie yet) signed in as `customer`, on mf-support's page. */
async function freshDevice(browser: Browser, customerToken: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeSession(page, customerToken, 'user');
  const version = await loadedVersion(page, () => page.goto(`${server.url}/support`));
  return { context, page, version };
}

test('a canary whose entry throws is rolled back by itself, the app stays usable, and operators are told', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const customer = newAccount('user', 'health');
  await registerAccount(request, customer, server.url);
  const customerToken = await loginToken(request, customer, server.url);

  const operator = await operatorToken(request, server.url);
  /** Whether mf-support still has a canary, as the operators' release list says. */
  const canaryStillOn = async () => {
    const list = (await (
      await request.get(`${server.url}/api/ops/module-releases`, {
        headers: { authorization: `Bearer ${operator}` },
      })
    ).json()) as { data: { modules: { Module: string; Versions: { CanaryShare?: number }[] }[] } };
    const versions = list.data.modules.find((entry) => entry.Module === 'mf-support')?.Versions ?? [];
    return versions.some((version) => version.CanaryShare !== undefined);
  };

  // The live version, read before the canary goes out: with a 50 % share the devices below may all get the
  // canary until it is rolled back.
  const before = await freshDevice(browser, customerToken);
  const live = before.version;
  await before.context.close();
  expect(live).toBeTruthy();

  const said = release('--from', brokenBuild, '--canary', '50');
  const canary = /mf-support ([0-9a-f]{12}) goes to 50 % of devices/.exec(said)?.[1];
  expect(canary, said).toBeTruthy();

  /** Page loads of the canary: two per device that got it (its module page, then the help centre). */
  let canaryLoads = 0;
  let rolledBack = false;
  for (let n = 0; n < 40 && !rolledBack; n += 1) {
    const device = await freshDevice(browser, customerToken);
    const main = device.page.getByRole('main');
    if (device.version === canary) {
      canaryLoads += 2;
      // Tried twice, then the offer of a refresh in the app's frame, whose menu still works.
      await expect(main.getByText('Sorry, this page could not be loaded at the moment.')).toBeVisible();
      await expect(main.getByRole('button', { name: 'Refresh' })).toBeVisible();
      const entries = await device.page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname + new URL(entry.name).search)
          .filter((address) => address.startsWith('/remotes/mf-support/assets/remoteEntry.js')),
      );
      expect(entries).toContain(`/remotes/mf-support/assets/remoteEntry.js?v=${canary}&attempt=1`);
      await device.page.goto(`${server.url}/help`);
      await expect(device.page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    } else {
      expect(device.version).toBe(live);
      await expect(device.page.locator('[data-module="mf-support"]')).toBeVisible();
    }
    await device.context.close();
    if (canaryLoads >= minLoads) {
      // Each instance adds its counts and judges the canary every 5 seconds; until then, more devices.
      rolledBack = await expect
        .poll(canaryStillOn, { timeout: 15_000 })
        .toBe(false)
        .then(
          () => true,
          () => false,
        );
    }
  }
  expect(canaryLoads).toBeGreaterThanOrEqual(minLoads);
  expect(rolledBack).toBe(true);

  // Every new page gets the live version, and it works.
  for (let n = 0; n < 6; n += 1) {
    const device = await freshDevice(browser, customerToken);
    expect(device.version).toBe(live);
    await device.context.close();
  }

  // The operators are told: the Releases page names the rollback, and each operator has a mail.
  const page = await browser.newPage();
  await storeSession(page, operator, 'operator');
  await page.goto(`${server.url}/ops/releases`);
  const log = page.getByRole('table', { name: 'Release log' });
  const rollbackRow = log
    .getByRole('row')
    .filter({ hasText: canary })
    .filter({ hasText: 'Rolled back by itself: too many errors' });
  await expect(rollbackRow).toHaveCount(1);
  await expect(rollbackRow).toContainText('Callout, by itself (error rate)');
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`${server.url}/dev/mailbox.json`)).json()) as {
        to: string;
        subject: string;
      }[];
      return mails.some(
        (mail) =>
          mail.to === demoOperator.email && mail.subject === 'Canary of mf-support rolled back by itself',
      );
    })
    .toBe(true);
  // And the console's bell lists the notice, linking to the Releases page.
  await page.goto(`${server.url}/ops`);
  await page.getByRole('button', { name: 'Notifications' }).click();
  const notice = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('link')
    .filter({ hasText: canary });
  await expect(notice).toHaveAttribute('href', '/ops/releases');
  await page.close();
});
