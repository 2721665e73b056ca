// Every app route is the same index.html, so one cached copy opens any route offline.
//
// Network first (with a short timeout for patchy signal), so an online visit always gets the page the
// server just wrote, with the current run-time configuration and the current shell's file names; that
// copy, without what the server rendered for its address, is kept as the offline page; the answers a
// signed-in page was rendered with go to the API cache (rendered-answers.ts), for that page's session. When there is no
// kept copy (first start of a new worker, whose activation clears it), the precached `/` answers: fetched
// from the server at install, so it also carries a served configuration, and it matches the precached
// files of this worker exactly.
import { apiCacheName, pagesCacheName } from '@callout/offline/cache-protocol';
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { countKept, keptFor } from './api-routes';
import { keepRenderedAnswers } from './rendered-answers';
import { worker } from './worker-scope';

export const navigationTimeoutSeconds = 4;

const shellPage = () => new URL('/', worker.location.origin).href;

/**
 * Where the server marks what it rendered for one address (packages/server/src/html/app-page.ts): #root
 * with the page between its marks, and the style sheet of the module whose signed-in page it is.
 */
const renderedRoot = { start: '<div id="root" data-rendered=', end: '<!--/app-html--></div>' };
const renderedStyles = { start: '<style data-rendered-module=', end: '</style>' };

/** `html` without the part from `start` to the end of `end` (the first of each), or null without it. */
function without(html: string, { start, end }: { start: string; end: string }, put = ''): string | null {
  const from = html.indexOf(start);
  const to = from < 0 ? -1 : html.indexOf(end, from);
  return to < 0 ? null : html.slice(0, from) + put + html.slice(to + end.length);
}

/**
 * The offline page, or null: only the app's own page may become it, not another HTML answer (e.g. a proxy's
 * error), and without what the server rendered for the address it came from, as it opens every address.
 */
export async function offlinePageFrom(response: Response): Promise<Response | null> {
  if (!response.ok || !response.headers.get('Content-Type')?.startsWith('text/html')) return null;
  const html = await response.clone().text();
  if (!html.includes('id="callout-config"')) return null;
  const emptyRoot = without(html, renderedRoot, '<div id="root"></div>');
  if (emptyRoot === null) return response;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(without(emptyRoot, renderedStyles) ?? emptyRoot, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** The answers a page rendered on the server carries go to the API cache (rendered-answers.ts). */
async function keepAnswersOf(response: Response): Promise<void> {
  if (!response.ok || !response.headers.get('Content-Type')?.startsWith('text/html')) return;
  try {
    const html = await response.clone().text();
    const keeper = { cache: await caches.open(apiCacheName), keptFor, countKept };
    await keepRenderedAnswers(html, worker.location.origin, response.headers.get('Date'), keeper);
  } catch (error) {
    console.warn('Could not keep the answers of a rendered page for offline reading', error);
  }
}

export const pageRoute = new NavigationRoute(
  new NetworkFirst({
    cacheName: pagesCacheName,
    networkTimeoutSeconds: navigationTimeoutSeconds,
    plugins: [
      {
        cacheKeyWillBeUsed: async () => shellPage(),
        cacheWillUpdate: async ({ response }) => {
          await keepAnswersOf(response);
          return offlinePageFrom(response);
        },
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
