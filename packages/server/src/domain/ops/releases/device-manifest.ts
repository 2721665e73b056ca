// `/remotes.json` for one device: each module at the version that device gets. An account pinned at a
// version gets it; a device whose bucket falls in a canary's share gets the canary; every other gets the
// live version. The bucket (0 to 99) is all the device cookie holds: no id, nothing about the person, and
// the same bucket on every instance, so a device keeps its version across reloads and instances.
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../../infra/db/database';
import { sha256 } from '../../accounts/auth/tokens';
import { moduleVersionRows } from './device-manifest-queries';

export const deviceCookie = 'callout-device';
/** Kept about as long as a browser keeps any cookie (400 days in Chrome). */
const deviceCookieSeconds = 400 * 24 * 3600;
const bucketPattern = /^[0-9]{1,2}$/;

/** The device's bucket from its cookie, or null when it has none (or one this server did not write). */
export function deviceBucketOf(request: FastifyRequest): number | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== deviceCookie) continue;
    const value = pair.slice(at + 1).trim();
    return bucketPattern.test(value) ? Number(value) : null;
  }
  return null;
}

/**
 * Buckets for new devices, spread evenly rather than drawn at random: the fractional parts of a start plus
 * multiples of the golden ratio fill 0..99 so that any run of new devices on an instance meets a canary's
 * share within a device or two (20 devices at 50 % get 9 to 11, where coin flips give 5 to 15 only 98.8 %
 * of the time). Each instance starts at a random point, so instances do not hand out the same run.
 */
export function bucketSequence(start = Math.random()): () => number {
  const step = (Math.sqrt(5) - 1) / 2;
  let at = start;
  return () => {
    at = (at + step) % 1;
    return Math.floor(at * 100);
  };
}

/** The request's device bucket, given a new one (and its cookie) when it has none. */
export function deviceBucket(request: FastifyRequest, reply: FastifyReply, next: () => number): number {
  const known = deviceBucketOf(request);
  if (known !== null) return known;
  const bucket = next();
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${deviceCookie}=${bucket}; Path=/; Max-Age=${deviceCookieSeconds}; HttpOnly; SameSite=Lax${secure}`,
  );
  return bucket;
}

/**
 * Whether a device in `bucket` gets a canary of `version` at `share` percent. Each version starts at its own
 * bucket, so one canary after another does not always land on the same devices, and raising a canary's
 * share only adds devices.
 */
export function inCanary(bucket: number, version: string, share: number): boolean {
  const offset = Number.parseInt(version.slice(0, 4), 16) % 100;
  return (bucket + 100 - offset) % 100 < share;
}

/**
 * Each module at the version this device (and the account of its page session, if any) gets; a device
 * without a bucket yet is in no canary.
 */
export async function deviceManifest(
  db: Queryable,
  bucket: number | null,
  sessionToken: string | null,
): Promise<RemotesManifest> {
  const rows = await moduleVersionRows(db, sessionToken === null ? '' : sha256(sessionToken));
  return {
    remotes: rows.map((row) => {
      const [version, descriptor] =
        row.pinned !== null && row.pinned_descriptor !== null
          ? [row.pinned, row.pinned_descriptor]
          : row.canary !== null &&
              row.canary_descriptor !== null &&
              bucket !== null &&
              inCanary(bucket, row.canary, Number(row.share))
            ? [row.canary, row.canary_descriptor]
            : [row.live, row.live_descriptor];
      return { ...descriptor, entry: `/remotes/${row.module}/assets/remoteEntry.js`, version };
    }),
  };
}
