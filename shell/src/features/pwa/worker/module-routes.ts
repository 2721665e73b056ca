// Module files and the shell's lazy chunks, cached the first time they are used.
//
// - `/remotes.json` and each `remoteEntry.js`: network first, so a released module reaches users on their
//   next online visit; the kept copy opens the module offline. The entry is kept once per module whatever
//   its `?v=` query: the newest copy is the one whose chunks are cached.
// - Every other file under `/remotes/` and the shell's `/assets/` has its content hash in its name and
//   never changes: cache first. An expiry bound keeps old releases from piling up.
// - The files a page rendered on the server lists for after its paint are fetched as the page arrives
//   (keepFilesListed), so a page glanced at before the app started on it still opens offline.
import { isHashedFileName } from '@callout/contracts/hashed-file';
import { ExpirationPlugin } from 'workbox-expiration';
import { Route } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

export const manifestCacheName = 'callout-module-entries';
export const filesCacheName = 'callout-files';

const remoteEntry = /^\/remotes\/[^/]+\/assets\/remoteEntry\.js$/;

const entries = new NetworkFirst({
  cacheName: manifestCacheName,
  networkTimeoutSeconds: 4,
  plugins: [
    {
      cacheKeyWillBeUsed: async ({ request }) => {
        const url = new URL(request.url);
        url.search = '';
        return url.href;
      },
    },
  ],
});

const files = new CacheFirst({
  cacheName: filesCacheName,
  plugins: [
    new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});

const isEntry = (url: URL) => url.pathname === '/remotes.json' || remoteEntry.test(url.pathname);
const isHashedFile = (url: URL) =>
  (url.pathname.startsWith('/remotes/') || url.pathname.startsWith('/assets/')) &&
  isHashedFileName(url.pathname);

export const moduleRoutes = [
  new Route(({ url, sameOrigin }) => sameOrigin && isEntry(url), entries),
  new Route(({ url, sameOrigin }) => sameOrigin && isHashedFile(url), files),
];

const afterPaintOpening = '<script id="callout-after-paint" type="application/json">';

/** The scripts a rendered page lists for after its paint (packages/server/src/infra/html/app-page.ts). */
export function filesListedIn(html: string): string[] {
  const from = html.indexOf(afterPaintOpening);
  const to = from < 0 ? -1 : html.indexOf('</script>', from);
  if (to < 0) return [];
  try {
    const listed: unknown = JSON.parse(html.slice(from + afterPaintOpening.length, to));
    return Array.isArray(listed) ? listed.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Keeps the modules' manifest and the files a rendered page lists (the shell's and its module's scripts for
 * that route) by the rules above, without waiting for the app to ask for them: on a page open for a
 * moment it never does, and offline the page needs them all. A file that cannot be had is left for later.
 */
export async function keepFilesListed(html: string, origin: string, event: ExtendableEvent): Promise<void> {
  const wanted = ['/remotes.json', ...filesListedIn(html)].map((href) => new URL(href, origin));
  await Promise.all(
    wanted.map(async (url) => {
      if (url.origin !== origin) return;
      const strategy = isEntry(url) ? entries : isHashedFile(url) ? files : null;
      if (!strategy) return;
      // Until it is in the cache, not only fetched.
      const [, kept] = strategy.handleAll({ event, request: new Request(url.href), url });
      await kept.catch(() => undefined);
    }),
  );
}
