// Records every script a Playwright page loads, with its gzip size computed here from the body (level 9,
// as scripts/precompress.mjs writes the .gz the server sends), and waits for the network to go quiet.
import { gzipSync } from 'node:zlib';

/**
 * Marks `window.__firstRenderAt` (performance.now()) when React takes #root: when the app starts drawing
 * the page, or taking over the page the server drew (which is in #root from the start, so the content of
 * #root cannot tell). Everything the page asked for before that is on the path to a working page.
 */
export const firstRenderProbe = () => {
  const check = () => {
    const root = document.getElementById('root');
    if (root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))) {
      window.__firstRenderAt = performance.now();
      return;
    }
    setTimeout(check, 1);
  };
  check();
};

export function recordScripts(page) {
  const scripts = new Map();
  const reads = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const isJs = type === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
    if (!isJs || !response.ok() || scripts.has(response.url())) return;
    reads.push(
      response.body().then(
        (body) =>
          scripts.set(response.url(), {
            url: response.url(),
            pathname: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            body: body.toString('utf8'),
          }),
        () => undefined, // the page navigated away before the body was read
      ),
    );
  });

  return {
    /** Everything loaded so far, bodies read. */
    async all() {
      await Promise.all(reads);
      return [...scripts.values()];
    },
    /** Resolves after `quietMs` without a request in flight (or after `timeoutMs` regardless). */
    async quiet(quietMs = 1000, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight === 0 && Date.now() - lastActivity >= quietMs) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await Promise.all(reads);
    },
  };
}

/** Start times (ms since navigation) of the page's resources, by URL, and when it first rendered. */
export async function pageTimings(page) {
  return page.evaluate(() => ({
    firstRenderAt: window.__firstRenderAt ?? Number.POSITIVE_INFINITY,
    starts: Object.fromEntries(performance.getEntriesByType('resource').map((e) => [e.name, e.startTime])),
  }));
}
