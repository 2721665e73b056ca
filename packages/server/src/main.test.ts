// The real entry point, as an operator runs it: production unless DEMO_MODE=true.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@callout/server-testing/free-port';
import { testTradingDetails } from '@callout/server-testing/harness';
import { afterAll, describe, expect, it } from 'vitest';
import { demoLogins } from './domain/ops/demo/seed';

const serverDir = new URL('..', import.meta.url);
const dataDir = mkdtempSync(join(tmpdir(), 'callout-main-'));
const children: ChildProcess[] = [];

/**
 * Runs main.ts with only these variables (and PATH, and the company's trading details, which production also
 * requires: production-mode.test.ts checks those); resolves when it exits or prints `until`.
 */
function runMain(env: Record<string, string>, until?: RegExp, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      ...testTradingDetails,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const check = () => {
      if (until?.test(stdout)) resolve({ code: null, stdout, stderr });
    };
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      check();
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('main.ts', () => {
  it('refuses to start in production without SMTP_URL, with one line naming it', async () => {
    const { code, stderr } = await runMain({
      STRIPE_SECRET_KEY: 'sk_test_a',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_a',
    });
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^SMTP_URL is not set/)]);
  }, 30_000);

  it('refuses to start in production without the Stripe keys', async () => {
    const { code, stderr } = await runMain({
      SMTP_URL: 'smtp://127.0.0.1:25',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_a',
    });
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^STRIPE_SECRET_KEY\b/)]);
  }, 30_000);

  it('refuses to start with a platform fee, late cancellation fee or weekly payout time it cannot read, naming each', async () => {
    const { code, stderr } = await runMain({
      SMTP_URL: 'smtp://127.0.0.1:25',
      STRIPE_SECRET_KEY: 'sk_test_a',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_a',
      PLATFORM_FEE_PERCENT: '60',
      LATE_CANCEL_FEE_PERCENT: '101',
      PAYOUT_WEEKLY_CRON: 'every monday',
    });
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^PLATFORM_FEE_PERCENT: expected a percentage from 0 to 50/),
      expect.stringMatching(/^LATE_CANCEL_FEE_PERCENT: expected a percentage from 0 to 100/),
      expect.stringMatching(/^PAYOUT_WEEKLY_CRON: expected 5 fields/),
    ]);
  }, 30_000);

  it('migrates and exits with `migrate`, without the settings only serving needs', async () => {
    const migrateDir = mkdtempSync(join(tmpdir(), 'callout-migrate-'));
    try {
      const migrated = await runMain({ DATA_DIR: migrateDir, LOG_LEVEL: 'warn' }, undefined, ['migrate']);
      expect(migrated.stderr).toBe('');
      expect(migrated.code).toBe(0);
      expect(migrated.stdout).toContain('migrations applied');
      // Migrating again finds nothing to do, and still exits.
      expect((await runMain({ DATA_DIR: migrateDir }, undefined, ['migrate'])).code).toBe(0);
    } finally {
      rmSync(migrateDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('starts with SMTP and Stripe unreachable, and names the demo accounts a database still holds', async () => {
    // A demo run seeds the demo accounts into DATA_DIR…
    const demo = await runMain(
      {
        DEMO_MODE: 'true',
        PORT: String(await freePort()),
        LOG_LEVEL: 'warn',
        CALLOUT_STARTUP_TIMING: '1',
      },
      /Demo logins/,
    );
    expect(demo.stdout).toContain('DEMO MODE');
    // npm start's breakdown of the start-up, asked for by CALLOUT_STARTUP_TIMING=1.
    expect(demo.stdout).toMatch(/Server start-up, step by step:\n/);
    for (const step of ['settings read', 'app code loaded', 'migrations checked', 'listening', 'total'])
      expect(demo.stdout).toMatch(new RegExp(`\\n  ${step} +\\d+ ms\\n`));
    expect(demo.stdout).toMatch(/\(in parallel\) database thread: started in \d+ ms/);
    children.at(-1)?.kill('SIGTERM');
    await new Promise((resolve) => children.at(-1)?.once('exit', resolve));
    // …and production on the same data starts (nothing listens on the SMTP or Stripe ports) and warns.
    const production = await runMain(
      {
        PORT: String(await freePort()),
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        STRIPE_SECRET_KEY: 'sk_test_a',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_a',
        STRIPE_API_URL: 'http://127.0.0.1:9/',
      },
      /Production mode/,
    );
    expect(production.code).toBeNull();
    expect(production.stdout).not.toContain('Demo logins');
    expect(production.stdout).not.toContain('step by step'); // only when asked for
    const warning = production.stdout.split('\n').find((line) => line.includes('demo accounts'));
    expect(warning).toBeDefined();
    for (const login of demoLogins) expect(warning).toContain(login.email);
  }, 90_000);
});
