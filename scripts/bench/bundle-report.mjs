// Bundle budgets of issue 9, measured in Chromium against the real server and the built dist/:
// JavaScript on the critical path of `/`, the extra JavaScript of each module's first route (OpenLayers and
// Stripe excluded), and one copy of React, react-dom and react-router per page. A module's route is charged
// with the module's own files (under /remotes/<name>/); the shell's code that any module page brings the
// first time (the data layer, the menu) is reported and budgeted on its own line, as the shell's.
//
//   node scripts/bench/bundle-report.mjs [--build] [--enforce] [--port 8260]
//
// Prints only, unless --enforce: then exits 1 when a budget is exceeded. --build rebuilds dist/ first.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  heavyLibrary,
  librarySignatures,
  sharedChunkLibrary,
  sharedChunkNames,
} from './support/js-signatures.mjs';
import { firstRenderProbe, pageTimings, recordScripts } from './support/page-scripts.mjs';
import { demoOperatorToken, freePort, signUp, startServer } from './support/server.mjs';
import { kb, printTable } from './support/table.mjs';

/** Issue 9, item 1 (gzip, 1 kB = 1000 bytes). */
const budgets = { home: 120_000, homeTarget: 100_000, moduleRoute: 40_000, shellOnModuleRoute: 25_000 };

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const enforce = args.includes('--enforce');
const portArg = args.indexOf('--port');
const firstPort = portArg >= 0 ? Number(args[portArg + 1]) : 8260;

// Playwright is a dependency of the e2e package only; the browser is Debian's, as in e2e/support/chromium.ts.
const { chromium } = createRequire(join(repoRoot, 'e2e/package.json'))('@playwright/test');
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
};

const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);
const accountTypeOf = { customer: 'user', provider: 'provider', operator: 'operator' };

/** How many copies of each library `files` hold: by content signature, and by shared chunk name. */
function countCopies(files) {
  return Object.entries(librarySignatures).map(([library, signature]) => ({
    library,
    byContent: files.filter((file) => signature.test(file.body)).length,
    byName: files.filter((file) => sharedChunkNames[library].includes(sharedChunkLibrary(file.pathname)))
      .length,
  }));
}

async function newPage(browser, session) {
  // The worker would answer from its cache and fetch files itself, out of the page's sight.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (session) {
    await context.addInitScript(([token, accountType]) => {
      localStorage.setItem('serve', token);
      localStorage.setItem('accountType', accountType);
    }, session);
  }
  await context.addInitScript(firstRenderProbe);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, recorder: recordScripts(page), close: () => context.close() };
}

/** `/` signed out: every script, split where React starts (first render, or hydrating the rendered page). */
async function measureHome(browser, baseUrl) {
  const { page, errors, recorder, close } = await newPage(browser, null);
  await page.goto(`${baseUrl}/`);
  await page.waitForFunction(() => window.__firstRenderAt !== undefined);
  await recorder.quiet();
  const { firstRenderAt, starts } = await pageTimings(page);
  const files = (await recorder.all()).map((file) => ({
    ...file,
    // A file missing from the resource timings counts as critical, to err on the strict side.
    critical: (starts[file.url] ?? 0) < firstRenderAt,
    heavy: heavyLibrary(file.url, file.body, baseUrl),
  }));
  await close();
  return { files, errors };
}

/** A module's first route, reached from `/` in the same tab: the scripts it adds to what `/` loaded. */
async function measureModule(browser, baseUrl, remote, tokens) {
  const route = remote.routes.find((r) => !r.path.includes(':')) ?? remote.routes[0];
  const accountType = accountTypeOf[route.access];
  const session = accountType ? [tokens[accountType], accountType] : null;
  const { page, errors, recorder, close } = await newPage(browser, session);
  await page.goto(`${baseUrl}/`);
  await recorder.quiet();
  const before = new Set((await recorder.all()).map((file) => file.url));
  // Client-side navigation, as a click in the menu would do.
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route.path);
  await page.locator(`[data-module="${remote.name}"]`).first().waitFor({ timeout: 30_000 });
  await recorder.quiet();
  const all = await recorder.all();
  const added = all
    .filter((file) => !before.has(file.url))
    .map((file) => ({
      ...file,
      heavy: heavyLibrary(file.url, file.body, baseUrl),
      shell: !file.pathname.startsWith('/remotes/'),
    }));
  await close();
  return { name: remote.name, route, added, all, errors };
}

function report(home, modules) {
  const critical = home.files.filter((file) => file.critical);
  const deferred = home.files.filter((file) => !file.critical);
  const byGzip = (a, b) => b.gzip - a.gzip;

  console.log('\n`/` signed out, service workers blocked: every script the page loads (gzip level 9)\n');
  printTable(
    ['File', 'gzip', 'raw', 'Loaded'],
    [...critical.sort(byGzip), ...deferred.sort(byGzip)].map((file) => [
      file.pathname,
      kb(file.gzip),
      kb(file.raw),
      file.critical ? 'before React starts' : 'after React starts',
    ]),
  );
  console.log(
    `Critical path (requested before React starts): ${kb(sum(critical))} in ${critical.length} files; ` +
      `after React starts: ${kb(sum(deferred))} in ${deferred.length}; all: ${kb(sum(home.files))}\n`,
  );

  console.log("Each module's first route, reached from `/` (scripts it adds)\n");
  printTable(
    [
      'Module',
      'Route',
      'Role',
      'Added',
      'Shell code',
      'Excluded (OpenLayers, Stripe)',
      'Largest added files',
    ],
    modules.map((m) => {
      const counted = m.added.filter((file) => !file.heavy && !file.shell);
      const heavy = m.added.filter((file) => file.heavy);
      return [
        m.name,
        m.route.path,
        accountTypeOf[m.route.access] ?? 'anyone',
        kb(sum(counted)),
        kb(sum(m.added.filter((file) => !file.heavy && file.shell))),
        heavy.length ? `${kb(sum(heavy))} (${[...new Set(heavy.map((f) => f.heavy))].join(', ')})` : '—',
        m.added
          .filter((file) => !file.heavy)
          .sort((a, b) => b.gzip - a.gzip)
          .slice(0, 3)
          .map((file) => `${file.pathname.split('/').pop()} ${kb(file.gzip)}`)
          .join(', '),
      ];
    }),
  );

  // Copies per page: `/` and every module page (which also holds what `/` loaded).
  const pages = [
    { page: '/', files: home.files },
    ...modules.map((m) => ({ page: m.route.path, files: m.all })),
  ];
  const copies = Object.keys(librarySignatures).map((library) => {
    const counts = pages.map(({ page, files }) => ({
      page,
      ...(countCopies(files).find((c) => c.library === library) ?? { byContent: 0, byName: 0 }),
    }));
    const wrong = counts.filter((c) => c.byContent !== 1 || c.byName > 1);
    return { library, counts, wrong };
  });
  console.log('Copies of the shared libraries in each page (content signature; shared chunks by name)\n');
  printTable(
    ['Library', ...pages.map((p) => p.page)],
    copies.map(({ library, counts }) => [library, ...counts.map((c) => `${c.byContent}; ${c.byName}`)]),
  );

  const heavyOnHome = home.files.filter((file) => file.heavy);
  const checks = [
    {
      check: 'JS on the critical path of `/`',
      measured: kb(sum(critical)),
      budget: kb(budgets.home),
      target: kb(budgets.homeTarget),
      pass: sum(critical) <= budgets.home,
      onTarget: sum(critical) <= budgets.homeTarget,
    },
    {
      check: 'OpenLayers and Stripe on `/`',
      measured: heavyOnHome.length ? heavyOnHome.map((f) => f.pathname).join(', ') : 'none',
      budget: 'none',
      target: '—',
      pass: heavyOnHome.length === 0,
    },
    ...modules.map((m) => {
      const added = sum(m.added.filter((file) => !file.heavy && !file.shell));
      return {
        check: `${m.name} ${m.route.path}: added JS`,
        measured: kb(added),
        budget: kb(budgets.moduleRoute),
        target: '—',
        pass: added <= budgets.moduleRoute,
      };
    }),
    (() => {
      const shellAdded = Math.max(
        ...modules.map((m) => sum(m.added.filter((file) => !file.heavy && file.shell))),
      );
      return {
        check: "shell code a module's first route adds",
        measured: kb(shellAdded),
        budget: kb(budgets.shellOnModuleRoute),
        target: '—',
        pass: shellAdded <= budgets.shellOnModuleRoute,
      };
    })(),
    ...copies.map(({ library, wrong }) => ({
      check: `copies of ${library} per page`,
      measured: wrong.length ? wrong.map((c) => `${c.page}: ${c.byContent}`).join(', ') : '1 everywhere',
      budget: '1',
      target: '—',
      pass: wrong.length === 0,
    })),
    ...[home, ...modules]
      .filter((m) => m.errors.length > 0)
      .map((m) => ({
        check: `page errors on ${m.route?.path ?? '/'}`,
        measured: m.errors.slice(0, 2).join(' | '),
        budget: 'none',
        target: '—',
        pass: false,
      })),
  ];
  console.log('Budgets (issue 9, item 1)\n');
  printTable(
    ['Check', 'Measured', 'Budget', 'Target', 'Result'],
    checks.map((c) => [
      c.check,
      c.measured,
      c.budget,
      c.target,
      `${c.pass ? 'PASS' : 'FAIL'}${c.onTarget === false ? ' (target missed)' : ''}`,
    ]),
  );
  return checks.every((c) => c.pass);
}

async function main() {
  if (args.includes('--build')) (await import('../build.mjs')).buildAll();
  const server = await startServer({
    repoRoot,
    port: await freePort(firstPort),
    staticDir: process.env.STATIC_DIR ?? join(repoRoot, 'dist'),
  });
  const browser = await chromium.launch(launchOptions);
  try {
    const manifest = await (await fetch(`${server.url}/remotes.json`)).json();
    const tokens = {
      user: await signUp(server.url, 'user'),
      provider: await signUp(server.url, 'provider'),
      operator: await demoOperatorToken(server.url),
    };
    const home = await measureHome(browser, server.url);
    const modules = [];
    for (const remote of manifest.remotes)
      modules.push(await measureModule(browser, server.url, remote, tokens));
    const ok = report(home, modules);
    if (!ok && enforce) process.exitCode = 1;
    if (!ok && !enforce) console.log('Over budget (printed only; pass --enforce to fail).');
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
