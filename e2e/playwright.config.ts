import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = mkdtempSync(join(tmpdir(), 'callout-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Visual baselines (tests/visual.spec.ts) without the platform in their names: a CI machine of the same
  // kind (Debian's Chromium) compares against the same files.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    // The real server as production runs it (compiled by `pnpm build`), with the built shell and modules, on a
    // fresh embedded database.
    command: 'node --enable-source-maps dist/main.mjs',
    cwd: '../packages/server',
    url: `http://localhost:${port}/remotes.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Demo mode: the journeys read codes from the mail outbox and pay with sandbox cards. Every test
    // account comes from 127.0.0.1, so per-address rate limits are raised for the suite.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP_MULTIPLIER: '50',
      DEMO_MODE: 'true',
      // The pseudo-locale sweep (tests/pseudo-locale.spec.ts) chooses en-XA on its devices.
      PSEUDO_LOCALE: 'true',
    },
  },
});
