// A tab keeps the module version it started with: after a release that removed that version's chunks from
// the build folder, the open tab still loads its entry and its chunks (kept in the release store).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { type RunningServer, repoRoot, startServer } from '../support/server';

let server: RunningServer;
let staticDir: string;

test.beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'callout-versions-'));
  cpSync(join(repoRoot, 'dist'), staticDir, { recursive: true });
  // Away from the other journeys' servers (+50 module-release, +90 ops-release).
  const port = Number(process.env.E2E_PORT ?? 8181) + 110;
  server = await startServer(port, {
    STATIC_DIR: staticDir,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'callout-versions-data-')),
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test("an open tab still loads its module version's chunks after the next release deleted them", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const assets = join(staticDir, 'remotes/mf-support/assets');
  const versionNow = async () =>
    (
      (await (await request.get(`${server.url}/remotes.json`)).json()) as {
        remotes: { name: string; version: string }[];
      }
    ).remotes.find((remote) => remote.name === 'mf-support')?.version;

  await signedInAs(page, request, 'user', server.url);
  await page.goto(`${server.url}/support`);
  await expect(page.locator('[data-module="mf-support"]')).toHaveAttribute('data-build', 'local');
  const first = await versionNow();
  const firstEntry = readFileSync(join(assets, 'remoteEntry.js'), 'utf8');
  const before = readdirSync(assets).filter((name) => name.endsWith('.js'));

  execFileSync(
    join(repoRoot, 'mf-support/node_modules/.bin/vite'),
    ['build', '--configLoader', 'runner', '--logLevel', 'warn'],
    {
      cwd: join(repoRoot, 'mf-support'),
      env: {
        ...process.env,
        VITE_BUILD_ID: 'versions-2',
        CALLOUT_REMOTE_OUT_DIR: join(staticDir, 'remotes/mf-support'),
      },
      stdio: 'inherit',
    },
  );
  await expect.poll(versionNow).not.toBe(first);
  const after = new Set(readdirSync(assets));
  const gone = before.filter((name) => !after.has(name));
  expect(gone.length).toBeGreaterThan(0);

  // In the open tab, without a reload: its own entry, and every chunk of its version that is gone from disk.
  const loaded = await page.evaluate(
    async ({ version, files }) => {
      const entry = await (await fetch(`/remotes/mf-support/assets/remoteEntry.js?v=${version}`)).text();
      const statuses = await Promise.all(
        files.map(async (file) => (await fetch(`/remotes/mf-support/assets/${file}`)).status),
      );
      return { entry, statuses };
    },
    { version: first, files: gone },
  );
  expect(loaded.entry).toBe(firstEntry);
  expect(loaded.statuses).toEqual(gone.map(() => 200));
  // A new page gets the new version.
  await page.reload();
  await expect(page.locator('[data-module="mf-support"]')).toHaveAttribute('data-build', 'versions-2');
});
