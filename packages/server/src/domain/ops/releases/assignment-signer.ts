// A device's module versions, signed: each page the server sends carries its page load's id in the cookie
// `callout-load` (the minute it was sent, a random value and the server's HMAC of both), and each remote in
// the `/remotes.json` that page asks for carries `assignment`, the server's HMAC of the module, the version,
// the device's bucket and that page load. A health report counts only when it brings back an `assignment`
// that matches its module and version, within a day of its page load, and only once per page load and kind
// of problem (module-health.ts). A made-up report (no `assignment`, a forged one, or one for another
// version) is answered the same but not counted, so reports from addresses that were never served a canary
// cannot roll it back; and `/remotes.json` asked for again and again without a page gives no assignment, so
// fresh assignments cannot be farmed: every counted report stands for a counted page load. The key is MODULE_HEALTH_SECRET, or one made at
// random the first time and kept in the database, so every instance signs and checks alike.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import type { Env } from '../../../env';
import type { Queryable } from '../../../infra/db/database';
import { keptOrNewSecret } from './server-secret-store';

const secretName = 'module-health';
/** `<minute>.<nonce>.<mac>`: the minute in base 36, then 12 and 22 base64url characters. */
const nonceBytes = 9;
const macBytes = 16;
export const pageLoadCookie = 'callout-load';
/** How long after its page load a report counts (and the page load's cookie is kept). */
export const pageLoadMinutes = 24 * 60;
const minuteNow = () => Math.floor(Date.now() / 60_000);

export interface AssignmentSigner {
  /** A new page load's id, signed: the value of its `callout-load` cookie. */
  newPageLoad(): string;
  /** The page load `cookie` names (`<minute>.<nonce>`), if this server signed it less than a day ago. */
  pageLoadOf(cookie: string | null): string | null;
  /**
   * Each remote of `manifest` with its signed assignment to this device and this page load; without a page
   * load, none (a report about it could stand for no page load).
   */
  sign(manifest: RemotesManifest, bucket: number, pageLoad: string | null): RemotesManifest;
  /**
   * The page load `token` assigned `module` at `version` to, when it is this server's signature and that
   * page load was less than a day ago; null otherwise.
   */
  verify(token: string | undefined, module: string, version: string): string | null;
}

const equal = (sent: string, expected: Buffer) => {
  const given = Buffer.from(sent, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** A page load at `minute` (base 36) is recent: sent within the last day, not later than now. */
const recent = (minute: string) => {
  if (!/^[0-9a-z]{1,8}$/.test(minute)) return false;
  const at = Number.parseInt(minute, 36);
  const now = minuteNow();
  return at <= now && now - at < pageLoadMinutes;
};

function createSigner(secret: string): AssignmentSigner {
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest().subarray(0, macBytes);
  const mac = (module: string, version: string, bucket: string, pageLoad: string) =>
    hmac(`${module}\n${version}\n${bucket}\n${pageLoad}`);
  const loadMac = (pageLoad: string) => hmac(`page load\n${pageLoad}`);
  return {
    newPageLoad() {
      const pageLoad = `${minuteNow().toString(36)}.${randomBytes(nonceBytes).toString('base64url')}`;
      return `${pageLoad}.${loadMac(pageLoad).toString('base64url')}`;
    },
    pageLoadOf(cookie) {
      const [minute, nonce, sent, ...rest] = (cookie ?? '').split('.');
      if (!minute || !nonce || !sent || rest.length > 0 || !recent(minute)) return null;
      return equal(sent, loadMac(`${minute}.${nonce}`)) ? `${minute}.${nonce}` : null;
    },
    sign(manifest, bucket, pageLoad) {
      if (pageLoad === null) return manifest;
      return {
        remotes: manifest.remotes.map((remote) => ({
          ...remote,
          assignment: `${bucket}.${pageLoad}.${mac(remote.name, remote.version, String(bucket), pageLoad).toString('base64url')}`,
        })),
      };
    },
    verify(token, module, version) {
      const [bucket, minute, nonce, sent, ...rest] = (token ?? '').split('.');
      if (!bucket || !minute || !nonce || !sent || rest.length > 0 || !recent(minute)) return null;
      const pageLoad = `${minute}.${nonce}`;
      return equal(sent, mac(module, version, bucket, pageLoad)) ? pageLoad : null;
    },
  };
}

async function keptSecret(db: Queryable): Promise<string> {
  // Two instances starting together both insert; the first wins and both read its key.
  const value = await keptOrNewSecret(db, secretName, randomBytes(32).toString('base64url'));
  if (value === null) throw new Error('The module health key could not be stored');
  return value;
}

/** The signer, its key read once; a failed read (database briefly away) is tried again on the next call. */
export function assignmentSigner(
  db: Queryable,
  env: Pick<Env, 'MODULE_HEALTH_SECRET'>,
): () => Promise<AssignmentSigner> {
  let signer: Promise<AssignmentSigner> | null = null;
  return () => {
    if (env.MODULE_HEALTH_SECRET) {
      signer ??= Promise.resolve(createSigner(env.MODULE_HEALTH_SECRET));
      return signer;
    }
    if (!signer) {
      const reading = keptSecret(db).then(createSigner);
      signer = reading;
      reading.catch(() => {
        if (signer === reading) signer = null;
      });
    }
    return signer;
  };
}
