// Module files and the shell's lazy chunks, cached the first time they are used.
//
// - `/remotes.json` and each `remoteEntry.js`: network first, so a released module reaches users on their
//   next online visit; the kept copy opens the module offline. The entry is kept once per module whatever
//   its `?v=` query: the newest copy is the one whose chunks are cached.
// - Every other file under `/remotes/` and the shell's `/assets/` has its content hash in its name and
//   never changes: cache first. An expiry bound keeps old releases from piling up.
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

export const moduleRoutes = [
  new Route(
    ({ url, sameOrigin }) =>
      sameOrigin && (url.pathname === '/remotes.json' || remoteEntry.test(url.pathname)),
    entries,
  ),
  new Route(
    ({ url, sameOrigin }) =>
      sameOrigin &&
      (url.pathname.startsWith('/remotes/') || url.pathname.startsWith('/assets/')) &&
      isHashedFileName(url.pathname),
    files,
  ),
];
