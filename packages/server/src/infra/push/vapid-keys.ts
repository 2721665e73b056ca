// The VAPID keys that sign every push: from the environment, or in demo mode a pair made once and kept in
// DATA_DIR (so subscriptions survive restarts). Production without keys sends no pushes and says so.
import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../../env';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const demoFile = 'vapid-keys.json';

/**
 * A new P-256 key pair as `web-push generate-vapid-keys` makes one: the uncompressed public point (65 bytes)
 * and the private scalar (32 bytes), URL-safe base64 without padding. Made here with node:crypto, so a start
 * does not load web-push (push-sender.ts loads it with the first push).
 */
export function generateVapidKeys(): Omit<VapidKeys, 'subject'> {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const privateKey = Buffer.alloc(32);
  const scalar = curve.getPrivateKey();
  scalar.copy(privateKey, 32 - scalar.length); // a short scalar keeps its leading zero bytes
  return {
    publicKey: curve.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

function demoKeys(dataDir: string, subject: string): VapidKeys {
  const file = join(dataDir, demoFile);
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
    return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  }
  const made = generateVapidKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(made), { mode: 0o600 });
  return { ...made, subject };
}

export function vapidKeysFor(
  env: Pick<
    Env,
    'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DEMO_MODE' | 'DATA_DIR' | 'SUPPORT_EMAIL'
  >,
): VapidKeys | null {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  return env.DEMO_MODE ? demoKeys(env.DATA_DIR, subject) : null;
}
