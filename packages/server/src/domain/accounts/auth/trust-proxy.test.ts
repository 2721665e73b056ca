// Per-address limits count the real peer: X-Forwarded-For is believed only from a trusted proxy.
import { randomInt } from 'node:crypto';
import { backends } from '@callout/server-testing/backends';
import { strongPassword, uniqueEmail } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../env';
import { rateRules } from './rate-limit';

const randomAddress = () => `198.51.100.${randomInt(1, 255)}`;

describe('TRUST_PROXY', () => {
  it('defaults to a proxy on the same machine, and reads booleans, hop counts and address lists', () => {
    expect(readEnv({}).TRUST_PROXY).toBe('loopback');
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8,192.168.1.7' }).TRUST_PROXY).toBe('10.0.0.0/8,192.168.1.7');
  });
});

describe('RATE_LIMIT_IPV6_PREFIX', () => {
  it('defaults to a /64 and takes a prefix length from 32 to 128', () => {
    expect(readEnv({}).RATE_LIMIT_IPV6_PREFIX).toBe(64);
    expect(readEnv({ RATE_LIMIT_IPV6_PREFIX: '56' }).RATE_LIMIT_IPV6_PREFIX).toBe(56);
    for (const wrong of ['16', '129', 'sixty-four']) {
      expect(() => readEnv({ RATE_LIMIT_IPV6_PREFIX: wrong })).toThrow(/^RATE_LIMIT_IPV6_PREFIX: /);
    }
  });
});

describe.each(backends)('per-address limits with the default TRUST_PROXY on $name', (backend) => {
  const { server } = suiteServer(backend);

  const login = (remoteAddress: string, forwardedFor: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
      payload: new URLSearchParams({ email: uniqueEmail('nobody'), password: strongPassword }).toString(),
    });

  it('a client on the internet cannot pick a new address per request to escape them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= rateRules.loginPerIp.limit; i += 1) {
      statuses.push((await login('203.0.113.9', randomAddress())).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('behind a local reverse proxy, each forwarded client has its own count', async () => {
    const first = await login('127.0.0.1', '192.0.2.1');
    const second = await login('127.0.0.1', '192.0.2.2');
    expect([first.statusCode, second.statusCode]).toEqual([401, 401]);
  });
});

/** A /64 of the documentation range no other run of the suite on this database has used. */
const randomNetwork = () =>
  `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}`;
const randomInterface = () => Array.from({ length: 4 }, () => randomInt(0, 0xffff).toString(16)).join(':');

describe.each(backends)('per-address limits count an IPv6 network once on $name', (backend) => {
  const { server } = suiteServer(backend);

  // Code requests for addresses nobody registered: the per-address limit is the one they reach.
  const askForCode = (forwardedFor: string, app = server.app) =>
    app.inject({
      method: 'POST',
      url: '/api/otp',
      remoteAddress: '127.0.0.1', // through the reverse proxy on this machine, trusted by default
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
      payload: new URLSearchParams({ value: uniqueEmail('nobody') }).toString(),
    });

  async function useUpAllowance(addresses: () => string, app = server.app) {
    for (let i = 0; i < rateRules.codeSendPerIp.limit; i += 1) {
      expect((await askForCode(addresses(), app)).statusCode).toBe(200);
    }
  }

  it('a client picking a new address of its /64 for every request is still refused at the limit', async () => {
    const network = randomNetwork();
    await useUpAllowance(() => `${network}:${randomInterface()}`);
    const refused = await askForCode(`${network}:${randomInterface()}`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another network, and an IPv4 client, keep their own allowance.
    expect((await askForCode(`${randomNetwork()}::1`)).statusCode).toBe(200);
    expect((await askForCode(randomAddress())).statusCode).toBe(200);
  });

  it('an IPv4 client counts by its address, written as IPv4 or as IPv4-mapped IPv6', async () => {
    const address = `192.0.2.${randomInt(1, 255)}`;
    let mapped = false;
    await useUpAllowance(() => {
      mapped = !mapped;
      return mapped ? `::ffff:${address}` : address;
    });
    expect((await askForCode(address)).statusCode).toBe(429);
    expect((await askForCode(`::ffff:${address}`)).statusCode).toBe(429);
    // Its neighbour is another client.
    const [a, b, c, d] = address.split('.').map(Number) as [number, number, number, number];
    expect((await askForCode(`${a}.${b}.${c}.${(d % 254) + 1}`)).statusCode).toBe(200);
  });

  it('RATE_LIMIT_IPV6_PREFIX sets the network size: at 128 each address counts alone', async () => {
    const app = await server.variant({ RATE_LIMIT_IPV6_PREFIX: '128' });
    const network = randomNetwork();
    const first = `${network}::1`;
    await useUpAllowance(() => first, app);
    expect((await askForCode(first, app)).statusCode).toBe(429);
    expect((await askForCode(`${network}::2`, app)).statusCode).toBe(200);
  });

  it('RATE_LIMIT_PER_IP_MULTIPLIER belongs to its server: a second server in the process leaves the first as it was', async () => {
    const raised = await server.variant({ RATE_LIMIT_PER_IP_MULTIPLIER: '2' });
    // The first server still refuses at the plain limit…
    const plain = `${randomNetwork()}::1`;
    await useUpAllowance(() => plain);
    expect((await askForCode(plain)).statusCode).toBe(429);
    // …while the second allows twice as many from one address.
    const doubled = `${randomNetwork()}::1`;
    await useUpAllowance(() => doubled, raised);
    await useUpAllowance(() => doubled, raised);
    expect((await askForCode(doubled, raised)).statusCode).toBe(429);
  });

  it('an untrusted peer cannot spread itself over a network by forwarding header either', async () => {
    const app = server.app;
    const peer = `${randomNetwork()}::9`;
    const direct = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/otp',
        remoteAddress: peer,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
        payload: new URLSearchParams({ value: uniqueEmail('nobody') }).toString(),
      });
    for (let i = 0; i < rateRules.codeSendPerIp.limit; i += 1) {
      expect((await direct(`${randomNetwork()}::1`)).statusCode).toBe(200);
    }
    expect((await direct(randomAddress())).statusCode).toBe(429);
  });
});
