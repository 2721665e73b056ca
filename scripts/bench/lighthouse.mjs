// Lighthouse targets of issues 9 (item 2) and 23 (item 4), audited in Debian's Chromium against the real
// server and the built dist/, with Lighthouse's default settings (mobile, simulated throttling): every route
// of the shell and of every module, each as the role its route table names (public, customer, provider,
// operator), with real data made through the API first (support/lighthouse-data.mjs).
//
//   node scripts/bench/lighthouse.mjs [--runs 3] [--routes /a,/b/:id] [--against DIR] [--build] [--enforce]
//                                     [--port 8270] [--save DIR] [--cpu-slowdown auto|default|N]
//                                     [--locale pl-PL]
//
// The routes come from the route tables (support/lighthouse-routes.mjs): shell/src/config/paths.ts and each
// built module's module.json (its descriptor), so a new route is audited without being listed here; a route
// with parameters the bench has no data for is printed as such. --routes audits only the routes named
// (their patterns as in the tables, e.g. /details/:id, or the path; comma-separated; --page PATH also
// works). Prints only, unless --enforce: then exits 1 when a target is missed. --build rebuilds dist/ first
// (it is built anyway when missing). --against DIR audits a second build (e.g. the parent commit's dist/,
// built with `git worktree add` + `pnpm build`) in the same session, run for run alternating with this one,
// so a change is judged against its parent on the same machine load. --save writes every Lighthouse result
// (JSON) into DIR, and the page load's trace beside it (name.trace.json, for Chromium's performance panel:
// which task after the first paint blocks, and why).
//
// Each figure is the median of --runs audits of a page. The default, 3, is the fewest runs whose median drops
// a single outlier: on a shared two-core machine one run now and then lands on a busy moment and loses
// several performance points (simulated throttling scales the CPU time it observes). Use 5 for a release
// check, 1 for a quick look. The load average is printed before and after: quote it with the figures.
// --cpu-slowdown: simulated throttling multiplies the CPU time this host spent, so by default (`auto`) the
// multiplier is calibrated to the host's CPU benchmark index by Lighthouse's throttling guide
// (support/cpu-slowdown.mjs), measured again before each run (a long session's load changes), and figures
// from a slow and a fast host compare; `default` is Lighthouse's raw
// 4×, a number sets it. The device emulated (screen, network, CPU) is printed before and after the table.
// --locale: the browser speaks that language (its languages and Accept-Language), so each page is shown in
// it as to a visitor from a Polish-speaking home; a page audited in another language (`<html lang>`) fails.
// The map's tiles come from a local stand-in (support/tile-stand-in.mjs): this machine has no internet.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chooseSlowdown, measureBenchmarkIndex } from './support/cpu-slowdown.mjs';
import { openBrowser } from './support/lighthouse-browser.mjs';
import { prepareData, storeDraftInPage } from './support/lighthouse-data.mjs';
import { failingAudits, figuresOf, median } from './support/lighthouse-results.mjs';
import { addressOf, allRoutes, roleOfAccess } from './support/lighthouse-routes.mjs';
import { freePort, startServer } from './support/server.mjs';
import { printTable } from './support/table.mjs';
import { startTileStandIn } from './support/tile-stand-in.mjs';

/** The targets. SEO is held to its target on public pages only: signed-in pages are not for search. */
const targets = {
  performance: { heading: 'Performance ≥ 95', atLeast: 95 },
  accessibility: { heading: 'Accessibility 100', atLeast: 100 },
  bestPractices: { heading: 'Best practices 100', atLeast: 100 },
  seo: { heading: 'SEO 100', atLeast: 100, publicOnly: true },
  lcp: { heading: 'LCP ≤ 2.0 s', atMost: 2000, format: (ms) => `${(ms / 1000).toFixed(2)} s` },
  tbt: { heading: 'TBT ≤ 100 ms', atMost: 100, format: (ms) => `${Math.round(ms)} ms` },
  cls: { heading: 'CLS ≤ 0.05', atMost: 0.05, format: (cls) => cls.toFixed(3) },
};

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const enforce = args.includes('--enforce');
const runs = Number(option('--runs', '3'));
const firstPort = Number(option('--port', '8270'));
const saveDir = option('--save', null);
const slowdownOption = option('--cpu-slowdown', 'auto');
const locale = option('--locale', null);
if (locale !== null && !/^[a-z]{2}-[A-Z]{2}$/.test(locale))
  throw new Error('--locale takes a tag like pl-PL');
const staticDir = process.env.STATIC_DIR ?? join(repoRoot, 'dist');
const againstDir = option('--against', null) && resolve(option('--against', null));
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
const picked = [
  ...(option('--routes', '') || '').split(','),
  ...args.flatMap((arg, i) => (arg === '--page' ? [args[i + 1]] : [])),
].filter(Boolean);

/** How a role is named in the table. */
const roleNames = { user: 'customer', provider: 'provider', operator: 'operator' };

/** The machine's load, quoted with every figure: TBT on a busy machine is not the page's fault. */
const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;

/**
 * One Lighthouse run of `address` in a new browser, so no run sees another's cache or service worker. The
 * CPU slowdown is `slowdownOption`'s; calibrated (`auto`), it follows the host's benchmark index measured in
 * this browser just before the run, so a run on a busy moment of a long session is slowed less, as the guide
 * would have it, rather than judged by the index the session started with.
 */
async function audit(server, address, role) {
  const browser = await openBrowser(locale);
  try {
    const cpuSlowdown = chooseSlowdown(slowdownOption, await measureBenchmarkIndex(browser)).multiplier;
    const tab = await browser.newPage();
    if (role) {
      // Lighthouse clears the origin's storage before it navigates unless told not to; the session goes in
      // first, where packages/api-client/src/session-storage.ts keeps it (storage, and the cookie the server
      // renders signed-in pages with), from a page of the same origin; the booking steps get their draft.
      const token = server.data.tokens[role];
      const account = `bench-${role}`;
      await tab.goto(`${server.url}/robots.txt`);
      await tab.evaluate(
        ([serve, accountType, key]) => {
          localStorage.setItem('serve', serve);
          localStorage.setItem('accountType', accountType);
          localStorage.setItem('account', key);
        },
        [token, role, account],
      );
      await tab.setCookie({
        name: 'callout-page-session',
        value: token,
        url: server.url,
        sameSite: 'Strict',
      });
      // What the app, started on any earlier page, kept of this device's pushes (module-kit's
      // push/device-state.ts): off, as in this browser (no permission asked yet, no subscription).
      await tab.setCookie({ name: 'callout-page-push', value: 'off.0', url: server.url, sameSite: 'Strict' });
      if (address.startsWith('/service/')) {
        await tab.evaluate(storeDraftInPage, [server.data.draft, account]);
        // ...and the cookie mf-booking mirrors it into (mf-booking/src/data/draft-cookie.ts), as once it has run.
        await tab.setCookie({
          name: 'callout-page-draft',
          value: encodeURIComponent(JSON.stringify(server.data.draft)),
          url: server.url,
          sameSite: 'Strict',
        });
      }
    }
    const result = await lighthouse(
      `${server.url}${address}`,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableStorageReset: Boolean(role),
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      },
      undefined,
      tab,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${address}`);
    if (result.lhr.runtimeError) throw new Error(`${address}: ${result.lhr.runtimeError.message}`);
    const shownIn = await tab.evaluate(() => document.documentElement.lang);
    if (locale && shownIn !== locale) throw new Error(`${address} was shown in ${shownIn}, not ${locale}`);
    return { lhr: result.lhr, trace: result.artifacts.Trace };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse now and then fails to record a page load on a busy machine (NO_NAVSTART, NO_FCP): such a run
 * is tried once more; a route that fails twice is reported as failed, and the others are still audited.
 */
async function auditWithRetry(server, address, role) {
  try {
    return await audit(server, address, role);
  } catch (error) {
    process.stderr.write(`${error.message}\ntrying ${address} once more\n`);
    try {
      return await audit(server, address, role);
    } catch (again) {
      process.stderr.write(`${again.message}\n`);
      return null;
    }
  }
}

/** Whether `role`'s page is held to the target on `key` (SEO is not, on signed-in pages). */
const held = (key, role) => !(targets[key].publicOnly && role !== null);

function meets(key, value) {
  const { atLeast, atMost } = targets[key];
  if (value === null) return false; // the runs produced no figure: Lighthouse could not measure it
  return atLeast !== undefined ? value >= atLeast : value <= atMost;
}

/**
 * The heavy code only some pages need: OpenLayers (the map chunks of mf-orders and
 * mf-booking, packages/map) and Stripe.js (mf-booking's card form, js.stripe.com). Named in the table when a
 * page's load fetched it, so a page that should not load it shows it at once.
 */
const heavyCode = [
  { name: 'map', pattern: /\/(order-map|provider-map|job-map)-[^/]*\.js$|\/ol\// },
  { name: 'Stripe', pattern: /stripe-card-form-[^/]*\.js$|js\.stripe\.com/ },
];

function heavyCodeLoaded(lhrs) {
  const urls = lhrs.flatMap(
    (lhr) => lhr.audits['network-requests']?.details?.items?.map((item) => item.url) ?? [],
  );
  return heavyCode
    .filter(({ pattern }) => urls.some((url) => pattern.test(url)))
    .map(({ name }) => `loads ${name}`);
}

/** Where the page ended up, when not where it was opened (a redirect: the figures are of that page). */
function landedElsewhere(address, lhrs) {
  const final = lhrs[0]?.finalDisplayedUrl;
  if (!final) return '';
  const { pathname } = new URL(final);
  return pathname === address.split('?')[0] ? '' : `→ ${pathname}`;
}

/** The device a run emulated, from the settings Lighthouse recorded: screen, network, CPU and browser. */
function deviceOf(lhr) {
  const { formFactor, screenEmulation: screen, throttling, emulatedUserAgent } = lhr.configSettings;
  const phone = /\(Linux; Android [^;]+; ([^;]+?)\) AppleWebKit/.exec(emulatedUserAgent ?? '')?.[1];
  return (
    `${formFactor}${phone ? ` (${phone})` : ''}, ${screen.width}×${screen.height} at ${screen.deviceScaleFactor}×, ` +
    `network ${throttling.rttMs} ms RTT and ${(throttling.throughputKbps / 1024).toFixed(1)} Mbit/s, ` +
    `CPU ${throttling.cpuSlowdownMultiplier}× slower than this host (simulated)`
  );
}

function report(results, slowdown) {
  // Simulated throttling slows what this machine ran by a fixed factor, so a busy machine scores lower.
  const all = results.flatMap(({ lhrs }) => lhrs);
  const benchmarks = all.map((lhr) => lhr.environment.benchmarkIndex);
  const slowdowns = all.map((lhr) => lhr.configSettings.throttling.cpuSlowdownMultiplier);
  const slowdownsUsed =
    slowdownOption === 'auto'
      ? `calibrated before each run to the index then: ${Math.min(...slowdowns)}–${Math.max(...slowdowns)}× ` +
        `(median ${median(slowdowns)}×)`
      : slowdown.how;
  console.log(
    `\nLighthouse ${all[0]?.lighthouseVersion ?? ''}, mobile, simulated throttling; ` +
      `median of ${runs} run${runs === 1 ? '' : 's'} per page (✗: target missed)\n` +
      `CPU benchmark index of this machine: ${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))} ` +
      `(median ${Math.round(median(benchmarks))}; the wider the range, the noisier the figures)\n` +
      `Emulated device: ${all[0] ? deviceOf(all[0]) : '—'}; CPU slowdown ${slowdownsUsed}\n`,
  );
  const keys = Object.keys(targets);
  let missed = 0;
  const rows = results.map(({ route, build, address, role, lhrs }) => {
    const name = `${route.path}${role ? ` (${roleNames[role]})` : ''}${build ? ` [${build}]` : ''}`;
    // Counted as missed: a route nobody measured is a route nobody knows meets its targets.
    if (address === null || lhrs.length === 0) {
      missed += 1;
      const why = address === null ? 'no data for its parameters (lighthouse-data.mjs)' : 'Lighthouse failed';
      return [name, ...keys.map(() => '—'), `✗ ${why}`];
    }
    const figures = lhrs.map(figuresOf);
    return [
      name,
      ...keys.map((key) => {
        const value = median(figures.map((f) => f[key]));
        const shown = value === null ? '—' : (targets[key].format?.(value) ?? String(value));
        if (!held(key, role) || meets(key, value)) return shown;
        missed += 1;
        return `${shown} ✗`;
      }),
      [landedElsewhere(address, lhrs), ...heavyCodeLoaded(lhrs)].filter(Boolean).join('; '),
    ];
  });
  printTable(['Route', ...keys.map((key) => targets[key].heading), 'Note'], rows);
  console.log('SEO is held to its target on the public pages only.\n');

  console.log(`Failing audits (in at least half of the runs)\n`);
  for (const { route, build, lhrs } of results) {
    if (lhrs.length === 0) continue;
    const failing = failingAudits(lhrs);
    console.log(`${route.path}${build ? ` [${build}]` : ''}${failing.length === 0 ? ': none' : ''}`);
    for (const { id, title, category, displayValue, details, failedRuns } of failing) {
      const runsNote = failedRuns < lhrs.length ? ` [${failedRuns}/${lhrs.length} runs]` : '';
      const value = displayValue ? ` (${displayValue})` : '';
      console.log(`  ${category.padEnd(14)} ${id}: ${title}${value}${runsNote}`);
      for (const line of details) console.log(`  ${''.padEnd(14)}   - ${line}`);
    }
  }
  console.log('');
  return missed;
}

/** The routes to audit: every route of the tables, or those --routes names (by pattern or path). */
function routesToAudit() {
  const routes = allRoutes(repoRoot, staticDir);
  if (picked.length === 0) return routes;
  const chosen = routes.filter((route) => picked.includes(route.path));
  const unknown = picked.filter((path) => !routes.some((route) => route.path === path));
  if (unknown.length > 0) {
    throw new Error(
      `not in the route tables: ${unknown.join(', ')}; known: ${routes.map((r) => r.path).join(' ')}`,
    );
  }
  return chosen;
}

/** The host's CPU benchmark index, measured once before the audits, in the browser they run in. */
async function hostBenchmarkIndex() {
  const browser = await openBrowser();
  try {
    return await measureBenchmarkIndex(browser);
  } finally {
    await browser.close();
  }
}

async function startBuild(dir, label, tileUrl) {
  const server = await startServer({
    repoRoot,
    port: await freePort(firstPort),
    staticDir: dir,
    env: { MAP_TILE_URL: tileUrl },
  });
  try {
    return { ...server, label, data: await prepareData(server.url) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function main() {
  if (args.includes('--build') || !existsSync(join(staticDir, 'shell/index.html'))) {
    (await import('../build.mjs')).buildAll();
  }
  const routes = routesToAudit();
  const tiles = await startTileStandIn(await freePort(firstPort + 50));
  const servers = [];
  try {
    servers.push(await startBuild(staticDir, againstDir ? 'this' : null, tiles.tileUrl));
    if (againstDir) servers.push(await startBuild(againstDir, 'against', tiles.tileUrl));
    // Checked once here, so a host too slow to emulate the phone or a malformed option fails at once.
    const slowdown = chooseSlowdown(slowdownOption, await hostBenchmarkIndex());
    console.log(`${routes.length} routes, ${runs} run${runs === 1 ? '' : 's'} each; ${load()} at the start`);
    console.log(
      slowdownOption === 'auto'
        ? `CPU slowdown ${slowdown.multiplier}× now (${slowdown.how}), calibrated again before each run`
        : `CPU slowdown ${slowdown.multiplier}× (${slowdown.how})`,
    );
    console.log(`The browser's language: ${locale ?? 'its default (the app shows en-GB)'}`);
    if (saveDir) mkdirSync(saveDir, { recursive: true });
    const results = [];
    for (const route of routes) {
      const role = roleOfAccess[route.access] ?? null;
      const perBuild = servers.map((server) => ({
        route,
        build: server.label,
        role,
        address: addressOf(route, server.data.addresses),
        lhrs: [],
      }));
      for (let run = 1; run <= runs; run += 1) {
        for (const [i, server] of servers.entries()) {
          const entry = perBuild[i];
          if (entry.address === null) continue;
          process.stderr.write(
            `auditing ${entry.address}${server.label ? ` [${server.label}]` : ''}, run ${run} of ${runs}\n`,
          );
          const outcome = await auditWithRetry(server, entry.address, role);
          if (!outcome) continue;
          entry.lhrs.push(outcome.lhr);
          if (saveDir) {
            const slug = entry.address.slice(1).replace(/[^a-zA-Z0-9-]+/g, '_') || 'home';
            const name = `${slug}${server.label ? `-${server.label}` : ''}-${run}`;
            writeFileSync(join(saveDir, `${name}.json`), JSON.stringify(outcome.lhr));
            if (outcome.trace)
              writeFileSync(join(saveDir, `${name}.trace.json`), JSON.stringify(outcome.trace));
          }
        }
      }
      results.push(...perBuild);
    }
    const missed = report(results, slowdown);
    console.log(`${load()} at the end`);
    if (againstDir) console.log(`[this]: ${staticDir}; [against]: ${againstDir}`);
    if (missed === 0) console.log('Every target met.');
    else if (enforce) process.exitCode = 1;
    else
      console.log(
        `${missed} target${missed === 1 ? '' : 's'} missed (printed only; pass --enforce to fail).`,
      );
  } finally {
    for (const server of servers) await server.stop();
    await tiles.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
