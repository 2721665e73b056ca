// Builds the shell and every module into dist/ (dist/shell and dist/remotes/<name>), and compiles the API
// server to packages/server/dist/main.mjs.
//
//   node scripts/build.mjs            build everything
//   node scripts/build.mjs --if-changed   skip the build when no source changed since the last one
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';
import { precompress } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = join(root, 'dist', '.source-stamp');
/** The sizes and modification times the stamp was last found current for, and that stamp. */
const statStampFile = join(root, 'dist', '.source-stat-stamp');
/** What a build reads: the web app's and the server's sources and the workspace's configuration. */
const sourceDirs = ['shell', 'packages', 'mf-booking', 'mf-orders', 'mf-provider', 'mf-support', 'mf-ops'];
const generated = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.data']);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (generated.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.isFile()) yield path;
  }
}

function allSourceFiles() {
  return [
    ...['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml'].map((name) => join(root, name)),
    ...sourceDirs
      .filter((dir) => existsSync(join(root, dir)))
      .flatMap((dir) => [...sourceFiles(join(root, dir))]),
  ].sort();
}

/** A hash of every source file's path and content (a clone's fresh timestamps do not count as a change). */
export function sourceStamp(files = allSourceFiles()) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.slice(root.length)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * A hash of every source file's path, size and modification time: cheap (no file is read), and when it is
 * the one recorded beside a stamp, the files are the ones that stamp was made from.
 */
function statStamp(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${file.slice(root.length)}\0${size}\0${mtimeMs}\0`);
  }
  return hash.digest('hex');
}

const readOr = (file, fallback) => (existsSync(file) ? readFileSync(file, 'utf8') : fallback);

export function buildAll() {
  const files = allSourceFiles();
  const stamp = sourceStamp(files);
  const stats = statStamp(files);
  // One at a time: the machines this runs on have two cores.
  pnpm(['-r', '--workspace-concurrency=1', '--filter', './shell', '--filter', './mf-*', 'build']);
  precompress(join(root, 'dist'));
  execFileSync(process.execPath, ['build.mjs'], { cwd: join(root, 'packages', 'server'), stdio: 'inherit' });
  writeFileSync(stampFile, stamp);
  writeFileSync(statStampFile, `${stats} ${stamp}`);
}

/** Builds unless dist/ was built from exactly these sources; says which it did. */
export function buildIfChanged() {
  const serverBuilt = existsSync(join(root, 'packages', 'server', 'dist', 'main.mjs'));
  const built = readOr(stampFile, null);
  if (serverBuilt && built !== null) {
    // Sizes and times as when the stamp was last checked: no file needs reading.
    const files = allSourceFiles();
    const stats = statStamp(files);
    if (readOr(statStampFile, '') === `${stats} ${built}`) {
      console.log('Build is current: nothing changed since the last one.');
      return;
    }
    // Times changed (a checkout, a fresh clone, a file saved unchanged): the contents decide.
    if (sourceStamp(files) === built) {
      writeFileSync(statStampFile, `${stats} ${built}`);
      console.log('Build is current: nothing changed since the last one.');
      return;
    }
  }
  buildAll();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-changed')) buildIfChanged();
  else buildAll();
}
