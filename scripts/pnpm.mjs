// Finds (or installs) the pinned pnpm so `npm start` and `npm test` work on a machine with only Node and npm.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

const installStamp = `${root}node_modules/.callout-install-stamp`;

/** The lockfile and every workspace's package.json: what an install reads. */
function manifestsStamp() {
  const hash = createHash('sha256');
  const manifests = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml'];
  for (const dir of ['.', 'shell', 'e2e', 'mf-booking', 'mf-orders', 'mf-provider', 'mf-support', 'mf-ops']) {
    manifests.push(`${dir}/package.json`);
  }
  for (const name of readdirSync(`${root}packages`)) manifests.push(`packages/${name}/package.json`);
  for (const file of manifests) {
    if (existsSync(`${root}${file}`))
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(`${root}${file}`));
  }
  return hash.digest('hex');
}

/** `install()` unless node_modules was installed from exactly these manifests. */
export function installIfChanged() {
  const stamp = manifestsStamp();
  if (existsSync(installStamp) && readFileSync(installStamp, 'utf8') === stamp) return;
  install();
  writeFileSync(installStamp, stamp);
}
