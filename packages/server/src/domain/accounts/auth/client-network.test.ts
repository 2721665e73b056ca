// The subject a per-address limit counts: IPv4 by address, IPv6 by network.
import { describe, expect, it } from 'vitest';
import { networkKey } from './client-network';

describe('networkKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(networkKey('192.0.2.7', 64)).toBe('192.0.2.7');
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:abcd::9',
      '2001:db8:1:2::7%eth0',
    ].map((address) => networkKey(address, 64));
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2:0:0:0:0/64']));
    expect(networkKey('2001:db8:1:3::1', 64)).toBe('2001:db8:1:3:0:0:0:0/64');
  });

  it('cuts at any prefix length, inside a group too', () => {
    expect(networkKey('2001:db8:1:2::1', 48)).toBe('2001:db8:1:0:0:0:0:0/48');
    expect(networkKey('2001:db8:1:2::1', 128)).toBe('2001:db8:1:2:0:0:0:1/128');
    expect(networkKey('2001:db8:abff::', 36)).toBe('2001:db8:a000:0:0:0:0:0/36');
    expect(networkKey('::1', 64)).toBe('0:0:0:0:0:0:0:0/64');
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(networkKey('::ffff:192.0.2.7', 64)).toBe('192.0.2.7');
    expect(networkKey('::FFFF:c000:207', 64)).toBe('192.0.2.7');
    expect(networkKey('0:0:0:0:0:ffff:192.0.2.7', 64)).toBe('192.0.2.7');
  });

  it('keeps an embedded IPv4 tail that is not a mapped address as IPv6', () => {
    expect(networkKey('64:ff9b::192.0.2.7', 96)).toBe('64:ff9b:0:0:0:0:0:0/96');
  });

  it('bounds what is not an address at all', () => {
    expect(networkKey('x'.repeat(500), 64)).toHaveLength(64);
  });
});
