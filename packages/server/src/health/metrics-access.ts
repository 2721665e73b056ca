// Who may read /metrics: a scraper with METRICS_TOKEN, or a process on this machine talking to the server
// directly. The socket's peer decides, never X-Forwarded-For: behind a reverse proxy on this machine every
// request arrives from loopback, so a request carrying a forwarding header counts as remote.
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { healthMessages } from './messages';

export type MetricsAccess = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || (isIPv4(v4) && v4.startsWith('127.'));
}

// Digests first, so the comparison takes the same time whatever the lengths (timingSafeEqual needs equal ones).
const digest = (value: string) => createHash('sha256').update(value).digest();
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

export function metricsAccess(request: FastifyRequest, token: string | undefined): MetricsAccess {
  const { authorization } = request.headers;
  if (authorization !== undefined) {
    const given = /^Bearer +(\S+)$/i.exec(authorization)?.[1];
    if (token !== undefined && given !== undefined && sameToken(given, token)) return { allowed: true };
    return { allowed: false, status: 403, message: healthMessages.wrongToken };
  }
  const forwarded = forwardingHeaders.some((name) => request.headers[name] !== undefined);
  if (!forwarded && isLoopback(request.raw.socket.remoteAddress)) return { allowed: true };
  return token
    ? { allowed: false, status: 401, message: healthMessages.tokenNeeded }
    : { allowed: false, status: 403, message: healthMessages.localOnly };
}
