// The worker's cached API answers are kept per session: the cache key carries a hash of the request's
// Authorization header, so an answer cached for one account is never given to another, online or
// offline, even before the page has tidied up. A 401 drops the refused session's answers, and the first
// answer kept for a new session drops every other session's.

/** Query parameter of the cache key naming whose answer it is; never sent to the server. */
export const partitionParam = 'callout-session';
const visitor = 'visitor';

export async function partitionOf(request: Request): Promise<string> {
  const authorization = request.headers.get('Authorization');
  if (!authorization) return visitor;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return [...new Uint8Array(digest, 0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function partitionedKey(request: Request): Promise<string> {
  const url = new URL(request.url);
  url.searchParams.set(partitionParam, await partitionOf(request));
  return url.href;
}

/** The session a cache key belongs to. */
export const partitionOfKey = (key: Request) => new URL(key.url).searchParams.get(partitionParam);

/** Deletes the cached answers for which `drop(partition)` holds. */
export async function dropPartitions(cache: Cache, drop: (partition: string | null) => boolean) {
  const keys = await cache.keys();
  await Promise.all(keys.filter((key) => drop(partitionOfKey(key))).map((key) => cache.delete(key)));
}

let keptFor: string | undefined;

/** After an answer is kept for `partition`: the first time in this worker's life, others go. */
export async function keepOnlyPartition(cache: Cache, partition: string | null): Promise<void> {
  if (partition === null || keptFor === partition) return;
  keptFor = partition;
  await dropPartitions(cache, (other) => other !== partition);
}
