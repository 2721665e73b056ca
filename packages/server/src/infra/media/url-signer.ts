// The media cookie's signature. An <img> cannot send the Bearer token, so the API gives the browser a
// cookie (media-session.ts) naming the session it was made for, until when, under an HMAC: the cookie
// proves which session asked, and the session must still be live when a picture is served.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const mediaKinds = ['chat', 'kyc', 'job', 'dispute'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/**
 * Grants are made per time bucket: a chat polled every few seconds gives the same cookie for a whole
 * bucket, and a grant lives to the end of the next bucket, so between one and two buckets.
 */
export const mediaBucketSeconds = 15 * 60;
export const mediaMaxLifeSeconds = 2 * mediaBucketSeconds;

export interface MediaGrant {
  /** The stored hash of the session token the grant was made for (sessions.token_hash). */
  sessionHash: string;
  /** Unix seconds after which the grant is refused. */
  until: number;
}

export interface MediaSigner {
  sign(sessionHash: string, nowSeconds?: number): MediaGrant & { sig: string };
  /** Whether `sig` signs the grant and it has not expired. */
  verify(grant: MediaGrant, sig: string, nowSeconds?: number): boolean;
}

export const unixNow = () => Math.floor(Date.now() / 1000);

export function createMediaSigner(secret: string): MediaSigner {
  const mac = ({ sessionHash, until }: MediaGrant) =>
    createHmac('sha256', secret).update(`media-session\n${sessionHash}\n${until}`).digest();
  return {
    sign(sessionHash, nowSeconds = unixNow()) {
      const until = (Math.floor(nowSeconds / mediaBucketSeconds) + 2) * mediaBucketSeconds;
      const grant = { sessionHash, until };
      return { ...grant, sig: mac(grant).toString('base64url') };
    },
    verify(grant, sig, nowSeconds = unixNow()) {
      const life = grant.until - nowSeconds;
      if (!Number.isSafeInteger(grant.until) || life <= 0 || life > mediaMaxLifeSeconds) return false;
      // Compared as text, not decoded: a decoder ignores the last character's spare bits, so
      // several spellings would decode to the one signature.
      const given = Buffer.from(sig);
      const expected = Buffer.from(mac(grant).toString('base64url'));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
