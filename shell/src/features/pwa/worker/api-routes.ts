// API GET calls that show lists and details: network first, and the last answer when offline (or when
// the network is too slow), marked with X-Callout-From-Cache so the page can say it shows saved data.
//
// Only these calls: the others either change something on a GET (cancelorder, startorder, bidrequest…)
// or are live data that would mislead when stale (live location, bids). The session checks are kept so
// a signed-in user is not sent to the login page just for being offline; the server still checks the
// token on every real call. Answers are kept per session (api-cache-partition.ts), so one account's never
// reach another's screen; logout deletes the whole cache (clearOfflineData).
//
// The server marks these answers `Cache-Control: private, no-store` (no shared or HTTP cache may keep
// them); that does not reach this cache: NetworkFirst keeps any 200 whatever its Cache-Control (Workbox's
// default cacheWillUpdate looks at the status only). Private pictures (/api/media/…, served only to the
// session of the account they were listed to) are not kept here: chat pictures have a cache of their own (media-routes.ts),
// which follows this one's session: when this cache moves to a new session, or a session ends, they go.
import {
  type ApiSourceMessage,
  apiCacheName,
  fromCacheHeader,
  mediaCacheName,
} from '@callout/offline/cache-protocol';
import { ExpirationPlugin } from 'workbox-expiration';
import { Route } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  dropPartitions,
  keepOnlyPartition,
  partitionedKey,
  partitionOf,
  partitionOfKey,
} from './api-cache-partition';
import { worker } from './worker-scope';

export const cachedApiCalls = new Set([
  '/categories',
  '/dashboard',
  '/faqs',
  '/help-center',
  '/orderdetails',
  '/orders',
  '/profile',
  '/savedlocations',
  '/savedproviders',
  '/valsession',
  '/provider/certrequests',
  '/provider/getnotifications',
  '/provider/getorderschart',
  '/provider/getschedule',
  '/provider/kycdata',
  '/provider/kycreviews',
  '/provider/orderdetails',
  '/provider/orders',
  '/provider/profile',
  '/provider/valsession',
]);

export const apiTimeoutSeconds = 6;

async function tellPage(
  event: ExtendableEvent | undefined,
  fromCache: boolean,
  url: string,
  savedAt?: number,
) {
  const clientId = (event as FetchEvent | undefined)?.clientId;
  const client = clientId ? await worker.clients.get(clientId) : undefined;
  client?.postMessage({ type: 'callout:api-source', fromCache, url, savedAt } satisfies ApiSourceMessage);
}

/** When the server gave a cached answer, from its Date header; undefined if it has none. */
function givenAt(response: Response): number | undefined {
  const time = Date.parse(response.headers.get('date') ?? '');
  return Number.isNaN(time) ? undefined : time;
}

const strategy = new NetworkFirst({
  cacheName: apiCacheName,
  networkTimeoutSeconds: apiTimeoutSeconds,
  // The key is the URL and the session's hash (cacheKeyWillBeUsed), not the headers.
  matchOptions: { ignoreVary: true },
  plugins: [
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    {
      cacheKeyWillBeUsed: async ({ request }) => partitionedKey(request),
      // `request` here is the cache key, which names its session.
      cacheDidUpdate: async ({ request }) => {
        const dropped = await keepOnlyPartition(await caches.open(apiCacheName), partitionOfKey(request));
        // Another session's answers were here: its pictures go too (they are keyed by account, not session).
        if (dropped > 0) await caches.delete(mediaCacheName);
      },
      // A slow network answers from cache after the timeout; its late answer then only refreshes the
      // cache, and must not tell the page its (cached) data is fresh.
      fetchDidSucceed: async ({ request, response, event, state }) => {
        if (response.status === 401) {
          // The session has ended: nothing kept for it may be shown again.
          const ended = await partitionOf(request);
          await dropPartitions(await caches.open(apiCacheName), (partition) => partition === ended);
          await caches.delete(mediaCacheName);
        }
        if (response.ok && !state?.answeredFromCache) await tellPage(event, false, request.url);
        return response;
      },
      cachedResponseWillBeUsed: async ({ request, cachedResponse, event, state }) => {
        if (!cachedResponse) return null;
        if (state) state.answeredFromCache = true;
        await tellPage(event, true, request.url, givenAt(cachedResponse));
        const headers = new Headers(cachedResponse.headers);
        headers.set(fromCacheHeader, '1');
        return new Response(cachedResponse.body, {
          status: cachedResponse.status,
          statusText: cachedResponse.statusText,
          headers,
        });
      },
    },
  ],
});

export const apiRoute = new Route(
  ({ url, sameOrigin }) =>
    sameOrigin && url.pathname.startsWith('/api/') && cachedApiCalls.has(url.pathname.slice('/api'.length)),
  strategy,
  'GET',
);
