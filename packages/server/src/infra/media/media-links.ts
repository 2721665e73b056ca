// The addresses a JSON answer gives for private pictures. An address names the picture and the account it
// was listed to, and carries no secret: the picture is served only to that account's session (its Bearer
// token, or the media cookie set beside the listing: media-session.ts). Naming the account lets the
// service worker keep each account's pictures apart.
import type { Env } from '../../env';
import type { MediaKind } from './url-signer';

export type MediaLink = (id: string | null) => string | null;

export function mediaLinks(
  env: Pick<Env, 'PUBLIC_API_BASE_URL'>,
  kind: MediaKind,
  accountId: string,
): MediaLink {
  const base = `${env.PUBLIC_API_BASE_URL.replace(/\/$/, '')}/media/${kind}`;
  const query = new URLSearchParams({ for: accountId });
  return (id) => (id ? `${base}/${encodeURIComponent(id)}?${query}` : null);
}
