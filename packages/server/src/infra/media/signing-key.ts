// The key that signs media cookies (media-session.ts): MEDIA_URL_SECRET when set, otherwise one made at random the
// first time and kept in the database, so every instance on it agrees and no key sits in the repository.
import { randomBytes } from 'node:crypto';
import type { Env } from '../../env';
import type { Queryable } from '../db/database';
import { createMediaSigner, type MediaSigner } from './url-signer';

const secretName = 'media-urls';
const signers = new WeakMap<Queryable, Promise<MediaSigner>>();

async function keptSecret(db: Queryable): Promise<string> {
  // Two instances starting together both insert; the first wins and both read its key.
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    secretName,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [
    secretName,
  ]);
  if (!row) throw new Error('The media signing key could not be stored');
  return row.value;
}

export function mediaSigner(db: Queryable, env: Pick<Env, 'MEDIA_URL_SECRET'>): Promise<MediaSigner> {
  if (env.MEDIA_URL_SECRET) return Promise.resolve(createMediaSigner(env.MEDIA_URL_SECRET));
  let signer = signers.get(db);
  if (!signer) {
    signer = keptSecret(db).then(createMediaSigner);
    signers.set(db, signer);
    // A failed read (database briefly away) is tried again on the next call.
    signer.catch(() => signers.delete(db));
  }
  return signer;
}
