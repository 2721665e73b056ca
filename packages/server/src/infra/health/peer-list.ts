// A list of peers by address or network, as the settings write it: read by env.ts, which checks it at start,
// and by the /metrics access rule, which matches against it.
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * METRICS_ALLOW_PEERS: comma-separated addresses and CIDR ranges, IPv4 or IPv6 (`127.0.0.1,10.1.0.0/16`).
 * Throws with the entry that is neither.
 */
export function parsePeerList(value: string): BlockList {
  const list = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const [address = '', prefix, extra] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = type === 'ipv4' ? 32 : 128;
    const badPrefix = bits !== undefined && (!/^\d{1,3}$/.test(prefix ?? '') || bits > maxBits);
    if (type === null || extra !== undefined || badPrefix) {
      throw new Error(`"${entry}" is not an address or CIDR range`);
    }
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}
