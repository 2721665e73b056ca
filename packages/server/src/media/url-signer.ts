// Signed addresses of private pictures (chat pictures, KYC documents). An <img> cannot send the Bearer
// token, so the address itself says which account may see which picture until when, under an HMAC.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const mediaKinds = ['chat', 'kyc'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/**
 * Addresses are made per time bucket: a chat polled every few seconds gets the same address (and the
 * browser's cached copy) for a whole bucket, and a signature lives to the end of the next bucket, so
 * between one and two buckets.
 */
export const mediaBucketSeconds = 15 * 60;
export const mediaMaxLifeSeconds = 2 * mediaBucketSeconds;

export interface MediaGrant {
  kind: MediaKind;
  /** The picture's id (images.id for chat, kyc_documents.id for KYC). */
  id: string;
  /** The account the address was made for; serving checks it may still see the picture. */
  accountId: string;
  /** Unix seconds after which the signature is refused. */
  until: number;
}

export interface MediaSigner {
  sign(kind: MediaKind, id: string, accountId: string, nowSeconds?: number): MediaGrant & { sig: string };
  /** Whether `sig` signs the grant and it has not expired. */
  verify(grant: MediaGrant, sig: string, nowSeconds?: number): boolean;
}

export const unixNow = () => Math.floor(Date.now() / 1000);

export function createMediaSigner(secret: string): MediaSigner {
  const mac = ({ kind, id, accountId, until }: MediaGrant) =>
    createHmac('sha256', secret).update(`${kind}\n${id}\n${accountId}\n${until}`).digest();
  return {
    sign(kind, id, accountId, nowSeconds = unixNow()) {
      const until = (Math.floor(nowSeconds / mediaBucketSeconds) + 2) * mediaBucketSeconds;
      const grant = { kind, id, accountId, until };
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
