// Cache Storage says nothing of sizes, and workbox's ExpirationPlugin caps entries and age, not bytes. So
// a response is kept with its size and the time it was kept in headers of its own, and a cache over its
// cap loses its oldest entries until it fits.

export const keptBytesHeader = 'X-Callout-Kept-Bytes';
export const keptAtHeader = 'X-Callout-Kept-At';

/** `response` as it should be kept: its body read once, and stamped with its size and `now`. */
export async function stampedForKeeping(response: Response, now = Date.now()): Promise<Response> {
  const body = await response.blob();
  const headers = new Headers(response.headers);
  headers.set(keptBytesHeader, String(body.size));
  headers.set(keptAtHeader, String(now));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

const numberHeader = (response: Response | undefined, name: string) => {
  const value = Number(response?.headers.get(name) ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

/**
 * Deletes the oldest entries of `cache` until the bytes it keeps are at most `maxBytes`; answers how many
 * went. An entry without stamps (kept by an older worker) cannot be counted, so it goes first.
 */
export async function capCacheBytes(cache: Cache, maxBytes: number): Promise<number> {
  const entries = await Promise.all(
    (await cache.keys()).map(async (key) => {
      const response = await cache.match(key);
      const bytes = numberHeader(response, keptBytesHeader);
      const keptAt = numberHeader(response, keptAtHeader);
      return { key, bytes: bytes ?? 0, keptAt: bytes === null || keptAt === null ? -1 : keptAt };
    }),
  );
  // Oldest first; the sort is stable, so entries kept in the same millisecond go in the order they came.
  entries.sort((a, b) => a.keptAt - b.keptAt);
  let total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  let deleted = 0;
  for (const entry of entries) {
    if (total <= maxBytes && entry.keptAt >= 0) break;
    await cache.delete(entry.key);
    total -= entry.bytes;
    deleted += 1;
  }
  return deleted;
}

/** One cap at a time per worker: pictures arriving together must not each count the others twice. */
let capping: Promise<unknown> = Promise.resolve();

export function capCacheBytesInTurn(cache: Cache, maxBytes: number): Promise<number> {
  const run = capping.then(() => capCacheBytes(cache, maxBytes));
  capping = run.catch(() => undefined);
  return run;
}
