// Releases reach an open tab through the update prompt, and only when the user presses Reload: a new
// shell (its service worker waits) and a new build of one module (its version in /remotes.json changes).

import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { type RunningServer, repoRoot, startServer } from '../support/server';
import { waitForServiceWorker } from './offline-support';

let server: RunningServer;
let staticDir: string;

test.beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'callout-update-'));
  cpSync(join(repoRoot, 'dist'), staticDir, { recursive: true });
  server = await startServer(Number(process.env.E2E_PORT ?? 8181) + 60, {
    STATIC_DIR: staticDir,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'callout-update-data-')),
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** What the app does when the tab comes back to the foreground: look for new releases. */
const checkForUpdates = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

async function moduleVersion(request: APIRequestContext, name: string): Promise<string | undefined> {
  const manifest = (await (await request.get(`${server.url}/remotes.json`)).json()) as {
    remotes: { name: string; version: string }[];
  };
  return manifest.remotes.find((remote) => remote.name === name)?.version;
}

test('a new shell worker waits for the Reload button and takes over only then', async ({ page }) => {
  await page.goto(`${server.url}/about`);
  await waitForServiceWorker(page);
  await page.evaluate(() => {
    (window as { beforeUpdate?: boolean }).beforeUpdate = true;
  });

  appendFileSync(join(staticDir, 'shell/sw.js'), '\n// release 2\n');
  await checkForUpdates(page);
  const prompt = page.getByRole('region', { name: 'Update available' });
  await expect(prompt).toContainText('A new version of Callout is ready.');

  // Nothing reloads by itself, whatever the user is doing on the page.
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(prompt).toBeHidden();
  const registration = await page.evaluate(async () => {
    const current = await navigator.serviceWorker.getRegistration();
    return { waiting: current?.waiting ?? null, active: current?.active?.state };
  });
  expect(registration).toEqual({ waiting: null, active: 'activated' });
});

test('a new build of one module is offered to an open tab and loaded on Reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInAs(page, request, 'user', server.url);
  await page.goto(`${server.url}/support`);
  await waitForServiceWorker(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const before = await moduleVersion(request, 'mf-support');

  execFileSync(
    join(repoRoot, 'mf-support/node_modules/.bin/vite'),
    ['build', '--configLoader', 'runner', '--logLevel', 'warn'],
    {
      cwd: join(repoRoot, 'mf-support'),
      env: {
        ...process.env,
        VITE_BUILD_ID: 'offline-update',
        CALLOUT_REMOTE_OUT_DIR: join(staticDir, 'remotes/mf-support'),
      },
      stdio: 'inherit',
    },
  );
  const after = await moduleVersion(request, 'mf-support');
  expect(after).not.toBe(before);

  await checkForUpdates(page);
  const prompt = page.getByRole('region', { name: 'Update available' });
  await expect(prompt).toContainText('A new version of Callout is ready.');

  // Reload fetches the released entry, network first through the worker, with its new version.
  const newEntry = page.waitForRequest((r) =>
    r.url().includes(`/remotes/mf-support/assets/remoteEntry.js?v=${after}`),
  );
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await newEntry;
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toBeHidden();
});
