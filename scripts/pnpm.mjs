// Finds (or installs) the pinned pnpm so `npm start` and `npm test` work on a machine with only Node and npm.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const wanted = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).packageManager.split('@')[1];

function versionOf(cmd) {
  try {
    return execFileSync(cmd, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function resolvePnpm() {
  if (versionOf('pnpm') === wanted) return ['pnpm'];
  const global = spawnSync('npm', ['install', '--global', `pnpm@${wanted}`], { stdio: 'inherit' });
  if (global.status === 0 && versionOf('pnpm') === wanted) return ['pnpm'];
  // Without rights to install globally, run the pinned version through npx.
  return ['npx', '--yes', `pnpm@${wanted}`];
}

let cached;
export function pnpm(args, options = {}) {
  cached ??= resolvePnpm();
  const [cmd, ...pre] = cached;
  const result = spawnSync(cmd, [...pre, ...args], { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    throw new Error(`pnpm ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

export function install() {
  pnpm(['install', process.env.CI ? '--frozen-lockfile' : '--prefer-offline']);
}
