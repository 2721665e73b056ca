// The key that signs media cookies (media-session.ts): MEDIA_URL_SECRET when set, otherwise one made at random the
// first time and kept in the database, so every instance on it agrees and no key sits in the repository.
import { randomBytes } from 'node:crypto';
import type { Env } from '../../env';
import type { Queryable } from '../db/database';
import { keptSecret } from './signing-key-store';
import { createMediaSigner, type MediaSigner } from './url-signer';

const secretName = 'media-urls';
const signers = new WeakMap<Queryable, Promise<MediaSigner>>();

async function signingSecret(db: Queryable): Promise<string> {
  const kept = await keptSecret(db, secretName, randomBytes(32).toString('base64url'));
  if (!kept) throw new Error('The media signing key could not be stored');
  return kept;
}

export function mediaSigner(db: Queryable, env: Pick<Env, 'MEDIA_URL_SECRET'>): Promise<MediaSigner> {
  if (env.MEDIA_URL_SECRET) return Promise.resolve(createMediaSigner(env.MEDIA_URL_SECRET));
  let signer = signers.get(db);
  if (!signer) {
    signer = signingSecret(db).then(createMediaSigner);
    signers.set(db, signer);
    // A failed read (database briefly away) is tried again on the next call.
    signer.catch(() => signers.delete(db));
  }
  return signer;
}
