// Bundle budgets, measured in Chromium against the real server and the built dist/:
// JavaScript on the critical path of `/`, the extra JavaScript of each module's first route (OpenLayers and
// Stripe excluded), and one copy of React, react-dom and react-router per page. A module's route is charged
// with the module's own files (under /remotes/<name>/); the shell's code that any module page brings the
// first time (the data layer, the menu) is reported and budgeted on its own line, as the shell's.
// Adds what a first visit pays in all: every script a page downloads until the network is idle (after
// the load event, no request for 2 s), in bytes and files, for `/`, `/login`, `/services`, and `/dashboard`
// and `/provider` signed in as the demo customer and the demo provider, beside each page's critical path;
// neither `/` nor a visitor's other pages load IndexedDB (Dexie), since nothing is stored for a visitor.
// `/` drawn for a visitor loads the app on the visitor's first interaction (shell/src/boot/visitor-home.ts):
// its first visit counts what loads without one; its critical path and the module routes reached from it
// are measured after a keypress, as a visitor starting to use the page.
//
//   node scripts/bench/bundle-report.mjs [--build] [--enforce] [--port 8260] [--locale pl-PL]
//
// Prints only, unless --enforce: then exits 1 when a budget is exceeded. --build rebuilds dist/ first.
// --locale: the browser speaks that language (its languages and Accept-Language), as a visitor from a
// Polish-speaking home does on a first visit; every page must then be shown in it (`<html lang>`), and the
// same budgets hold: a page loads the texts of the language it shows, and no other's.
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

// The page-rendering cookie's name (packages/contracts/src/page-rendering.ts), which this plain script cannot import.
const pageSessionCookie = 'callout-page-session';

/** The budgets: gzip, 1 kB = 1000 bytes. */
const budgets = {
  home: 120_000,
  homeTarget: 100_000,
  // 35.0 until 2026-12-02; the provider's first route is 35.1 kB since job notes and photos on bid cards and
  // the perks' written labels came in. 35.5 until 2026-12-06: 35.6 kB since a module's first chunk loads
  // its namespace's texts in the language shown (+0.5 kB: the loaders and the list of them on the shared
  // i18next instance). 35.7 until 2026-12-06: 35.9 kB (booking, provider) since pages render on the server
  // in the reader's language (each module's copy of @callout/i18n reads the rendered page's language and
  // loads a namespace added mid-switch in the language switched to) and every namespace has a pseudo-locale
  // loader (docs/adr/0021-pseudo-locale.md). 36.0 until 2026-12-06: the provider's first route is 36.0 kB
  // (over by bytes) since a signed-in switch also keeps the language on the account and the credentials'
  // and disputes' calls came in. The module's first chunk also carries zod's core for its calls' schemas:
  // that, more than the texts, is where to win it back. 36.5 until 2026-12-06: the booking and provider
  // first routes measure 36.5 kB (over by bytes) since Book again and repeat bookings (booking's routes and
  // draft), the retried page chunk with its report (every module) and the HMRC pages' links (provider) came
  // in; the credentials and HMRC pages' translations already left the provider's first chunk
  // (@callout/i18n/page-translations). 37.0 stayed: CI measured the booking route in Polish over it by bytes
  // (2026-12-07), so the styles of the screens other than the dashboard now come with those screens
  // (booking-pages.css, mf-provider's page-styles.ts): booking 37.0 -> 35.5 kB and provider 36.8 -> 36.2 kB
  // in Polish. To bring back to 35.0.
  moduleRoute: 37_000,
  shellOnModuleRoute: 25_000,
  /** Every script a first visit to `/` downloads until the network is idle. */
  homeAll: 90_000,
  homeAllTarget: 90_000,
  homeAllFiles: 15,
};

/** The pages whose first visit is measured in all, signed in as the demo accounts where needed. */
const firstVisits = [
  { path: '/', role: null },
  { path: '/login', role: null },
  { path: '/services', role: null },
  { path: '/dashboard', role: 'user' },
  { path: '/provider', role: 'provider' },
];
/** Quiet this long after the load event: the network is idle. */
const idleMs = 2000;
/** How long after the load event `/` leaves its startup work (shell/src/lib/when-idle.ts, settleMs). */
const settleMs = 3000;

/**
 * Resolves once `/`'s startup work (the worker, the outbox, which loads IndexedDB for a signed-in account) has
 * begun: it waits `settleMs` after the load event, then for an idle moment (at most 2 s), and this waits the
 * same way from later on, so it comes after, however busy the machine is. A fixed quiet time did not: on a
 * loaded machine that work began after the module route had been opened, and was counted as the route's.
 */
const afterStartupWork = (page) =>
  page.evaluate(
    (settle) =>
      new Promise((resolve) => {
        setTimeout(() => requestIdleCallback(() => resolve(true), { timeout: 2000 }), settle + 100);
      }),
    settleMs,
  );

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const enforce = args.includes('--enforce');
const portArg = args.indexOf('--port');
const firstPort = portArg >= 0 ? Number(args[portArg + 1]) : 8260;
const localeArg = args.indexOf('--locale');
const locale = localeArg >= 0 ? args[localeArg + 1] : null;
if (localeArg >= 0 && !/^[a-z]{2}-[A-Z]{2}$/.test(locale ?? ''))
  throw new Error('--locale takes a tag like pl-PL');

// Playwright is a dependency of the e2e package only; the browser is Debian's, as in e2e/support/chromium.ts.
const { chromium } = createRequire(join(repoRoot, 'e2e/package.json'))('@playwright/test');
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
};

/** Libraries a page that neither stores nor validates must not load, by strings their builds keep. */
const offLimits = [
  ['Dexie', /DatabaseClosedError|MissingAPIError/],
  ['zod', /ZodError|invalid_type/],
];
/** The off-limits libraries among `files` (where), or 'none'; `only`: just those libraries. */
function offLimitsIn(files, only = offLimits.map(([library]) => library)) {
  const found = offLimits
    .filter(([library]) => only.includes(library))
    .flatMap(([library, signature]) =>
      files
        .filter((file) => signature.test(file.body))
        .map((file) => `${library} (${file.pathname.split('/').pop()})`),
    );
  return found.length ? found.join(', ') : 'none';
}

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

async function newPage(browser, session, baseUrl) {
  // The worker would answer from its cache and fetch files itself, out of the page's sight.
  const context = await browser.newContext({ serviceWorkers: 'block', ...(locale ? { locale } : {}) });
  if (session && baseUrl) {
    // As the app leaves it after signing in: the server draws the account's page (page-rendering cookie).
    await context.addCookies([{ name: pageSessionCookie, value: session[0], url: baseUrl }]);
  }
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
  const languageShown = () => page.evaluate(() => document.documentElement.lang);
  return { page, errors, recorder: recordScripts(page), languageShown, close: () => context.close() };
}

/**
 * A key pressed on the page, as a visitor's first interaction: `/` drawn for a visitor loads the app on the
 * first one. Shift alone, which neither moves focus nor follows a link.
 */
async function startApp(page) {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => window.__firstRenderAt !== undefined);
}

/**
 * `/` signed out, once the visitor has pressed a key: every script, split where React starts (first render,
 * or hydrating the rendered page).
 */
async function measureHome(browser, baseUrl) {
  const { page, errors, recorder, languageShown, close } = await newPage(browser, null);
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await startApp(page);
  await recorder.quiet();
  const lang = await languageShown();
  const { firstRenderAt, starts } = await pageTimings(page);
  const files = (await recorder.all()).map((file) => ({
    ...file,
    // A file missing from the resource timings counts as critical, to err on the strict side.
    critical: (starts[file.url] ?? 0) < firstRenderAt,
    heavy: heavyLibrary(file.url, file.body, baseUrl),
  }));
  await close();
  return { files, errors, lang };
}

/** The demo account of `role` ('user' or 'provider'), signed in through the public API: its token. */
async function demoToken(baseUrl, role) {
  const [prefix, email, password] =
    role === 'provider'
      ? ['/api/provider', 'amara.okafor@example.com', 'Provider#2025']
      : ['/api', 'customer@example.com', 'Customer#2025'];
  const answer = await fetch(`${baseUrl}${prefix}/login`, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
  });
  const token = (await answer.json())?.data?.Token;
  if (!token) throw new Error(`demo ${role} login failed: ${answer.status}`);
  return token;
}

/**
 * A first visit to `path` (nothing cached, service workers blocked): every script until the network is idle
 * (the load event, then no request for `idleMs`), and those asked for before React started (critical path).
 */
async function measureFirstVisit(browser, baseUrl, { path, role }, tokens) {
  const session = role ? [tokens[role], role] : null;
  const { page, errors, recorder, languageShown, close } = await newPage(browser, session, baseUrl);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await recorder.quiet(idleMs);
  const lang = await languageShown();
  const { firstRenderAt, starts } = await pageTimings(page);
  const files = (await recorder.all()).map((file) => ({
    ...file,
    critical: (starts[file.url] ?? 0) < firstRenderAt,
  }));
  await close();
  return { path, role, files, errors, lang };
}

/** A module's first route, reached from `/` in the same tab: the scripts it adds to what `/` loaded. */
async function measureModule(browser, baseUrl, remote, tokens) {
  const route = remote.routes.find((r) => !r.path.includes(':')) ?? remote.routes[0];
  const accountType = accountTypeOf[route.access];
  const session = accountType ? [tokens[accountType], accountType] : null;
  const { page, errors, recorder, languageShown, close } = await newPage(browser, session);
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await startApp(page); // a visitor's `/` waits for one; a signed-in one has started already
  // Past the startup work `/` leaves until it has settled, which is `/`'s, not the module route's.
  await afterStartupWork(page);
  await recorder.quiet(idleMs);
  const before = new Set((await recorder.all()).map((file) => file.url));
  // Client-side navigation, as a click in the menu would do.
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route.path);
  await page.locator(`[data-module="${remote.name}"]`).first().waitFor({ timeout: 30_000 });
  await recorder.quiet();
  const lang = await languageShown();
  const all = await recorder.all();
  const added = all
    .filter((file) => !before.has(file.url))
    .map((file) => ({
      ...file,
      heavy: heavyLibrary(file.url, file.body, baseUrl),
      shell: !file.pathname.startsWith('/remotes/'),
      storage: sharedChunkLibrary(file.pathname) === 'dexie',
    }));
  await close();
  return { name: remote.name, route, added, all, errors, lang };
}

/**
 * The shell's code a module route adds. Dexie, the shared IndexedDB library, is reported on its own: `/` no
 * longer loads it, so the first page that stores (the data layer keeps queries for offline
 * reading) brings it, and it is neither the shell's code nor the module's.
 */
const shellCode = (m) => m.added.filter((file) => !file.heavy && file.shell && !file.storage);

function report(home, modules, visits) {
  const critical = home.files.filter((file) => file.critical);
  const deferred = home.files.filter((file) => !file.critical);
  const byGzip = (a, b) => b.gzip - a.gzip;

  console.log(
    '\n`/` signed out, service workers blocked, after a first keypress: every script the page loads (gzip level 9)\n',
  );
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

  console.log(
    `A first visit to each page, service workers blocked: every script until the network is idle (load event, ` +
      `then ${idleMs / 1000} s without a request), beside the critical path (before React starts)\n`,
  );
  printTable(
    ['Page', 'Signed in as', 'Critical path', 'Files', 'All until idle', 'Files ', 'Largest files'],
    visits.map((visit) => {
      const critical = visit.files.filter((file) => file.critical);
      return [
        visit.path,
        visit.role ? `demo ${visit.role === 'user' ? 'customer' : visit.role}` : '—',
        kb(sum(critical)),
        String(critical.length),
        kb(sum(visit.files)),
        String(visit.files.length),
        [...visit.files]
          .sort(byGzip)
          .slice(0, 3)
          .map((file) => `${file.pathname.split('/').pop()} ${kb(file.gzip)}`)
          .join(', '),
      ];
    }),
  );

  console.log("Each module's first route, reached from `/` (scripts it adds)\n");
  printTable(
    [
      'Module',
      'Route',
      'Role',
      'Added',
      'Shell code',
      'Dexie',
      'Excluded (OpenLayers, Stripe)',
      'Largest added files',
    ],
    modules.map((m) => {
      const counted = m.added.filter((file) => !file.heavy && !file.shell);
      const heavy = m.added.filter((file) => file.heavy);
      const storage = m.added.filter((file) => file.storage);
      return [
        m.name,
        m.route.path,
        accountTypeOf[m.route.access] ?? 'anyone',
        kb(sum(counted)),
        kb(sum(shellCode(m))),
        storage.length ? kb(sum(storage)) : '—',
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
    ...visits
      .filter((visit) => visit.path === '/')
      .flatMap((visit) => [
        {
          check: 'all JS of a first visit to `/` until idle',
          measured: kb(sum(visit.files)),
          budget: kb(budgets.homeAll),
          target: kb(budgets.homeAllTarget),
          pass: sum(visit.files) <= budgets.homeAll,
          onTarget: sum(visit.files) <= budgets.homeAllTarget,
        },
        {
          check: 'script files of a first visit to `/` until idle',
          measured: String(visit.files.length),
          budget: String(budgets.homeAllFiles),
          target: '—',
          pass: visit.files.length <= budgets.homeAllFiles,
        },
        {
          check: 'IndexedDB (Dexie) and zod on `/`',
          measured: offLimitsIn(visit.files),
          budget: 'none',
          target: '—',
          pass: offLimitsIn(visit.files) === 'none',
        },
      ]),
    // A visitor's other pages validate (zod) but store nothing in IndexedDB (the worker's cache keeps reads).
    ...visits
      .filter((visit) => visit.path !== '/' && visit.role === null)
      .map((visit) => {
        const found = offLimitsIn(visit.files, ['Dexie']);
        return {
          check: `IndexedDB (Dexie) on a visitor's \`${visit.path}\``,
          measured: found,
          budget: 'none',
          target: '—',
          pass: found === 'none',
        };
      }),
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
      const shellAdded = Math.max(...modules.map((m) => sum(shellCode(m))));
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
    ...(locale
      ? [
          (() => {
            const elsewhere = [home, ...modules, ...visits]
              .filter((m) => m.lang !== locale)
              .map((m) => `${m.route?.path ?? m.path ?? '/'}: ${m.lang || 'none'}`);
            return {
              check: `every page shown in ${locale} (<html lang>)`,
              measured: elsewhere.length ? elsewhere.join(', ') : 'all',
              budget: 'all',
              target: '—',
              pass: elsewhere.length === 0,
            };
          })(),
        ]
      : []),
    ...[home, ...modules, ...visits]
      .filter((m) => m.errors.length > 0)
      .map((m) => ({
        check: `page errors on ${m.route?.path ?? m.path ?? '/'}`,
        measured: m.errors.slice(0, 2).join(' | '),
        budget: 'none',
        target: '—',
        pass: false,
      })),
  ];
  console.log('Budgets (issue 9, item 1; issue 23, item 1)\n');
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
  console.log(`The browser's language: ${locale ?? "Playwright's default (en-US; the app shows en-GB)"}`);
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
    const demoTokens = {
      user: await demoToken(server.url, 'user'),
      provider: await demoToken(server.url, 'provider'),
    };
    const visits = [];
    for (const visit of firstVisits)
      visits.push(await measureFirstVisit(browser, server.url, visit, demoTokens));
    for (const m of modules)
      console.log(
        m.name,
        m.added
          .filter((f) => f.shell)
          .map((f) => `${f.pathname} ${kb(f.gzip)}`)
          .join('\n  '),
      );
    const ok = report(home, modules, visits);
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
