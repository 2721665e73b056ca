// Failed logins and code requests are limited per (email, address) pair, so hammering an email
// from one address never locks its owner out from another; a much higher per-email ceiling stops guessing
// spread over many addresses. Addresses arrive as X-Forwarded-For from loopback (TRUST_PROXY=loopback).

import { backends } from '@callout/server-testing/backends';
import { client, latestCode, signUp, strongPassword, uniqueEmail } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../messages';
import { rateRules } from './rate-limit';

const wrong = 'Wrong#1234';

describe.each(backends)('login and code request limits on $name', (backend) => {
  const { server } = suiteServer(backend);

  it('lets the owner in from another address after fifteen wrong passwords from one', async () => {
    const { email } = await signUp(client(server.app), 'user');
    const attacker = client(server.app);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push((await attacker.post('/login', { email, password: wrong })).status);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);

    const owner = client(server.app);
    expect((await owner.post('/login', { email, password: strongPassword })).status).toBe(200);
    // Successes do not count: the owner logs in again and again from an address that once mistyped.
    expect((await owner.post('/login', { email, password: wrong })).status).toBe(401);
    for (let i = 0; i < 12; i++) {
      expect((await owner.post('/login', { email, password: strongPassword })).status).toBe(200);
    }
  });

  it('answers 429 with Retry-After once the pair is over its limit', async () => {
    const email = uniqueEmail();
    const c = client(server.app);
    for (let i = 0; i < rateRules.loginFailedPerPair.limit; i++)
      await c.post('/login', { email, password: wrong });
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-for': c.ip, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password: wrong }).toString(),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: messages.tooManyAttempts });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rateRules.loginFailedPerPair.windowSeconds);
  });

  it('still stops guessing spread over many addresses at the per-email ceiling', async () => {
    const { email } = await signUp(client(server.app), 'provider');
    const { limit } = rateRules.loginPerEmail;
    // Each address stays under its pair limit; together they reach the email's ceiling.
    const perAddress = rateRules.loginFailedPerPair.limit - 1;
    const addresses = Array.from({ length: Math.ceil(limit / perAddress) }, () => client(server.app));
    let tried = 0;
    for (const address of addresses) {
      for (let i = 0; i < perAddress && tried < limit; i++, tried++) {
        expect((await address.post('/provider/login', { email, password: wrong })).status).toBe(401);
      }
    }
    // Past the ceiling every address is refused, even a fresh one with the right password.
    expect((await client(server.app).post('/provider/login', { email, password: wrong })).status).toBe(429);
    expect(
      (await client(server.app).post('/provider/login', { email, password: strongPassword })).status,
    ).toBe(429);
  }, 120_000);

  it('lets the owner ask for a code from another address after one address used up its requests', async () => {
    const { email } = await signUp(client(server.app), 'user');
    const attacker = client(server.app);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await attacker.post('/otp', { value: email })).status);
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(3).fill(429)]);

    const owner = client(server.app);
    expect(await owner.post('/otp', { value: email })).toMatchObject({
      status: 200,
      body: { message: messages.codeSentIfRegistered },
    });
    const code = await latestCode(server.app, email);
    const reset = await owner.post('/recover', { email, otp: code, password: 'Newer#4567' });
    expect(reset.status).toBe(200);
  });

  it('stops code requests for one email spread over many addresses at the per-email ceiling', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < rateRules.codeSendPerEmail.limit; i++) {
      expect((await client(server.app).post('/otp', { value: email })).status).toBe(200);
    }
    expect((await client(server.app).post('/otp', { value: email })).status).toBe(429);
  });
});
