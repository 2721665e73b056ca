// The VAPID keys that sign every push: from the environment, or in demo mode a pair made once and kept in
// DATA_DIR (so subscriptions survive restarts). Production without keys sends no pushes and says so.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Env } from '../env';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const demoFile = 'vapid-keys.json';

function demoKeys(dataDir: string, subject: string): VapidKeys {
  const file = join(dataDir, demoFile);
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
    return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  }
  const made = webpush.generateVAPIDKeys();
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
