// Every app route is the same index.html, so one cached copy opens any route offline.
//
// Network first (with a short timeout for patchy signal), so an online visit always gets the page the
// server just wrote, with the current run-time configuration and the current shell's file names; that
// copy, without what the server rendered for its address, is kept as the offline page; the answers a
// signed-in page was rendered with go to the API cache (rendered-answers.ts), for that page's session. When there is no
// kept copy (first start of a new worker, whose activation clears it), the precached `/` answers: fetched
// from the server at install, so it also carries a served configuration, and it matches the precached
// files of this worker exactly.
import { apiCacheName, pagesCacheName, pageTitlesCacheName } from '@callout/offline/cache-protocol';
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { countKept, keptFor } from './api-routes';
import { keepFilesListed } from './module-routes';
import { keepRenderedAnswers } from './rendered-answers';
import { worker } from './worker-scope';

export const navigationTimeoutSeconds = 4;

const shellPage = () => new URL('/', worker.location.origin).href;

/**
 * The one kept page answers every address, so the title it came with belongs to the last page fetched. Each
 * page's own title (the server sets the one the app sets) is kept beside it, in a cache of their own, and
 * put into the kept page for its address; an address never fetched gets the plain name until the app runs.
 */
const titleKey = (url: string) => new URL(new URL(url).pathname, worker.location.origin).href;
const plainTitle = 'Callout';
const titlePattern = /<title>[^<]*<\/title>/;

/** The page's <title> element as the server wrote it (already escaped), or null. */
export function titleElementOf(html: string): string | null {
  return titlePattern.exec(html)?.[0] ?? null;
}

/** `response` (an HTML page) with `titleElement` in place of its own title. */
export async function withTitleElement(response: Response, titleElement: string): Promise<Response> {
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(html.replace(titlePattern, titleElement), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

async function keepTitle(url: string, html: string): Promise<void> {
  const element = titleElementOf(html);
  if (element === null) return;
  const cache = await caches.open(pageTitlesCacheName);
  await cache.put(titleKey(url), new Response(element, { headers: { 'Content-Type': 'text/plain' } }));
}

/** The kept page (or the precached `/`) titled for the address it now answers. */
async function titledFor(url: string, page: Response | undefined): Promise<Response | undefined> {
  if (!page) return page;
  const kept = await (await caches.open(pageTitlesCacheName)).match(titleKey(url));
  return withTitleElement(page, kept ? await kept.text() : `<title>${plainTitle}</title>`);
}

/**
 * Where the server marks what it rendered for one address (packages/server/src/infra/html/app-page.ts): #root
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

/**
 * The answers a page rendered on the server carries go to the API cache (rendered-answers.ts), and the
 * files it lists for its app are fetched and kept (module-routes.ts), while the page is shown.
 */
async function keepAnswersOf(response: Response, event: ExtendableEvent | undefined): Promise<void> {
  if (!response.ok || !response.headers.get('Content-Type')?.startsWith('text/html')) return;
  try {
    const html = await response.clone().text();
    if (event) event.waitUntil(keepFilesListed(html, worker.location.origin, event));
    const keeper = { cache: await caches.open(apiCacheName), keptFor, countKept };
    await keepRenderedAnswers(html, worker.location.origin, response.headers.get('Date'), keeper);
  } catch (error) {
    console.warn('Could not keep the answers of a rendered page for offline reading', error);
  }
}

export const pageStrategy = new NetworkFirst({
  cacheName: pagesCacheName,
  networkTimeoutSeconds: navigationTimeoutSeconds,
  plugins: [
    {
      // One key for every address; the address asked for is remembered for the title (the callbacks
      // after this one see the key, not the request).
      cacheKeyWillBeUsed: async ({ request, state }) => {
        if (state) state.address = request.url;
        return shellPage();
      },
      cacheWillUpdate: async ({ request, response, event }) => {
        await keepAnswersOf(response, event);
        const page = await offlinePageFrom(response);
        if (page) await keepTitle(request.url, await page.clone().text());
        return page;
      },
      // Only a kept copy passes here: a page from the network keeps the title it came with.
      cachedResponseWillBeUsed: async ({ request, cachedResponse, state }) =>
        titledFor(typeof state?.address === 'string' ? state.address : request.url, cachedResponse),
      handlerDidError: async ({ request }) => titledFor(request.url, await matchPrecache('/')),
    },
  ],
});

export const pageRoute = new NavigationRoute(
  pageStrategy,
  // API calls, module files and the server's development pages opened in the address bar are not app pages.
  { denylist: [/^\/api\//, /^\/remotes\//, /^\/dev\//] },
);

/** A kept page of an older release could name files the new worker no longer has. */
export async function forgetKeptPage(): Promise<boolean> {
  const [page] = await Promise.all([caches.delete(pagesCacheName), caches.delete(pageTitlesCacheName)]);
  return page;
}
