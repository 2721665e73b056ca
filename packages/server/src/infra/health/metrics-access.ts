// Who may read /metrics: a scraper with METRICS_TOKEN, or a peer allowed by name. In production that is a
// peer listed in METRICS_ALLOW_PEERS, and nothing else: a reverse proxy on this machine that adds no
// forwarding header would otherwise hand every visitor a loopback peer. Demo mode also answers loopback.
// The socket's peer decides, never X-Forwarded-For, and a request carrying a forwarding header came through
// a proxy, so it counts as remote whatever its peer.
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../../env';
import { healthMessages } from './messages';
import { parsePeerList } from './peer-list';

export type MetricsAccess = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

export interface MetricsPolicy {
  token: string | undefined;
  /** Whether this direct peer may read without the token. */
  peerAllowed: (address: string) => boolean;
  /** What a peer without the token is told. */
  refusal: string;
}

const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** An IPv4-mapped IPv6 peer (a server listening on ::) as its IPv4 address. */
const unmapped = (address: string) =>
  address.toLowerCase().startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;

export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = unmapped(address);
  return address === '::1' || (isIPv4(v4) && v4.startsWith('127.'));
}

export function metricsPolicy(
  env: Pick<Env, 'METRICS_TOKEN' | 'METRICS_ALLOW_PEERS' | 'DEMO_MODE'>,
): MetricsPolicy {
  const listed = env.METRICS_ALLOW_PEERS ? parsePeerList(env.METRICS_ALLOW_PEERS) : null;
  const inList = (address: string) => {
    const peer = unmapped(address);
    const type = isIPv4(peer) ? 'ipv4' : isIPv6(peer) ? 'ipv6' : null;
    return listed !== null && type !== null && listed.check(peer, type);
  };
  const peerAllowed = (address: string) => inList(address) || (env.DEMO_MODE && isLoopback(address));
  const refusal = env.DEMO_MODE ? healthMessages.localOnly : healthMessages.closed;
  return { token: env.METRICS_TOKEN, peerAllowed, refusal };
}

// Digests first, so the comparison takes the same time whatever the lengths (timingSafeEqual needs equal ones).
const digest = (value: string) => createHash('sha256').update(value).digest();
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

export function metricsAccess(request: FastifyRequest, policy: MetricsPolicy): MetricsAccess {
  const { token } = policy;
  const { authorization } = request.headers;
  if (authorization !== undefined) {
    const given = /^Bearer +(\S+)$/i.exec(authorization)?.[1];
    if (token !== undefined && given !== undefined && sameToken(given, token)) return { allowed: true };
    return { allowed: false, status: 403, message: healthMessages.wrongToken };
  }
  const forwarded = forwardingHeaders.some((name) => request.headers[name] !== undefined);
  const peer = request.raw.socket.remoteAddress;
  if (!forwarded && peer !== undefined && policy.peerAllowed(peer)) return { allowed: true };
  return token
    ? { allowed: false, status: 401, message: healthMessages.tokenNeeded }
    : { allowed: false, status: 403, message: policy.refusal };
}
