// Public reads served from memory: the catalogue lists, the help pages and the public part
// of the dashboard. Each answer is kept serialised, with a strong ETag and its compressed forms, until the
// catalogue changes on any instance (change-bus.ts) or its time runs out (then answered as it was while one
// read in the background makes the next, for up to its age again). An `If-None-Match` naming the
// current ETag gets a 304 with no body. Nothing is kept while the bus cannot hear changes.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Change, ChangeBus } from './change-bus';

/** A JSON answer ready to send: its text, its ETag's hash, and its compressed forms once asked for. */
export interface Answer {
  body: string;
  hash: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this size compressing saves nothing worth the work (as @fastify/compress's threshold). */
const compressFrom = 1024;

export function toAnswer(value: unknown): Answer {
  const body = JSON.stringify(value);
  return { body, hash: createHash('sha256').update(body).digest('base64url').slice(0, 27) };
}

export interface ReadCache<T> {
  /** What is kept under `key`, or `make`'s result, kept when nothing changed meanwhile. */
  get(key: string, make: () => Promise<T>): Promise<T>;
  /** Forgets everything (the bus does it on every catalogue change). */
  clear(): void;
}

export interface ReadCacheOptions {
  /** How long an answer may be kept at most (for data that changes without an announcement). */
  maxAgeMs?: number;
  /** Answers kept at most: searches are free text, so the keys are not bounded otherwise. */
  maxEntries?: number;
  /** The changes that empty it (the catalogue's by default). */
  forgetOn?: ReadonlyArray<Change['kind']>;
}

export function createReadCache<T>(
  bus: ChangeBus,
  { maxAgeMs = Number.POSITIVE_INFINITY, maxEntries = 500, forgetOn = ['catalogue'] }: ReadCacheOptions = {},
): ReadCache<T> {
  /** Bumped on every change: an answer made from reads that began before it is not kept. */
  let generation = 0;
  const kept = new Map<string, { value: T; until: number }>();
  const making = new Map<string, { generation: number; value: Promise<T> }>();
  const clear = () => {
    generation += 1;
    kept.clear();
    making.clear();
  };
  bus.on((change) => {
    if (change === 'lost' || forgetOn.includes(change.kind)) clear();
  });

  /** Reads `key` afresh (one read for a crowd) and keeps the answer when nothing changed meanwhile. */
  async function refresh(key: string, make: () => Promise<T>): Promise<T> {
    const running = making.get(key);
    if (running && running.generation === generation) return running.value; // one read for a crowd
    const started = generation;
    const now = Date.now();
    const value = make();
    making.set(key, { generation: started, value });
    try {
      const made = await value;
      if (started === generation && bus.healthy()) {
        kept.delete(key);
        if (kept.size >= maxEntries) kept.delete(kept.keys().next().value as string);
        kept.set(key, { value: made, until: now + maxAgeMs });
      }
      return made;
    } finally {
      if (making.get(key)?.value === value) making.delete(key);
    }
  }

  return {
    async get(key, make) {
      if (!bus.healthy()) return make();
      const now = Date.now();
      const hit = kept.get(key);
      if (hit && hit.until > now) return hit.value;
      // Out of time (not changed: a change empties the cache) by less than its age again: answered as it was
      // while one read in the background makes the next, so no request waits for that read (at size L the
      // dashboard's public part took a crowd's requests to 3 to 4 times their usual p99 every 10 s).
      if (hit && hit.until + maxAgeMs > now) {
        refresh(key, make).catch(() => undefined); // the next request tries again; until then, as it was
        return hit.value;
      }
      return refresh(key, make);
    },
    clear,
  };
}

/** Which compressed form the client takes, by its Accept-Encoding (brotli first, as the app's plugin). */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || request.headers['x-no-compression'] !== undefined) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** The entity tags an If-None-Match names, without W/ and quotes (`*` as itself). */
function namedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(',').map((tag) =>
    tag
      .trim()
      .replace(/^W\//, '')
      .replace(/^"(.*)"$/, '$1'),
  );
}

/**
 * Sends `answer` as JSON with a strong ETag (one per encoding: the bytes differ), or 304 when the request's
 * If-None-Match names the answer's content in any encoding. `Cache-Control: no-cache` lets the browser and
 * the service worker keep it but makes them ask again before each use; the 304 makes asking cheap.
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
  cacheControl = 'no-cache',
): FastifyReply {
  const encoding = answer.body.length >= compressFrom ? encodingFor(request) : null;
  reply.header('Cache-Control', cacheControl);
  reply.header('Vary', 'Accept-Encoding');
  reply.header('ETag', `"${answer.hash}${encoding ? `-${encoding}` : ''}"`);
  const named = namedTags(request.headers['if-none-match']);
  if (named.some((tag) => tag === '*' || tag.replace(/-(br|gzip)$/, '') === answer.hash)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (encoding === null) return reply.send(answer.body);
  if (encoding === 'br') {
    answer.br ??= brotliCompressSync(answer.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length },
    });
  } else answer.gzip ??= gzipSync(answer.body, { level: 9 });
  reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'br' ? answer.br : answer.gzip);
}
