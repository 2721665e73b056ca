// Helpers for the offline journeys (offline*.spec.ts): the service worker, its caches and its network.
import { expect, type Page, test } from '@playwright/test';

/**
 * Playwright 1.56 takes a service worker offline with `context.setOffline(true)` only when its
 * (experimental) service-worker network support is on; otherwise the worker keeps its network and an
 * "offline" test would pass through it. The flag is read when a worker attaches, so it is set for the
 * tests of one file and restored afterwards.
 */
export function takeServiceWorkersOfflineWithThePage(): void {
  const flag = 'PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS';
  let previous: string | undefined;
  test.beforeAll(() => {
    previous = process.env[flag];
    process.env[flag] = '1';
  });
  test.afterAll(() => {
    if (previous === undefined) delete process.env[flag];
    else process.env[flag] = previous;
  });
}

/** Waits until the service worker controls the page, so later requests go through it. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Proves the worker itself is cut off: an API call it never cached cannot be answered. */
export async function expectWorkerOffline(page: Page): Promise<void> {
  const outcome = await page.evaluate(() =>
    fetch(`/api/faqs?probe=${Date.now()}`).then(
      (response) => `answered ${response.status}`,
      () => 'failed',
    ),
  );
  expect(outcome, 'the service worker must not reach the server').toBe('failed');
}

/** Paths of every request stored in the page's Cache Storage, by cache name. */
export function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      result[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return result;
  });
}

/**
 * The API reads the worker keeps for offline reading (cache `callout-api`): path and query of each, without
 * the names of its session and (for a POST read) its body that the worker adds to the key.
 */
export function keptReads(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('callout-api');
    return (await cache.keys()).map((key) => {
      const url = new URL(key.url);
      url.searchParams.delete('callout-session');
      url.searchParams.delete('callout-body');
      return `${url.pathname}${url.search}`;
    });
  });
}
