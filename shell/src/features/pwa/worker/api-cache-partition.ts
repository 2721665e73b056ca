// The worker's cached API answers are kept per session: the cache key carries a hash of the request's
// Authorization header, so an answer cached for one account is never given to another, online or
// offline, even before the page has tidied up. A 401 drops the refused session's answers, and the first
// answer kept for a new session drops every other session's. Chat pictures (media-routes.ts) are kept
// the same way, under a hash of the account their address was signed for.

/** Query parameter of the cache key naming whose answer it is; never sent to the server. */
export const partitionParam = 'callout-session';
const visitor = 'visitor';

/** A short hash naming `value` (a token, an account) in cache keys without revealing it. */
export async function partitionHash(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest, 0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function partitionOf(request: Request): Promise<string> {
  const authorization = request.headers.get('Authorization');
  return authorization ? partitionHash(authorization) : visitor;
}

export async function partitionedKey(request: Request): Promise<string> {
  const url = new URL(request.url);
  url.searchParams.set(partitionParam, await partitionOf(request));
  return url.href;
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
