// Another revision of this repository in a throwaway worktree, installed, for a bench to measure beside this
// checkout in one run (`--compare REF`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** `{ name, root, stop }`: `stop()` removes the worktree. */
export function checkOut(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'callout-compare-'));
  rmSync(dir, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: repoRoot, stdio: 'ignore' });
  const stop = () => {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: repoRoot, stdio: 'ignore' });
  };
  try {
    execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: dir, stdio: 'ignore' });
  } catch (error) {
    stop();
    throw error;
  }
  return { name: ref, root: dir, stop };
}
