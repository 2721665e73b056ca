// Per-address limits count the real peer: X-Forwarded-For is believed only from a trusted proxy.
import { randomInt } from 'node:crypto';
import { backends } from '@callout/server-testing/backends';
import { strongPassword, uniqueEmail } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
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
