// `npm test`: install what is needed, then lint (import cycles included), type check, the dependency audit,
// unit and integration tests, the dev loop, build, the bundle budgets, and e2e.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildAll } from './build.mjs';
import { install, pnpm } from './pnpm.mjs';
import { startTestPostgres } from './postgres.mjs';

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
step('bundle budgets', () =>
  execFileSync('node', ['scripts/bench/bundle-report.mjs', '--enforce'], { stdio: 'inherit' }),
);
// The same budgets for a browser that speaks Polish: each page loads its own language's texts only.
step('bundle budgets in Polish', () =>
  execFileSync('node', ['scripts/bench/bundle-report.mjs', '--enforce', '--locale', 'pl-PL'], {
    stdio: 'inherit',
  }),
);
// The OpenAPI document against the running app, through Stoplight Prism (scripts/contract-test.mjs).
step('contract', () => execFileSync('node', ['scripts/contract-test.mjs'], { stdio: 'inherit' }));
step('e2e', () => pnpm(['--filter', '@callout/e2e', 'test']));
