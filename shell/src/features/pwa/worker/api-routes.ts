// The one offline read cache. The API reads pages show (offlineReads, @callout/contracts/offline-reads):
// network first, and the last answer when offline (or when the network is too slow), marked with
// X-Callout-From-Cache and told to the page with the time the server gave it, so the page can say it shows
// saved data and how old it is. The worker keeps what was fetched whether or not the app's data layer ever
// settled on it, and the answers a page rendered on the server was read with (rendered-answers.ts), so every
// page seen reads offline. Answers are kept per session (api-cache-partition.ts), so one account's never
// reach another's screen; logout deletes the whole cache (clearOfflineData).
//
// The server marks these answers `Cache-Control: private, no-store` (no shared or HTTP cache may keep
// them); that does not reach this cache: NetworkFirst keeps any 200 whatever its Cache-Control (Workbox's
// default cacheWillUpdate looks at the status only). Private pictures (/api/media/…, served only to the
// session of the account they were listed to) are not kept here: chat pictures have a cache of their own (media-routes.ts),
// which follows this one's session: when this cache moves to a new session, or a session ends, they go.

import { isOfflineRead } from '@callout/contracts/offline-reads';
import {
  type ApiSourceMessage,
  apiCacheName,
  fromCacheHeader,
  mediaCacheName,
} from '@callout/offline/cache-protocol';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
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

/** How many answers are kept, and how long: every list and the last few hundred opened orders and chats. */
const expiration = { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 };

/** After an answer is kept for `partition`: every other session's go, and their chat pictures with them. */
export async function keptFor(partition: string | null): Promise<void> {
  const dropped = await keepOnlyPartition(await caches.open(apiCacheName), partition);
  // Another session's answers were here: its pictures go too (they are keyed by account, not session).
  if (dropped > 0) await caches.delete(mediaCacheName);
}

/** Counts answers kept outside the strategy (rendered-answers.ts) against the same limits. */
export async function countKept(keys: string[]): Promise<void> {
  const kept = new CacheExpiration(apiCacheName, expiration);
  for (const key of keys) await kept.updateTimestamp(key);
  await kept.expireEntries();
}

const strategy = new NetworkFirst({
  cacheName: apiCacheName,
  networkTimeoutSeconds: apiTimeoutSeconds,
  // The key is the URL and the session's hash (cacheKeyWillBeUsed), not the headers.
  matchOptions: { ignoreVary: true },
  plugins: [
    new ExpirationPlugin({ ...expiration, purgeOnQuotaError: true }),
    {
      // A POST read's body comes in `params` (postReadRoute), read before the request is sent.
      cacheKeyWillBeUsed: async ({ request, params }) =>
        partitionedKey(request, (params as { body?: string } | undefined)?.body),
      // `request` here is the cache key, which names its session.
      cacheDidUpdate: async ({ request }) => keptFor(partitionOfKey(request)),
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

const isKept =
  (method: 'GET' | 'POST') =>
  ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
    sameOrigin &&
    url.pathname.startsWith('/api/') &&
    isOfflineRead(method, url.pathname.slice('/api'.length));

export const apiRoute = new Route(isKept('GET'), strategy, 'GET');

/** The reads the REST API makes POSTs (chats, support cases): kept under their URL and body. */
export const postReadRoute = new Route(
  isKept('POST'),
  async ({ request, event }) =>
    strategy.handle({ request, event, params: { body: await request.clone().text() } }),
  'POST',
);
