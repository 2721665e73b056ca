// A one-time code works only for what it was mailed for: registration, email verification asked for while
// signed in, account deletion, password recovery; a code asked for while signed in without a purpose
// verifies or deletes, never recovers.
import type { AccountType } from '@callout/contracts/accounts';
import { backends } from '@callout/server-testing/backends';
import { client, latestCode, mailbox, prefixOf, signUp } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../messages';

const newPassword = 'Newer#4567';

describe.each(backends)('one-time code purposes on $name', (backend) => {
  const { server } = suiteServer(backend);

  describe.each<AccountType>(['user', 'provider'])('for role %s', (role) => {
    const prefix = prefixOf(role);
    const account = async () => {
      const c = client(server.app);
      const signedUp = await signUp(c, role);
      const code = () => latestCode(server.app, signedUp.email);
      const use = {
        verify: (value: string) => c.post(`${prefix}/verifyemail`, { value }, signedUp.token),
        delete: (value: string) => c.post(`${prefix}/deleteAccount`, { value }, signedUp.token),
        recover: (otp: string) =>
          c.post(`${prefix}/recover`, { email: signedUp.email, otp, password: newPassword }),
      };
      return { ...signedUp, c, code, use };
    };

    it('refuses a registration code at /recover and /deleteAccount, and it still verifies', async () => {
      const { code, use } = await account();
      const registration = await code();
      expect(await use.recover(registration)).toMatchObject({
        status: 400,
        body: { message: messages.wrongCode },
      });
      expect((await use.delete(registration)).status).toBe(400);
      expect((await use.verify(registration)).status).toBe(200);
    });

    it('refuses a recovery code at /verifyemail and /deleteAccount, and it still recovers', async () => {
      const { c, email, code, use } = await account();
      await c.post(`${prefix}/otp`, { value: email });
      const recovery = await code();
      expect(await use.verify(recovery)).toMatchObject({
        status: 400,
        body: { message: messages.emailNotVerified },
      });
      expect((await use.delete(recovery)).status).toBe(400);
      expect((await use.recover(recovery)).status).toBe(200);
    });

    it('refuses a deletion code at /verifyemail and /recover, and it still deletes', async () => {
      const { c, email, token, code, use } = await account();
      await c.post(`${prefix}/otp`, { value: email, purpose: 'delete' }, token);
      const deletion = await code();
      expect((await use.verify(deletion)).status).toBe(400);
      expect((await use.recover(deletion)).status).toBe(400);
      expect(await use.delete(deletion)).toMatchObject({
        status: 200,
        body: { message: messages.accountDeleted },
      });
    });

    it('refuses a verification code asked for by name at /deleteAccount and /recover', async () => {
      const { c, email, token, code, use } = await account();
      await c.post(`${prefix}/otp`, { value: email, purpose: 'verify' }, token);
      const verification = await code();
      expect((await use.delete(verification)).status).toBe(400);
      expect((await use.recover(verification)).status).toBe(400);
      expect((await use.verify(verification)).status).toBe(200);
    });

    // The documented calls alone: /otp with `value` while signed in, then /deleteAccount with the code.
    it('deletes the account with a code asked for while signed in without a purpose', async () => {
      const { c, email, token, code, use } = await account();
      expect((await c.post(`${prefix}/otp`, { value: email }, token)).status).toBe(200);
      const mailed = (await mailbox(server.app)).find((mail) => mail.to === email);
      expect(mailed?.text).toMatch(/to verify your email address, or to confirm deleting your account/);
      const signedInCode = await code();
      expect(await use.recover(signedInCode)).toMatchObject({
        status: 400,
        body: { message: messages.wrongCode },
      });
      expect(await use.delete(signedInCode)).toMatchObject({
        status: 200,
        body: { success: true, message: messages.accountDeleted },
      });
      const [left] = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM accounts WHERE email = $1',
        [email],
      );
      expect(left?.n).toBe(0);
    });

    it('verifies the email with such a code too, and then it is used up', async () => {
      const { c, email, token, code, use } = await account();
      await c.post(`${prefix}/otp`, { value: email }, token);
      const signedInCode = await code();
      expect((await use.verify(signedInCode)).status).toBe(200);
      expect((await use.delete(signedInCode)).status).toBe(400);
    });

    it('still refuses a recovery code at /deleteAccount and a deletion code at /recover', async () => {
      const { c, email, token, code, use } = await account();
      await client(server.app).post(`${prefix}/otp`, { value: email });
      const recovery = await code();
      await c.post(`${prefix}/otp`, { value: email, purpose: 'delete' }, token);
      const deletion = await code();
      expect(await use.delete(recovery)).toMatchObject({
        status: 400,
        body: { message: messages.wrongCode },
      });
      expect(await use.recover(deletion)).toMatchObject({
        status: 400,
        body: { message: messages.wrongCode },
      });
      expect((await use.recover(recovery)).status).toBe(200);
    });

    it('keeps the registration code live when someone asks for a recovery code', async () => {
      const { email, code, use } = await account();
      const registration = await code();
      await client(server.app).post(`${prefix}/otp`, { value: email });
      const newest = (await mailbox(server.app)).find((mail) => mail.to === email);
      expect(newest?.subject).toBe('Reset your Callout password');
      expect((await use.verify(registration)).status).toBe(200);
    });
  });
});
