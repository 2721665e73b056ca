// How the service worker tells the page that an API answer came from its cache (the device was offline
// or the network too slow), shared by the worker and the page.

/** Added by the worker to every API response it answers from cache. */
export const fromCacheHeader = 'X-Callout-From-Cache';

/** Cache of API GET responses; cleared on logout with the rest of the user's data. */
export const apiCacheName = 'callout-api';

/** Cache of chat pictures (/api/media/chat/…), kept per account; cleared on logout too. */
export const mediaCacheName = 'callout-media';

/** Cache of the one app page every route opens offline (no account data: the worker keeps it emptied). */
export const pagesCacheName = 'callout-pages';

/** Each page's own title, by path, which the one kept page takes at that address (no account data). */
export const pageTitlesCacheName = 'callout-page-titles';

/** Posted by the worker to the tab that asked, after each cached API GET it handled. */
export interface ApiSourceMessage {
  type: 'callout:api-source';
  fromCache: boolean;
  url: string;
  /** For an answer from cache: when the server first gave it (its Date header), in ms since 1970. */
  savedAt?: number | undefined;
}

export function isApiSourceMessage(data: unknown): data is ApiSourceMessage {
  return (data as ApiSourceMessage | null)?.type === 'callout:api-source';
}

export function isFromCache(response: Response): boolean {
  return response.headers.get(fromCacheHeader) === '1';
}
