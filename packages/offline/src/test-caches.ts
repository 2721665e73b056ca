// A stand-in for Cache Storage in tests of what the app and the worker keep: caches of real Requests
// and Responses, in the order they were put, with an optional quota in bytes past which a put fails with
// the browser's QuotaExceededError, as a full device does.

interface Entry {
  request: Request;
  body: ArrayBuffer;
  init: ResponseInit;
}

export interface FakeCaches {
  storage: CacheStorage;
  /** Paths and queries kept in one cache, oldest first; empty when the cache does not exist. */
  keptIn(name: string): string[];
  /** Bytes of every kept body. */
  usedBytes(): number;
  /** Puts past this many bytes in all fail; change it to fill or free the device. */
  quotaBytes: number;
}

/** What a browser throws on a full device: a DOMException, which browsers make an Error too (jsdom does not). */
function quotaExceeded(): Error {
  const error = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  if ((error as unknown) instanceof Error) return error;
  return Object.assign(new Error(error.message), { name: error.name, code: 22 });
}

const urlOf = (request: RequestInfo | URL) =>
  typeof request === 'string' || request instanceof URL ? new URL(request).href : request.url;

export function fakeCaches({ quotaBytes = Number.POSITIVE_INFINITY } = {}): FakeCaches {
  const caches = new Map<string, Map<string, Entry>>();
  const usedBytes = () =>
    [...caches.values()]
      .flatMap((cache) => [...cache.values()])
      .reduce((sum, e) => sum + e.body.byteLength, 0);

  const fake: FakeCaches = {
    quotaBytes,
    usedBytes,
    keptIn: (name) =>
      [...(caches.get(name)?.keys() ?? [])].map((url) => {
        const { pathname, search } = new URL(url);
        return pathname + search;
      }),
    storage: undefined as unknown as CacheStorage,
  };

  const cacheOf = (entries: Map<string, Entry>) =>
    ({
      async put(request: RequestInfo | URL, response: Response) {
        const url = urlOf(request);
        const body = await response.arrayBuffer();
        const replaced = entries.get(url)?.body.byteLength ?? 0;
        if (usedBytes() - replaced + body.byteLength > fake.quotaBytes) {
          throw quotaExceeded();
        }
        entries.delete(url); // a put of a kept key goes to the end, as in browsers
        const init = {
          status: response.status,
          statusText: response.statusText,
          headers: [...response.headers],
        };
        entries.set(url, { request: new Request(url), body, init });
      },
      async match(request: RequestInfo | URL) {
        const entry = entries.get(urlOf(request));
        return entry ? new Response(entry.body.slice(0), entry.init) : undefined;
      },
      async keys() {
        return [...entries.values()].map((entry) => entry.request);
      },
      async delete(request: RequestInfo | URL) {
        return entries.delete(urlOf(request));
      },
    }) as unknown as Cache;

  fake.storage = {
    async open(name: string) {
      let entries = caches.get(name);
      if (!entries) {
        entries = new Map();
        caches.set(name, entries);
      }
      return cacheOf(entries);
    },
    async delete(name: string) {
      return caches.delete(name);
    },
    async has(name: string) {
      return caches.has(name);
    },
    async keys() {
      return [...caches.keys()];
    },
    async match(request: RequestInfo | URL) {
      for (const entries of caches.values()) {
        const found = await cacheOf(entries).match(request);
        if (found) return found;
      }
      return undefined;
    },
  } as CacheStorage;
  return fake;
}
