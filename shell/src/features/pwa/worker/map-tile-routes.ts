// Map tiles (MAP_TILE_URL, OpenStreetMap's by default), kept so a map seen once opens offline.
//
// Cache first: a tile of a place does not change from one visit to the next, and a map that asks the
// tile server again for every tile it already has would break OpenStreetMap's usage policy. At most 500
// tiles (a few megabytes), least recently used out, none older than a week. Only tiles the page has
// shown are kept: the worker never fetches one the map did not ask for. The map loads them in CORS mode,
// so an answer kept here is readable and counts its real size against the quota (an opaque one counts
// megabytes).
import { ExpirationPlugin } from 'workbox-expiration';
import { Route } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

export const mapTileCacheName = 'callout-map-tiles';
export const mapTilesMaxEntries = 500;
const weekSeconds = 7 * 24 * 3600;

/** A tile's address ends in /{z}/{x}/{y} and an image extension, whichever host serves it. */
const tilePath = /\/\d{1,2}\/\d{1,7}\/\d{1,7}(@2x)?\.(png|jpe?g|webp)$/;

export const isMapTile = (url: URL) => !url.pathname.startsWith('/api/') && tilePath.test(url.pathname);

export const mapTileRoute = new Route(
  ({ url, request }) => isMapTile(url) && (request.destination === 'image' || request.destination === ''),
  new CacheFirst({
    cacheName: mapTileCacheName,
    plugins: [
      // A picture only: a tile server's error page must not stand in for a tile for a week.
      {
        cacheWillUpdate: async ({ response }) =>
          response.status === 200 && response.headers.get('Content-Type')?.startsWith('image/')
            ? response
            : null,
      },
      new ExpirationPlugin({
        maxEntries: mapTilesMaxEntries,
        maxAgeSeconds: weekSeconds,
        purgeOnQuotaError: true,
      }),
    ],
  }),
  'GET',
);
