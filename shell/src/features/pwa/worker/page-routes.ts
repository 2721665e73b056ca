// Every app route is the same index.html, so one cached copy opens any route offline.
//
// Network first (with a short timeout for patchy signal), so an online visit always gets the page the
// server just wrote, with the current run-time configuration and the current shell's file names; that
// copy is kept as the offline page. When there is no kept copy (first start of a new worker, whose
// activation clears it), the precached `/` answers: fetched from the server at install, so it also carries
// a served configuration, and it matches the precached files of this worker exactly.
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { worker } from './worker-scope';

export const pagesCacheName = 'callout-pages';
export const navigationTimeoutSeconds = 4;

const shellPage = () => new URL('/', worker.location.origin).href;

/** Only the app's own page may become the offline page, not another HTML answer (e.g. a proxy's error). */
async function isAppPage(response: Response): Promise<boolean> {
  if (!response.ok || !response.headers.get('Content-Type')?.startsWith('text/html')) return false;
  return (await response.clone().text()).includes('id="callout-config"');
}

export const pageRoute = new NavigationRoute(
  new NetworkFirst({
    cacheName: pagesCacheName,
    networkTimeoutSeconds: navigationTimeoutSeconds,
    plugins: [
      {
        cacheKeyWillBeUsed: async () => shellPage(),
        cacheWillUpdate: async ({ response }) => ((await isAppPage(response)) ? response : null),
        handlerDidError: async () => matchPrecache('/'),
      },
    ],
  }),
  // API calls, module files and the server's development pages opened in the address bar are not app pages.
  { denylist: [/^\/api\//, /^\/remotes\//, /^\/dev\//] },
);

/** A kept page of an older release could name files the new worker no longer has. */
export function forgetKeptPage(): Promise<boolean> {
  return caches.delete(pagesCacheName);
}
