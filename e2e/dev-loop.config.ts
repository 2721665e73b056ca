// The dev loop's check (`pnpm --filter @callout/e2e test:dev-loop`, a step of `npm test`): `pnpm dev` started
// from source on its own ports and folder, and each module's first route opened through it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

const port = Number(process.env.DEV_LOOP_PORT ?? 5673);

export default defineConfig({
  testDir: './dev-loop',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 240_000,
  // The first page has the dev server transform every file it needs: up to a minute on a busy machine.
  expect: { timeout: 90_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node ../scripts/dev.mjs',
    // Through the shell's dev server to the API server: both are up.
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    stdout: 'pipe',
    timeout: 90_000,
    env: {
      PORT: String(port),
      CALLOUT_DEV_DIR: mkdtempSync(join(tmpdir(), 'callout-dev-loop-')),
      LOG_LEVEL: 'warn',
    },
  },
});
