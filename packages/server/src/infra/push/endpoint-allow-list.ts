// Which push services a subscription may name (PUSH_ENDPOINT_HOSTS): the server POSTs to a subscription's
// endpoint, so an endpoint anywhere else would let a caller make it send requests wherever they like.
import { isIP } from 'node:net';

export interface AllowedHost {
  /** Lower-case host name or address; a leading `*.` allows any subdomain (not the bare domain). */
  host: string;
  /** A port only that one; none means the scheme's default port. */
  port: string | null;
}

export function parseAllowList(setting: string): AllowedHost[] {
  return setting
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      const match = /^(.+?)(?::(\d{1,5}))?$/.exec(entry);
      return { host: match?.[1] ?? entry, port: match?.[2] ?? null };
    });
}

const isLoopback = (host: string) =>
  host === 'localhost' || host === '[::1]' || (isIP(host) === 4 && host.startsWith('127.'));

function hostMatches(allowed: AllowedHost, url: URL): boolean {
  const host = url.hostname.toLowerCase();
  const named = allowed.host.startsWith('*.')
    ? host.endsWith(allowed.host.slice(1)) && host.length > allowed.host.length - 1
    : host === allowed.host;
  return named && url.port === (allowed.port ?? '');
}

/**
 * Whether the server may send pushes to `endpoint`: https to an allowed host, or http to an allowed loopback
 * host (test stand-ins). No credentials, no other scheme.
 */
export function isAllowedEndpoint(endpoint: string, allowList: readonly AllowedHost[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const allowed = allowList.find((entry) => hostMatches(entry, url));
  if (!allowed) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && isLoopback(allowed.host);
}
