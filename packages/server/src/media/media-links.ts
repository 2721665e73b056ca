// The addresses a JSON answer gives for private pictures: signed for the account that asked, so that
// account's <img> can load them for a short while, and nobody else's can.
import type { Queryable } from '../db/database';
import type { Env } from '../env';
import { mediaSigner } from './signing-key';
import type { MediaKind } from './url-signer';

export type MediaLink = (id: string | null) => string | null;

export async function mediaLinks(
  db: Queryable,
  env: Pick<Env, 'PUBLIC_API_BASE_URL' | 'MEDIA_URL_SECRET'>,
  kind: MediaKind,
  accountId: string,
): Promise<MediaLink> {
  const signer = await mediaSigner(db, env);
  const base = `${env.PUBLIC_API_BASE_URL.replace(/\/$/, '')}/media/${kind}`;
  return (id) => {
    if (!id) return null;
    const { until, sig } = signer.sign(kind, id, accountId);
    const query = new URLSearchParams({ for: accountId, until: String(until), sig });
    return `${base}/${encodeURIComponent(id)}?${query}`;
  };
}
