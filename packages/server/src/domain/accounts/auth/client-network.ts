// The subject of a per-address limit. An IPv6 client is counted by its network (its /64 by default): one
// home or server is routinely handed a whole /64, so counting each address alone would give it billions of
// allowances. IPv4 clients, and IPv6 ones written as IPv4-mapped addresses (::ffff:a.b.c.d), count by address.
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../../../env';

/** An address as Node's net module does not know it (a trusted proxy's odd header) is still bounded. */
const maxUnknownLength = 64;

/** The eight 16-bit groups of a valid IPv6 address (any zone id removed), an IPv4 tail folded in. */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  if (text.includes('.')) {
    // A valid address with dots ends in dotted IPv4 (::ffff:192.0.2.1): written as two groups instead.
    const cut = text.lastIndexOf(':') + 1;
    const [a = 0, b = 0, c = 0, d = 0] = text.slice(cut).split('.').map(Number);
    text = `${text.slice(0, cut)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const isMappedIpv4 = (groups: number[]) => groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;

/**
 * The key a per-address limit counts `address` under: an IPv4 address as it is; an IPv6 address cut to its
 * first `ipv6PrefixLength` bits and written with that length (2001:db8:1:2::/64).
 */
export function networkKey(address: string, ipv6PrefixLength: number): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address.slice(0, maxUnknownLength);
  const groups = ipv6Groups(address);
  if (isMappedIpv4(groups)) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  const masked = groups.map((group, index) => {
    const bitsKept = Math.min(16, Math.max(0, ipv6PrefixLength - index * 16));
    return bitsKept === 0 ? 0 : group & (0xffff << (16 - bitsKept)) & 0xffff;
  });
  // Written out in full, so two spellings of one network always make the same key.
  return `${masked.map((group) => group.toString(16)).join(':')}/${ipv6PrefixLength}`;
}

/** The subject of the request's per-address limits: the client's address, or its IPv6 network. */
export const clientNetwork = (request: FastifyRequest, env: Pick<Env, 'RATE_LIMIT_IPV6_PREFIX'>): string =>
  networkKey(request.ip, env.RATE_LIMIT_IPV6_PREFIX);
