// The one place where offline copies are kept apart by account: the worker's cached API answers are kept
// per session, the cache key carrying a hash of the request's Authorization header (or, for the answers a
// page was rendered with, the server's hash of the same header), so an answer cached for one account is
// never given to another, online or offline, even before the page has tidied up. A 401 drops the refused
// session's answers, and the first answer kept for a new session drops every other session's. Chat
// pictures (media-routes.ts) are kept the same way, under a hash of the account their address was signed for.
import { sessionPartition } from '@callout/contracts/offline-reads';

/** Query parameter of the cache key naming whose answer it is; never sent to the server. */
export const partitionParam = 'callout-session';
/** Query parameter of the cache key of a POST read, naming its body. */
export const bodyParam = 'callout-body';
const visitor = 'visitor';

/** A short hash naming `value` (a token, an account, a body) in cache keys without revealing it. */
export const partitionHash = sessionPartition;

export async function partitionOf(request: Request): Promise<string> {
  const authorization = request.headers.get('Authorization');
  return authorization ? partitionHash(authorization) : visitor;
}

/** The cache key of `url` for `partition`; a POST read's names its `body` too (the same body, the same key). */
export async function keyFor(url: string, partition: string, body?: string): Promise<string> {
  const key = new URL(url);
  key.searchParams.set(partitionParam, partition);
  if (body !== undefined) key.searchParams.set(bodyParam, await partitionHash(body));
  return key.href;
}

/** The cache key of `request`; `body`: a POST read's, as sent. */
export async function partitionedKey(request: Request, body?: string): Promise<string> {
  return keyFor(request.url, await partitionOf(request), body);
}

/** The session a cache key belongs to. */
export const partitionOfKey = (key: Request) => new URL(key.url).searchParams.get(partitionParam);

/** Deletes the cached answers for which `drop(partition)` holds; answers how many went. */
export async function dropPartitions(
  cache: Cache,
  drop: (partition: string | null) => boolean,
): Promise<number> {
  const keys = (await cache.keys()).filter((key) => drop(partitionOfKey(key)));
  await Promise.all(keys.map((key) => cache.delete(key)));
  return keys.length;
}

/**
 * One cache's rule: after an answer is kept for `partition`, the first time in this worker's life, every
 * other partition's go. Answers how many went.
 */
export function onePartitionAtATime(): (cache: Cache, partition: string | null) => Promise<number> {
  let keptFor: string | undefined;
  return async (cache, partition) => {
    if (partition === null || keptFor === partition) return 0;
    keptFor = partition;
    return dropPartitions(cache, (other) => other !== partition);
  };
}

/** The API cache's. */
export const keepOnlyPartition = onePartitionAtATime();
