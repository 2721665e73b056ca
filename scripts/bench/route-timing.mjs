// How long each signed-in route takes to show in Chromium, the provider's beside the customer's, for one or
// more builds in one run, so a change is judged against its parent on the same machine load.
//
//   node scripts/bench/route-timing.mjs [--app DIR]... [--runs 5] [--routes /a,/b/:id] [--port 8506]
//
// Each --app is a checkout with its build in dist/ and packages/server/dist/main.mjs (`pnpm build`; this
// script builds nothing): its real server is started in demo mode on a port of its own with a throwaway
// database, the demo customer and provider are signed in through the API, and an order in progress is made
// (support/lighthouse-data.mjs). Without --app, this checkout. Every run opens the route in a new browser
// context (no cache, no service worker yet) holding the session as the app keeps it, at 1366×900, and the
// builds take turns run for run.
//
// Shown: the page's heading is on screen in <main>, with no spinner (but one that is part of the page, a
// job waiting for bids: .spinner--ongoing), no page-loading bar and nothing marked aria-busy; the figure is
// when that last began, from the start of the navigation. Usable: the same, and the app has taken over a
// page the server rendered (<main> no longer inert). With menu: usable, and the account's menu (the
// shell's area menu; a provider's tabs wait for the email check) on screen too, for a module's route. A run
// ends once the page has been so for 1.5 s (a page may show a wait again after showing itself: its figures
// then count from the end of that wait). Each figure is the median of --runs. The routes: the customer's dashboard, orders, an
// order's details and the booking's first step, and every provider route of the route tables
// (support/lighthouse-routes.mjs), so a new provider route is timed without being listed here.

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareData } from './support/lighthouse-data.mjs';
import { median } from './support/lighthouse-results.mjs';
import { addressOf, allRoutes } from './support/lighthouse-routes.mjs';
import { freePort, startServer } from './support/server.mjs';
import { printTable } from './support/table.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const { chromium } = createRequire(join(repoRoot, 'e2e', 'package.json'))('@playwright/test');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const runs = Number(option('--runs', '5'));
const firstPort = Number(option('--port', '8506'));
const apps = args.flatMap((arg, i) => (arg === '--app' ? [resolve(args[i + 1])] : []));
if (apps.length === 0) apps.push(repoRoot);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
const picked = (option('--routes', '') || '').split(',').filter(Boolean);

/** The customer's routes the provider's are held against. */
const customerRoutes = ['/dashboard', '/orders', '/details/:id', '/service/location'];
/** How long the page must stay usable before a run's figures are taken. */
const steadyMs = 1500;
const timeoutMs = 20_000;

const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;

/**
 * Runs in the page from its first script on: notes, every frame, since when the page is shown and since
 * when it is usable (null while it is not), into window.__routeTiming.
 */
function watchShown() {
  const timing = { shown: null, usable: null, menu: null };
  window.__routeTiming = timing;
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const check = () => {
    const main = document.querySelector('main');
    const heading = main?.querySelector('h1');
    const waiting =
      [...document.querySelectorAll('.spinner:not(.spinner--ongoing), .navigation-progress')].some(visible) ||
      document.querySelector('[aria-busy="true"]') !== null;
    const shown = Boolean(heading && visible(heading)) && !waiting;
    const now = performance.now();
    timing.shown = shown ? (timing.shown ?? now) : null;
    timing.usable = shown && !main.inert ? (timing.usable ?? now) : null;
    const menu = document.querySelector('.area-menu');
    timing.menu = timing.usable !== null && menu && visible(menu) ? (timing.menu ?? now) : null;
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** The routes to time, with the role each is opened as. */
function routesToTime(staticDir) {
  const routes = allRoutes(repoRoot, staticDir).filter(
    (route) => route.access === 'provider' || customerRoutes.includes(route.path),
  );
  routes.sort((a, b) => (a.access === b.access ? 0 : a.access === 'customer' ? -1 : 1));
  if (picked.length === 0) return routes;
  const unknown = picked.filter((path) => !routes.some((route) => route.path === path));
  if (unknown.length > 0) throw new Error(`not timed by this bench: ${unknown.join(', ')}`);
  return routes.filter((route) => picked.includes(route.path));
}

async function startApp(dir, port) {
  const staticDir = join(dir, 'dist');
  if (
    !existsSync(join(staticDir, 'shell/index.html')) ||
    !existsSync(join(dir, 'packages/server/dist/main.mjs'))
  ) {
    throw new Error(`${dir} has no build: run pnpm build there first`);
  }
  const server = await startServer({
    repoRoot: dir,
    port,
    staticDir,
    compile: false,
    startTimeoutMs: 180_000,
  });
  try {
    return { ...server, dir, label: basename(dir), data: await prepareData(server.url) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** One timed visit of `address` as `role` ('user' or 'provider'), in a context of its own. */
async function timeVisit(browser, app, address, role, withMenu) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const token = app.data.tokens[role];
    // The session where packages/api-client keeps it, and the cookie the server renders signed-in pages with.
    await context.addInitScript(
      ([serve, accountType]) => {
        localStorage.setItem('serve', serve);
        localStorage.setItem('accountType', accountType);
        localStorage.setItem('account', `bench-${accountType}`);
      },
      [token, role],
    );
    await context.addCookies([
      { name: 'callout-page-session', value: token, url: app.url, sameSite: 'Strict' },
      { name: 'callout-page-push', value: 'off.0', url: app.url, sameSite: 'Strict' },
    ]);
    await context.addInitScript(watchShown);
    const page = await context.newPage();
    await page.goto(`${app.url}${address}`, { waitUntil: 'commit' });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const timing = await page.evaluate(() => {
        const { shown, usable, menu } = window.__routeTiming ?? {};
        return { shown: shown ?? null, usable: usable ?? null, menu: menu ?? null, now: performance.now() };
      });
      const done = withMenu ? timing.menu : timing.usable;
      if (done !== null && timing.now - done >= steadyMs) {
        const landed = new URL(page.url()).pathname;
        return { ...timing, landed: landed === address.split('?')[0] ? '' : `→ ${landed}` };
      }
      if (Date.now() > deadline) {
        const landed = new URL(page.url()).pathname;
        return {
          ...timing,
          menu: null,
          landed: `not ${withMenu ? 'with its menu' : 'usable'} in 20 s at ${landed}`,
        };
      }
      await page.waitForTimeout(100);
    }
  } finally {
    await context.close();
  }
}

/** The figures of each run, in the table's order. */
const keys = ['shown', 'usable', 'menu'];
const headings = { shown: 'Shown', usable: 'Usable', menu: 'With menu' };

const seconds = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);

async function main() {
  const servers = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    let port = firstPort;
    for (const dir of apps) {
      port = await freePort(port);
      servers.push(await startApp(dir, port));
      port += 1;
    }
    const routes = routesToTime(join(apps[0], 'dist'));
    console.log(
      `${routes.length} routes × ${servers.length} build(s), ${runs} runs each; ${load()} at the start`,
    );
    const results = [];
    for (const route of routes) {
      const role = route.access === 'customer' ? 'user' : 'provider';
      const perApp = servers.map((app) => ({
        app,
        address: addressOf(route, app.data.addresses),
        visits: [],
      }));
      for (let run = 1; run <= runs; run += 1) {
        for (const entry of perApp) {
          if (entry.address === null) continue;
          process.stderr.write(`${entry.address} [${entry.app.label}], run ${run} of ${runs}\n`);
          entry.visits.push(
            await timeVisit(browser, entry.app, entry.address, role, route.module !== 'shell'),
          );
        }
      }
      results.push({ route, perApp });
    }
    const figure = (visits, key) => {
      const values = visits.map((visit) => visit[key]).filter((value) => value !== null);
      return values.length === 0 ? null : median(values);
    };
    const rows = results.map(({ route, perApp }) => [
      `${route.path} (${route.access})`,
      ...perApp.flatMap(({ visits }) => keys.map((key) => seconds(figure(visits, key)))),
      [...new Set(perApp.flatMap(({ visits }) => visits.map((visit) => visit.landed)).filter(Boolean))].join(
        '; ',
      ),
    ]);
    console.log(
      `\nMedian of ${runs} runs per route, Chromium at 1366×900, no throttling, a new context per run\n`,
    );
    printTable(
      ['Route', ...servers.flatMap(({ label }) => keys.map((key) => `${headings[key]} [${label}]`)), 'Note'],
      rows,
    );
    for (const app of servers) console.log(`[${app.label}]: ${app.dir}`);
    console.log(`${load()} at the end`);
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
