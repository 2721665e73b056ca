import { describe, expect, it } from 'vitest';
import { createMediaSigner, mediaBucketSeconds, mediaMaxLifeSeconds } from './url-signer';

const signer = createMediaSigner('test-secret-of-at-least-thirty-two-chars');
const now = 1_750_000_123;
const session = 'a'.repeat(64);

describe('media cookie signer', () => {
  it('accepts its own signature until it expires, and not after', () => {
    const grant = signer.sign(session, now);
    expect(grant.until - now).toBeGreaterThan(mediaBucketSeconds - 1);
    expect(grant.until - now).toBeLessThanOrEqual(mediaMaxLifeSeconds);
    expect(signer.verify(grant, grant.sig, now)).toBe(true);
    expect(signer.verify(grant, grant.sig, grant.until - 1)).toBe(true);
    expect(signer.verify(grant, grant.sig, grant.until)).toBe(false);
    expect(signer.verify(grant, grant.sig, grant.until + 3600)).toBe(false);
  });

  it('gives the same grant all through a time bucket, and a new one in the next', () => {
    const start = Math.floor(now / mediaBucketSeconds) * mediaBucketSeconds;
    const first = signer.sign(session, start);
    expect(signer.sign(session, start + mediaBucketSeconds - 1)).toEqual(first);
    expect(signer.sign(session, start + mediaBucketSeconds).until).toBe(first.until + mediaBucketSeconds);
  });

  it('refuses any change to the session, expiry or signature', () => {
    const grant = signer.sign(session, now);
    const { sig } = grant;
    expect(signer.verify({ ...grant, sessionHash: 'b'.repeat(64) }, sig, now)).toBe(false);
    expect(signer.verify({ ...grant, until: grant.until + 1 }, sig, now)).toBe(false);
    expect(signer.verify(grant, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, now)).toBe(false);
    expect(signer.verify(grant, sig.slice(0, 20), now)).toBe(false);
    // The last character's two spare bits: another spelling of the same bytes is still refused.
    const spare = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    expect(signer.verify(grant, `${sig.slice(0, -1)}${spare[spare.indexOf(sig.slice(-1)) + 1]}`, now)).toBe(
      false,
    );
    expect(signer.verify(grant, '', now)).toBe(false);
  });

  it('refuses a signature made with another secret', () => {
    const grant = createMediaSigner('another-secret-of-at-least-thirty-two').sign(session, now);
    expect(signer.verify(grant, grant.sig, now)).toBe(false);
  });

  it('refuses an expiry further away than any grant it makes', () => {
    const later = signer.sign(session, now + 3600);
    expect(signer.verify(later, later.sig, now)).toBe(false);
    expect(signer.verify(later, later.sig, now + 3600)).toBe(true);
  });
});
