import { accountLanguageResponseSchema } from '@callout/contracts/account-language';
import { loginResponseSchema } from '@callout/contracts/accounts';
import { backends } from '@callout/server-testing/backends';
import { client, signUp, strongPassword } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import polish from '../../../infra/texts/locales/pl-PL/api.json';

describe.each(backends)('the account language on $name', (backend) => {
  const { server } = suiteServer(backend);

  it.each([
    ['user', ''],
    ['provider', '/provider'],
  ] as const)('a %s keeps the language chosen, and the login answer gives it back', async (role, prefix) => {
    const c = client(server.app);
    const { email, token } = await signUp(c, role);
    const login = () => c.post(`${prefix}/login`, { email, password: strongPassword });
    // Before any choice the login answers exactly as documented: the token alone.
    expect(Object.keys(loginResponseSchema.parse((await login()).body).data ?? {})).toEqual(['Token']);

    const saved = await c.post(`${prefix}/language`, { language: 'pl-PL' }, token);
    expect(saved.status).toBe(200);
    // Said in the language just chosen.
    expect(accountLanguageResponseSchema.parse(saved.body)).toEqual({
      success: true,
      message: polish.messages.languageSaved,
      data: { Language: 'pl-PL' },
    });
    const [row] = await server.db.query<{ language: string | null }>(
      'SELECT language FROM accounts WHERE role = $1 AND email = $2',
      [role, email],
    );
    expect(row?.language).toBe('pl-PL');
    expect(loginResponseSchema.parse((await login()).body).data?.Language).toBe('pl-PL');

    await c.post(`${prefix}/language`, { language: 'en-GB' }, token);
    expect(loginResponseSchema.parse((await login()).body).data?.Language).toBe('en-GB');
  });

  it('refuses a language Callout is not written in, and a caller not signed in', async () => {
    const c = client(server.app);
    const { token } = await signUp(c, 'user');
    for (const language of ['de-DE', '', 'pl']) {
      const answer = await c.post('/language', { language }, token);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/language/i);
    }
    expect((await c.post('/language', { language: 'pl-PL' })).status).toBe(401);
    // A customer's session is not a provider's.
    expect((await c.post('/provider/language', { language: 'pl-PL' }, token)).status).toBe(401);
  });
});
