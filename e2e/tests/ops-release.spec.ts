// The operator console is released into a running release like any module. The
// shell's files stay byte for byte as they were, /remotes.json lists the new module, and an operator opens it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
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
  // A release from before the console: every module but mf-ops.
  staticDir = mkdtempSync(join(tmpdir(), 'callout-ops-release-'));
  cpSync(join(repoRoot, 'dist'), staticDir, { recursive: true });
  rmSync(join(staticDir, 'remotes/mf-ops'), { recursive: true, force: true });
  // Away from the +50/+60/+70 of the other journeys' servers, which other people's ports may land on.
  const port = Number(process.env.E2E_PORT ?? 8181) + 90;
  server = await startServer(port, {
    STATIC_DIR: staticDir,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'callout-ops-release-data-')),
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('adding mf-ops to a running release leaves the shell byte-identical', async ({ page, request }) => {
  test.setTimeout(180_000);
  const shellBefore = hashTree(join(staticDir, 'shell'));
  const names = async () =>
    (
      (await (await request.get(`${server.url}/remotes.json`)).json()) as { remotes: { name: string }[] }
    ).remotes.map((remote) => remote.name);
  expect(await names()).not.toContain('mf-ops');

  // The operator signs in to a release without the console: the login is the shell's, the console is not there.
  await page.goto(`${server.url}/ops/login`);
  await page.getByRole('textbox', { name: 'Email address' }).fill('operator@example.com');
  await page.getByLabel('Password').fill('Operator#2025');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  execFileSync(
    join(repoRoot, 'mf-ops/node_modules/.bin/vite'),
    ['build', '--configLoader', 'runner', '--logLevel', 'warn'],
    {
      cwd: join(repoRoot, 'mf-ops'),
      env: {
        ...process.env,
        VITE_BUILD_ID: 'ops-release-1',
        CALLOUT_REMOTE_OUT_DIR: join(staticDir, 'remotes/mf-ops'),
      },
      stdio: 'inherit',
    },
  );

  expect(await names()).toContain('mf-ops');
  await page.goto(`${server.url}/ops`);
  const marker = page.locator('[data-module="mf-ops"]');
  await expect(marker).toHaveAttribute('data-build', 'ops-release-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
  expect(hashTree(join(staticDir, 'shell'))).toBe(shellBefore);
});
