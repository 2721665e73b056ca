// A module is released by rebuilding it alone: the shell's files stay as they were and users get the new module.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { type RunningServer, repoRoot, startServer } from '../support/server';

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

let server: RunningServer;
let staticDir: string;

test.beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'callout-release-'));
  cpSync(join(repoRoot, 'dist'), staticDir, { recursive: true });
  const port = Number(process.env.E2E_PORT ?? 8181) + 50;
  server = await startServer(port, {
    STATIC_DIR: staticDir,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'callout-release-data-')),
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('rebuilding one module releases it without rebuilding the shell', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shellBefore = hashTree(join(staticDir, 'shell'));
  await signedInAs(page, request, 'user', server.url); // /support is a customer page

  await page.goto(`${server.url}/support`);
  const marker = page.locator('[data-module="mf-support"]');
  await expect(marker).toHaveAttribute('data-build', 'local');

  execFileSync(
    join(repoRoot, 'mf-support/node_modules/.bin/vite'),
    ['build', '--configLoader', 'runner', '--logLevel', 'warn'],
    {
      cwd: join(repoRoot, 'mf-support'),
      env: {
        ...process.env,
        VITE_BUILD_ID: 'release-2',
        CALLOUT_REMOTE_OUT_DIR: join(staticDir, 'remotes/mf-support'),
      },
      stdio: 'inherit',
    },
  );

  await page.reload();
  await expect(marker).toHaveAttribute('data-build', 'release-2');
  expect(hashTree(join(staticDir, 'shell'))).toBe(shellBefore);
});
