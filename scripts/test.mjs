// `npm test`: install what is needed, then lint (import cycles included), type check, the dependency audit,
// unit and integration tests, the dev loop, build, the bundle budgets, and e2e.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildAll } from './build.mjs';
import { install, pnpm } from './pnpm.mjs';
import { startTestPostgres } from './postgres.mjs';

/** Runs a command with its output kept, so two commands side by side print one after the other. */
function runBuffered(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ name: args.join(' '), code, output: Buffer.concat(output) }));
  });
}

/** Prints each command's output in turn; fails when either failed. */
function printBoth(runs) {
  for (const run of runs) {
    console.log(`\n$ node ${run.name}`);
    process.stdout.write(run.output);
  }
  const failed = runs.filter((run) => run.code !== 0);
  if (failed.length) throw new Error(`failed: ${failed.map((run) => run.name).join('; ')}`);
}

async function stepAsync(name, run) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  await run();
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function step(name, run) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  run();
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * A Debian package the tests use, installed when its program is missing: Chromium for the browser journeys,
 * PgBouncer for the suite that runs the server behind it in transaction mode, xmllint to validate the HMRC
 * report against the official DPI schema.
 */
function ensureDebianPackage(name, program, extraArgs = []) {
  if (existsSync(program)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot)
    throw new Error(
      `Debian ${name} is missing: run \`apt-get install ${name}\` as root, then npm test again.`,
    );
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...extraArgs, name], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

step('install', install);
step('chromium', () => ensureDebianPackage('chromium', '/usr/bin/chromium'));
step('pgbouncer', () => ensureDebianPackage('pgbouncer', '/usr/sbin/pgbouncer', ['--no-install-recommends']));
step('xmllint', () => ensureDebianPackage('libxml2-utils', '/usr/bin/xmllint', ['--no-install-recommends']));
step('lint', () => pnpm(['exec', 'biome', 'ci', '.']));
// The server's layers: infra/ imports neither domain/ nor http/, domain/ never http/ (docs/architecture.md).
step('server layers', () => execFileSync('node', ['scripts/check-layers.mjs'], { stdio: 'inherit' }));
step('type check', () => pnpm(['-r', '--workspace-concurrency=1', 'typecheck']));
// Production dependencies with a high or critical advisory fail the run unless audit-allow.json defers one.
step('dependency audit', () => execFileSync('node', ['scripts/audit/audit.mjs'], { stdio: 'inherit' }));
// The integration tests run against embedded PGlite and against a real PostgreSQL server.
const postgres = await startTestPostgres();
try {
  step('unit and integration tests', () =>
    pnpm(['exec', 'vitest', 'run'], { env: { ...process.env, TEST_DATABASE_URL: postgres.url } }),
  );
} finally {
  await postgres.stop();
}
// `pnpm dev` from source: each module's first route opens through it (e2e/dev-loop/).
step('dev loop', () => pnpm(['--filter', '@callout/e2e', 'test:dev-loop']));
step('build', buildAll);
// The bundle budgets, for a browser that speaks English and one that speaks Polish (each page loads its own
// language's texts only). The two reports measure bytes, not time, and each runs its own server and browser,
// so they run side by side (each took about 270 s alone in CI; together 305 s here, beside a browser run).
const bundleReport = (...args) =>
  runBuffered('node', ['scripts/bench/bundle-report.mjs', '--enforce', ...args]);
await stepAsync('bundle budgets in English and Polish', () =>
  Promise.all([bundleReport('--port', '8260'), bundleReport('--locale', 'pl-PL', '--port', '8290')]).then(
    printBoth,
  ),
);
// The OpenAPI document against the running app, through Stoplight Prism (scripts/contract-test.mjs).
step('contract', () => execFileSync('node', ['scripts/contract-test.mjs'], { stdio: 'inherit' }));
// The browser journeys, two shards side by side and then the journeys that hold a time limit alone (scripts/e2e.mjs).
step('e2e', () => execFileSync('node', ['scripts/e2e.mjs'], { stdio: 'inherit' }));
