import { type AccountType, loginResponseSchema } from '@callout/contracts/accounts';
import { passwordMessage, phoneMessage } from '@callout/contracts/validation';
import { backends } from '@callout/server-testing/backends';
import {
  client,
  mailbox,
  prefixOf,
  signUp,
  strongPassword,
  uniqueEmail,
} from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../messages';

describe.each(backends)('sessions on $name', (backend) => {
  const { server } = suiteServer(backend);

  describe.each<AccountType>(['user', 'provider'])('for role %s', (role) => {
    const prefix = prefixOf(role);

    it('registers, logs in, keeps the session valid and ends it on logout', async () => {
      const c = client(server.app);
      const email = uniqueEmail();
      const registered = await c.post(`${prefix}/register`, {
        email,
        phone: '+447700900111',
        password: strongPassword,
      });
      expect(registered).toMatchObject({ status: 201, body: { success: true } });

      const login = await c.post(`${prefix}/login`, { email: email.toUpperCase(), password: strongPassword });
      expect(login.status).toBe(200);
      const token = loginResponseSchema.parse(login.body).data?.Token ?? '';
      expect(token.length).toBeGreaterThanOrEqual(22); // ≥128 bits in base64url

      expect((await c.get(`${prefix}/valsession`, token)).status).toBe(200);
      const second = await signUpAgain(c, prefix, email);
      expect((await c.get(`${prefix}/logout`, token)).body).toMatchObject({ success: true });
      // Logout ends every session of the account, not only the one used.
      expect((await c.get(`${prefix}/valsession`, token)).status).toBe(401);
      expect((await c.get(`${prefix}/valsession`, second)).status).toBe(401);
    });

    it('stores only a hash of the token and argon2id hashes of passwords', async () => {
      const { email, token } = await signUp(client(server.app), role);
      const [row] = await server.db.query<{ password_hash: string; token_hash: string }>(
        `SELECT a.password_hash, s.token_hash FROM accounts a JOIN sessions s ON s.account_id = a.id
         WHERE a.email = $1 AND a.role = $2`,
        [email, role],
      );
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);
      expect(row?.token_hash).not.toContain(token);
      expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('answers a taken email exactly like a fresh one and tells the owner, not the visitor', async () => {
      const c = client(server.app);
      const { email } = await signUp(c, role);
      const codeMailsBefore = (await mailbox(server.app)).filter((mail) => mail.to === email).length;
      const form = (address: string) => ({ email: address, phone: '07700900111', password: 'Other#9876' });

      const taken = await c.post(`${prefix}/register`, form(email));
      const fresh = await c.post(`${prefix}/register`, form(uniqueEmail()));
      expect(taken).toEqual(fresh);
      expect(taken).toMatchObject({ status: 201, body: { success: true, message: messages.registered } });

      const toOwner = (await mailbox(server.app)).filter((mail) => mail.to === email);
      expect(toOwner).toHaveLength(codeMailsBefore + 1);
      expect(toOwner[0]?.subject).toBe('Someone tried to register with your Callout address');
      // No code in it, and the account is unchanged: the visitor's password does not log in.
      expect(toOwner[0]?.text).not.toMatch(/\b\d{6}\b/);
      expect((await c.post(`${prefix}/login`, { email, password: 'Other#9876' })).status).toBe(401);
      expect((await c.post(`${prefix}/login`, { email, password: strongPassword })).status).toBe(200);

      // The same email is still free for the other role.
      const otherPrefix = prefixOf(role === 'user' ? 'provider' : 'user');
      expect((await c.post(`${otherPrefix}/register`, form(email))).status).toBe(201);
      expect((await mailbox(server.app)).find((mail) => mail.to === email)?.subject).toBe(
        'Welcome to Callout: verify your email',
      );
    });

    it('answers a wrong password or unknown email with the same 401 message', async () => {
      const c = client(server.app);
      const { email } = await signUp(c, role);
      const wrong = await c.post(`${prefix}/login`, { email, password: 'Wrong#1234' });
      const unknown = await c.post(`${prefix}/login`, { email: uniqueEmail(), password: strongPassword });
      for (const response of [wrong, unknown]) {
        expect(response).toMatchObject({
          status: 401,
          body: { success: false, message: messages.loginFailed },
        });
      }
    });

    it('rejects bad registration input with the spec messages', async () => {
      const c = client(server.app);
      const cases: Array<[Record<string, string>, string]> = [
        [{ phone: '07700900111', password: strongPassword }, messages.email],
        [{ email: 'not-an-email', phone: '07700900111', password: strongPassword }, messages.email],
        [
          { email: `${'a'.repeat(250)}@example.org`, phone: '07700900111', password: strongPassword },
          messages.email,
        ],
        [{ email: uniqueEmail(), phone: '12345', password: strongPassword }, phoneMessage],
        [{ email: uniqueEmail(), phone: '0'.repeat(5000), password: strongPassword }, phoneMessage],
        [{ email: uniqueEmail(), password: strongPassword }, phoneMessage],
        [{ email: uniqueEmail(), phone: '07700900111', password: 'short1!' }, passwordMessage],
        [{ email: uniqueEmail(), phone: '07700900111', password: 'nodigits!!' }, passwordMessage],
        [{ email: uniqueEmail(), phone: '07700900111', password: `A1!${'x'.repeat(200)}` }, passwordMessage],
        [{ email: uniqueEmail(), phone: '07700900111' }, passwordMessage],
      ];
      for (const [form, message] of cases) {
        const response = await c.post(`${prefix}/register`, form);
        expect(response, JSON.stringify(form).slice(0, 80)).toMatchObject({
          status: 400,
          body: { success: false, message },
        });
      }
    });
  });

  it('refuses a customer token on provider calls and the reverse', async () => {
    const c = client(server.app);
    const customer = await signUp(c, 'user');
    const provider = await signUp(c, 'provider');
    for (const url of ['/provider/valsession', '/provider/profile', '/provider/logout']) {
      expect((await c.get(url, customer.token)).status).toBe(401);
    }
    for (const url of ['/valsession', '/profile', '/logout']) {
      expect((await c.get(url, provider.token)).status).toBe(401);
    }
    expect((await c.post('/provider/updatebio', { value: 'hi' }, customer.token)).status).toBe(401);
    expect((await c.post('/verifyemail', { value: '123456' }, provider.token)).status).toBe(401);
    // Neither was logged out by the refused calls.
    expect((await c.get('/valsession', customer.token)).status).toBe(200);
    expect((await c.get('/provider/valsession', provider.token)).status).toBe(200);
  });

  it('treats missing, malformed and made-up tokens as signed out', async () => {
    const c = client(server.app);
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer null',
      'Basic abc',
      `Bearer ${'x'.repeat(43)}`,
    ]) {
      const response = await server.app.inject({
        url: '/api/valsession',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, message: messages.sessionExpired });
    }
    expect((await c.get('/logout')).status).toBe(401);
  });

  it('answers malformed bodies with 4xx, never 500', async () => {
    const inject = (payload: string, contentType: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/login',
        payload,
        headers: { 'content-type': contentType },
      });
    const bodies: Array<[string, string]> = [
      ['{not json', 'application/json'],
      ['"just a string"', 'application/json'],
      ['[1,2,3]', 'application/json'],
      ['{"email": 42, "password": {"a": 1}}', 'application/json'],
      ['email=a@b.co&email=c@d.co&password=x', 'application/x-www-form-urlencoded'],
      ['', 'application/x-www-form-urlencoded'],
      ['hello', 'text/plain'],
      [`email=a@b.co&password=${'x'.repeat(13 * 1024 * 1024)}`, 'application/x-www-form-urlencoded'],
    ];
    for (const [payload, contentType] of bodies) {
      const response = await inject(payload, contentType);
      expect(response.statusCode, payload.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload.slice(0, 40)).toBeLessThan(500);
      expect(response.json()).toMatchObject({ success: false });
    }
    const missingPassword = await client(server.app).post('/login', { email: 'a@example.org' });
    expect(missingPassword.body.message).toBe(messages.loginRequired);
  });

  it('limits failed logins of an email from one address across API instances', async () => {
    const { email } = await signUp(client(server.app), 'user');
    const instances = [server.app, await server.variant({})];
    const ip = client(server.app).ip;
    // Failures from one address through different instances all count against the one pair.
    for (let attempt = 0; attempt < 10; attempt++) {
      const instance = instances[attempt % 2] ?? server.app;
      const response = await client(instance, ip).post('/login', { email, password: 'Wrong#1234' });
      expect(response.status).toBe(401);
    }
    // From that address even the right password is refused now, as a guess would be.
    const limited = await client(server.app, ip).post('/login', { email, password: strongPassword });
    expect(limited).toMatchObject({
      status: 429,
      body: { success: false, message: messages.tooManyAttempts },
    });
    const [counter] = await server.db.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = $1', [
      `login:email-ip:user:${email}@${ip}`,
    ]);
    expect(counter?.hits).toBe(11);
  });
});

async function signUpAgain(c: ReturnType<typeof client>, prefix: string, email: string): Promise<string> {
  const login = await c.post(`${prefix}/login`, { email, password: strongPassword });
  return loginResponseSchema.parse(login.body).data?.Token ?? '';
}
