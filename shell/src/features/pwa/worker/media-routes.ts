// Chat pictures (order and support chats), kept so a picture seen once shows offline too.
//
// The server lists each at an address naming the account it was listed to, `/api/media/chat/<id>?for=
// <account>`, and serves it only to that account's session (its media cookie or Bearer token, checked on
// every view: packages/server/src/infra/media/). A picture is its kind and id, so the cache key is the path plus
// a hash of that account (api-cache-partition.ts): an address listed to another account never finds a
// kept copy. Only one account's pictures are kept: keeping one for a new account drops the others', and
// so does the API cache moving to a new session (api-routes.ts); logout deletes them all.
//
// Network first: online, the server checks the session and the conversation on every view, and a picture
// it now refuses (signed out, a deleted message, an account no longer in the chat) is dropped. Only the
// app's own <img> loads are answered from here: an address typed or pasted into the location bar goes to
// the server, which wants the session. The cache is capped at 50 MB, oldest out (cache-size-cap.ts). KYC
// documents (/api/media/kyc/…) are never kept.
import { mediaCacheName } from '@callout/offline/cache-protocol';
import { Route } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { onePartitionAtATime, partitionHash, partitionParam } from './api-cache-partition';
import { capCacheBytesInTurn, keptBytesHeader, stampedForKeeping } from './cache-size-cap';

export const chatPicturePath = '/api/media/chat/';
/** Bytes of chat pictures kept at most (decimal megabytes, as Settings shows sizes). */
export const chatPicturesMaxBytes = 50 * 1000 * 1000;
export const chatPictureTimeoutSeconds = 6;

/** Answers that mean the picture may not be shown any more on this device: no session, or not theirs. */
const refusals = new Set([401, 403, 404, 410]);

/** The key a picture is kept under: its path and whose it is, never anything else of its address. */
export async function chatPictureKey(request: Request): Promise<string> {
  const url = new URL(request.url);
  const key = new URL(url.pathname, url.origin);
  key.searchParams.set(partitionParam, await partitionHash(`account:${url.searchParams.get('for') ?? ''}`));
  return key.href;
}

const keepOnlyAccount = onePartitionAtATime();

export const chatPictureStrategy = new NetworkFirst({
  cacheName: mediaCacheName,
  networkTimeoutSeconds: chatPictureTimeoutSeconds,
  matchOptions: { ignoreVary: true },
  plugins: [
    {
      cacheKeyWillBeUsed: async ({ request }) => chatPictureKey(request),
      // A picture only (not the server's JSON refusal), small enough to fit the cap.
      cacheWillUpdate: async ({ response }) => {
        if (response.status !== 200 || !response.headers.get('Content-Type')?.startsWith('image/'))
          return null;
        const stamped = await stampedForKeeping(response);
        return Number(stamped.headers.get(keptBytesHeader)) > chatPicturesMaxBytes ? null : stamped;
      },
      cacheDidUpdate: async ({ cacheName, request }) => {
        const cache = await caches.open(cacheName);
        await keepOnlyAccount(cache, new URL(request.url).searchParams.get(partitionParam));
        await capCacheBytesInTurn(cache, chatPicturesMaxBytes);
      },
      fetchDidSucceed: async ({ request, response }) => {
        if (refusals.has(response.status)) {
          await (await caches.open(mediaCacheName)).delete(await chatPictureKey(request));
        }
        return response;
      },
    },
  ],
});

export const chatPictureRoute = new Route(
  ({ url, sameOrigin, request }) =>
    sameOrigin && request.mode !== 'navigate' && url.pathname.startsWith(chatPicturePath),
  chatPictureStrategy,
  'GET',
);
