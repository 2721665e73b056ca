// Dates a journey's payouts in a past year, so that year's report to HMRC has them: the server is stopped
// first, since the embedded database has one owner at a time.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './server';

/** Moves the payouts of `orderIds` in the database of `dataDir` to `day` (YYYY-MM-DD); answers how many. */
export function movePayoutsTo(dataDir: string, day: string, orderIds: string[]): number {
  const printed = execFileSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'e2e/support/move-payouts.mjs'), dataDir, day, ...orderIds],
    {
      cwd: join(repoRoot, 'packages/server'),
      encoding: 'utf8',
      env: { ...process.env, LOG_LEVEL: 'silent' },
    },
  );
  return Number(/moved (\d+)/.exec(printed)?.[1] ?? 0);
}
