import type { AccountType } from '@callout/contracts/accounts';
import { recoveryPasswordMessage } from '@callout/contracts/validation';
import { backends } from '@callout/server-testing/backends';
import {
  client,
  latestCode,
  mailbox,
  prefixOf,
  signUp,
  strongPassword,
  uniqueEmail,
} from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../messages';

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(backends)('one-time codes on $name', (backend) => {
  const { server } = suiteServer(backend);

  describe.each<AccountType>(['user', 'provider'])('for role %s', (role) => {
    const prefix = prefixOf(role);

    it('mails a code on registration that verifies the email once', async () => {
      const c = client(server.app);
      const { email, token } = await signUp(c, role);
      const code = await latestCode(server.app, email);
      expect(code).toMatch(/^\d{6}$/);
      expect(await c.post(`${prefix}/verifyemail`, { value: code }, token)).toMatchObject({
        status: 200,
        body: { success: true, message: messages.emailVerified },
      });
      // Single use.
      expect(await c.post(`${prefix}/verifyemail`, { value: code }, token)).toMatchObject({
        status: 400,
        body: { success: false, message: messages.emailNotVerified },
      });
      const [row] = await server.db.query<{ email_verified: boolean; code_hash: string }>(
        'SELECT a.email_verified, c.code_hash FROM accounts a JOIN one_time_codes c ON c.account_id = a.id WHERE a.email = $1',
        [email],
      );
      expect(row?.email_verified).toBe(true);
      expect(row?.code_hash).not.toContain(code);
    });

    it('sends a fresh code to the signed-in account and retires the previous one', async () => {
      const c = client(server.app);
      const { email, token } = await signUp(c, role);
      const first = await latestCode(server.app, email);
      expect(await c.post(`${prefix}/otp`, { value: email, purpose: 'verify' }, token)).toMatchObject({
        status: 200,
        body: { message: messages.codeSent },
      });
      const second = await latestCode(server.app, email);
      if (first !== second) {
        expect((await c.post(`${prefix}/verifyemail`, { value: first }, token)).status).toBe(400);
      }
      expect((await c.post(`${prefix}/verifyemail`, { value: second }, token)).status).toBe(200);
    });

    it('kills a code after 5 wrong tries', async () => {
      const c = client(server.app);
      const { email, token } = await signUp(c, role);
      const code = await latestCode(server.app, email);
      for (let i = 0; i < 5; i++) {
        expect((await c.post(`${prefix}/verifyemail`, { value: otherCode(code) }, token)).status).toBe(400);
      }
      expect((await c.post(`${prefix}/verifyemail`, { value: code }, token)).status).toBe(400);
    });

    it('refuses a code older than 10 minutes', async () => {
      const c = client(server.app);
      const { email, token } = await signUp(c, role);
      const code = await latestCode(server.app, email);
      const ofAccount = 'account_id = (SELECT id FROM accounts WHERE email = $1 AND role = $2)';
      const [row] = await server.db.query<{ minutes: number }>(
        `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
         FROM one_time_codes WHERE ${ofAccount} AND used_at IS NULL`,
        [email, role],
      );
      expect(row?.minutes).toBe(10);
      await server.db.query(
        `UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE ${ofAccount}`,
        [email, role],
      );
      expect((await c.post(`${prefix}/verifyemail`, { value: code }, token)).status).toBe(400);
    });

    it('recovers a password without revealing whether an email is registered', async () => {
      const c = client(server.app);
      const { email, token } = await signUp(c, role);
      const registered = await c.post(`${prefix}/otp`, { value: email });
      const unknown = await c.post(`${prefix}/otp`, { value: uniqueEmail() });
      expect(registered).toEqual(unknown);
      expect(registered).toMatchObject({ status: 200, body: { message: messages.codeSentIfRegistered } });

      const code = await latestCode(server.app, email);
      const wrongEmail = await c.post(`${prefix}/recover`, {
        email: uniqueEmail(),
        otp: code,
        password: 'Newer#4567',
      });
      const wrongCode = await c.post(`${prefix}/recover`, {
        email,
        otp: otherCode(code),
        password: 'Newer#4567',
      });
      expect(wrongEmail).toEqual(wrongCode);
      expect(wrongCode).toMatchObject({ status: 400, body: { message: messages.wrongCode } });

      const weak = await c.post(`${prefix}/recover`, { email, otp: code, password: 'weak' });
      expect(weak.body.message).toBe(recoveryPasswordMessage);

      const reset = await c.post(`${prefix}/recover`, { email, otp: code, password: 'Newer#4567' });
      expect(reset).toMatchObject({ status: 200, body: { success: true, message: messages.passwordReset } });
      expect((await c.get(`${prefix}/valsession`, token)).status).toBe(401);
      expect((await c.post(`${prefix}/login`, { email, password: strongPassword })).status).toBe(401);
      expect((await c.post(`${prefix}/login`, { email, password: 'Newer#4567' })).status).toBe(200);
    });

    it('deletes the account with a mailed code, ends its sessions and blocks login', async () => {
      const c = client(server.app);
      const { email, token } = await signUp(c, role);
      const other = await c.post(`${prefix}/login`, { email, password: strongPassword });
      const otherToken = (other.body.data as { Token: string }).Token;
      const [account] = await server.db.query<{ id: string }>(
        'SELECT id FROM accounts WHERE email = $1 AND role = $2',
        [email, role],
      );
      await c.post(`${prefix}/otp`, { value: email, purpose: 'delete' }, token);
      const code = await latestCode(server.app, email);

      expect((await c.post(`${prefix}/deleteAccount`, { value: otherCode(code) }, token)).status).toBe(400);
      expect((await c.post(`${prefix}/deleteAccount`, { value: code })).status).toBe(401);
      expect(await c.post(`${prefix}/deleteAccount`, { value: code }, token)).toMatchObject({
        status: 200,
        body: { success: true, message: messages.accountDeleted },
      });
      expect((await c.get(`${prefix}/valsession`, token)).status).toBe(401);
      expect((await c.get(`${prefix}/valsession`, otherToken)).status).toBe(401);
      expect((await c.post(`${prefix}/login`, { email, password: strongPassword })).status).toBe(401);
      // Personal data is gone, including the mail that carried it; the row stays for bookkeeping.
      const [row] = await server.db.query<Record<string, unknown>>(
        'SELECT email, phone, password_hash, deleted_at FROM accounts WHERE id = $1',
        [account?.id],
      );
      expect(row).toMatchObject({ email: null, phone: null, password_hash: null });
      expect(row?.deleted_at).toBeTruthy();
      expect((await mailbox(server.app)).some((mail) => mail.to === email)).toBe(false);
      // The email is free again.
      const again = await c.post(`${prefix}/register`, {
        email,
        phone: '07700900111',
        password: strongPassword,
      });
      expect(again.status).toBe(201);
    });
  });

  it('rejects bad code input with 4xx', async () => {
    const c = client(server.app);
    const { token } = await signUp(c, 'user');
    const cases: Array<[string, Record<string, string>, string | undefined, string]> = [
      ['/otp', {}, undefined, messages.email],
      ['/otp', { value: 'nope' }, undefined, messages.email],
      ['/verifyemail', {}, token, messages.enterCode],
      ['/verifyemail', { value: '12' }, token, messages.enterCode],
      ['/verifyemail', { value: '1'.repeat(500) }, token, messages.enterCode],
      ['/recover', { email: 'a@example.org', password: strongPassword }, undefined, messages.enterCode],
      ['/recover', { otp: '123456', password: strongPassword }, undefined, messages.email],
      ['/deleteAccount', {}, token, messages.enterCode],
    ];
    for (const [url, form, auth, message] of cases) {
      expect(await c.post(url, form, auth), url).toMatchObject({
        status: 400,
        body: { success: false, message },
      });
    }
  });

  it('limits how many codes one address asks for an email and how many it checks', async () => {
    const email = uniqueEmail();
    const c = client(server.app);
    for (let i = 0; i < 5; i++) expect((await c.post('/otp', { value: email })).status).toBe(200);
    expect(await c.post('/otp', { value: email })).toMatchObject({
      status: 429,
      body: { success: false, message: messages.tooManyAttempts },
    });

    for (let i = 0; i < 10; i++) {
      const response = await c.post('/recover', { email, otp: '000000', password: strongPassword });
      expect(response.status).toBe(400);
    }
    expect((await c.post('/recover', { email, otp: '000000', password: strongPassword })).status).toBe(429);
  });
});
