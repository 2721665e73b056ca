import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { generateVapidKeys } from './vapid-keys';

describe('generateVapidKeys', () => {
  it('makes a P-256 pair web-push signs and encrypts with, in the form web-push prints', () => {
    for (let round = 0; round < 20; round += 1) {
      const keys = generateVapidKeys();
      const publicKey = Buffer.from(keys.publicKey, 'base64url');
      const privateKey = Buffer.from(keys.privateKey, 'base64url');
      expect(keys.publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(publicKey).toHaveLength(65);
      expect(publicKey[0]).toBe(4); // uncompressed point
      expect(privateKey).toHaveLength(32);
      // The public key is the private key's.
      const curve = createECDH('prime256v1');
      curve.setPrivateKey(privateKey);
      expect(curve.getPublicKey().toString('base64url')).toBe(keys.publicKey);
    }
    const keys = generateVapidKeys();
    const device = webpush.generateVAPIDKeys(); // any valid P-256 point stands in for a browser's key
    const request = webpush.generateRequestDetails(
      {
        endpoint: 'https://push.example/abc',
        keys: { p256dh: device.publicKey, auth: Buffer.alloc(16, 1).toString('base64url') },
      },
      'hello',
      { vapidDetails: { subject: 'mailto:a@b.c', ...keys }, contentEncoding: 'aes128gcm' },
    );
    expect(request.headers.Authorization).toMatch(new RegExp(`^vapid t=.+, k=${keys.publicKey}$`));
  });
});
