// An API answer's message is in the reader's language: the signed-in account's, else the language cookie's,
// else Accept-Language's; with none of them, or British English, it is the spec's English word for word.
import { pageLanguageCookie } from '@callout/contracts/page-rendering';
import { backends } from '@callout/server-testing/backends';
import { client, signUp, strongPassword } from '@callout/server-testing/harness';
import { suiteServer } from '@callout/server-testing/suite-server';
import { describe, expect, it } from 'vitest';
import { lifecycleMessages } from '../domain/orders/messages';
import polish from '../infra/texts/locales/pl-PL/api.json';
import { messages } from '../messages';

describe.each(backends)('the API messages in the reader language on $name', (backend) => {
  const { server } = suiteServer(backend);

  const ask = async (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    form?: Record<string, string>,
  ) => {
    const answer = await server.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        'x-forwarded-for': `10.43.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    return { status: answer.statusCode, message: (answer.json() as { message: string }).message };
  };

  it('answers a refusal and a validation error in Polish to a Polish browser, in English otherwise', async () => {
    const wrong = { email: 'nobody@example.com', password: 'Wrong-password1!' };
    expect(await ask('POST', '/login', { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' }, wrong)).toEqual({
      status: 401,
      message: polish.messages.loginFailed,
    });
    expect(await ask('POST', '/login', {}, wrong)).toEqual({ status: 401, message: messages.loginFailed });
    expect(await ask('POST', '/login', { 'accept-language': 'en-GB' }, wrong)).toEqual({
      status: 401,
      message: messages.loginFailed,
    });
    // A rule without a message of its own, thrown by parseInput, with the field named.
    const missing = await ask('GET', '/orderdetails', { 'accept-language': 'pl' });
    expect(missing).toEqual({ status: 401, message: polish.messages.sessionExpired });
    const badEmail = await ask('POST', '/login', { 'accept-language': 'pl' }, { email: 'x', password: 'y' });
    expect(badEmail).toEqual({ status: 400, message: polish.messages.email });
    // Errors from the error handler and the not-found handler too.
    expect(await ask('GET', '/no-such-call', { 'accept-language': 'pl' })).toEqual({
      status: 404,
      message: polish.messages.noSuchCall,
    });
    expect(await ask('GET', '/no-such-call', {})).toEqual({ status: 404, message: messages.noSuchCall });
  });

  it('tells caches that an answer with a message differs by language', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/no-such-call' });
    const vary = String(answer.headers.vary ?? '').toLowerCase();
    expect(vary).toContain('accept-language');
    expect(vary).toContain('cookie');
  });

  it('takes the language cookie before Accept-Language', async () => {
    const wrong = { email: 'nobody@example.com', password: 'Wrong-password1!' };
    const english = await ask(
      'POST',
      '/login',
      { 'accept-language': 'pl-PL', cookie: `${pageLanguageCookie}=en-GB` },
      wrong,
    );
    expect(english.message).toBe(messages.loginFailed);
    const polishAnswer = await ask(
      'POST',
      '/login',
      { 'accept-language': 'en-GB', cookie: `${pageLanguageCookie}=pl-PL` },
      wrong,
    );
    expect(polishAnswer.message).toBe(polish.messages.loginFailed);
  });

  it("answers a signed-in account in its own language, whatever the browser's", async () => {
    const c = client(server.app);
    const { email, token } = await signUp(c, 'user');
    const bearer = { authorization: `Bearer ${token}` };
    // No language chosen yet: the browser's.
    expect((await ask('GET', '/orders', { ...bearer, 'accept-language': 'pl' })).message).toBe(
      polish.lifecycleMessages.noOrders,
    );
    expect((await c.post('/language', { language: 'pl-PL' }, token)).status).toBe(200);
    expect(await ask('GET', '/orders', bearer)).toEqual({
      status: 200,
      message: polish.lifecycleMessages.noOrders,
    });
    expect(
      await ask('GET', '/orderdetails?orderid=ORD-NOPE', { ...bearer, 'accept-language': 'en-GB' }),
    ).toEqual({ status: 404, message: polish.orderMessages.orderNotFound });

    await c.post('/language', { language: 'en-GB' }, token);
    expect(await ask('GET', '/orders', { ...bearer, 'accept-language': 'pl' })).toEqual({
      status: 200,
      message: lifecycleMessages.noOrders,
    });
    // Signing in answers in the browser's language: the account is not known until the password is.
    const login = await ask(
      'POST',
      '/login',
      { 'accept-language': 'pl' },
      { email, password: strongPassword },
    );
    expect(login).toEqual({ status: 200, message: polish.messages.loggedIn });
  });
});
