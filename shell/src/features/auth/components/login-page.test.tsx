import { setLanguage } from '@callout/i18n/i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, descriptionOf, fakeApi, networkDown, renderRoutes, stub } from '../../../test/test-utils';
import { LoginPage } from './login-page';

const routes = [
  { path: '/login', element: <LoginPage accountType="user" /> },
  { path: '/provider/login', element: <LoginPage accountType="provider" /> },
  stub('/dashboard'),
  stub('/provider'),
  stub('/orders'),
];

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login', () => {
  it('asks for a valid email and a password before calling the server', async () => {
    const { calls } = fakeApi({});
    renderRoutes(routes, '/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toMatch(/Please input a valid email address/);
    expect(document.activeElement).toBe(email);
    expect(descriptionOf(screen.getByLabelText('Password'))).toMatch(/Email and password are required/);
    expect(calls).toEqual([]);
  });

  it('stores the token and the account type, then opens the provider home', async () => {
    const { calls } = fakeApi({
      'POST /api/provider/login': () => answer({ success: true, message: 'ok', data: { Token: 'tok-1' } }),
    });
    renderRoutes(routes, '/provider/login');
    await fillAndSubmit('Pro@Example.com ', 'Secret1!');
    expect(await screen.findByRole('heading', { name: 'page /provider' })).toBeTruthy();
    expect(localStorage.getItem('serve')).toBe('tok-1');
    expect(localStorage.getItem('accountType')).toBe('provider');
    expect(calls[0]?.params.get('email')).toBe('pro@example.com');
  });

  it("shows the account's language on a device that has none of its own", async () => {
    fakeApi({
      'POST /api/provider/login': () =>
        answer({ success: true, message: 'ok', data: { Token: 'tok-1', Language: 'pl-PL' } }),
    });
    renderRoutes(routes, '/provider/login');
    await fillAndSubmit('pro@example.com', 'Secret1!');
    expect(await screen.findByRole('heading', { name: 'page /provider' })).toBeTruthy();
    expect(localStorage.getItem('callout-language')).toBe('pl-PL');
    expect(document.documentElement.lang).toBe('pl-PL');
    await setLanguage('en-GB');
    document.documentElement.lang = 'en-GB';
  });

  it('goes back to the page the guard stopped the visitor on', async () => {
    fakeApi({ 'POST /api/login': () => answer({ success: true, message: 'ok', data: { Token: 't' } }) });
    renderRoutes(routes, '/login?next=%2Forders');
    await fillAndSubmit('a@b.co', 'Secret1!');
    expect(await screen.findByRole('heading', { name: 'page /orders' })).toBeTruthy();
    expect(localStorage.getItem('accountType')).toBe('user');
  });

  it('ignores a destination on another site', async () => {
    fakeApi({ 'POST /api/login': () => answer({ success: true, message: 'ok', data: { Token: 't' } }) });
    renderRoutes(routes, '/login?next=%2F%2Fevil.example');
    await fillAndSubmit('a@b.co', 'Secret1!');
    expect(await screen.findByRole('heading', { name: 'page /dashboard' })).toBeTruthy();
  });

  it.each(['/%09/evil.example', '/%0A/evil.example', '/%5Cevil.example', 'javascript%3Aalert(1)'])(
    'for a refused destination (%s) opens the home page, signed in, with no error',
    async (next) => {
      fakeApi({
        'POST /api/provider/login': () => answer({ success: true, message: 'ok', data: { Token: 't' } }),
      });
      renderRoutes(routes, `/provider/login?next=${next}`);
      await fillAndSubmit('a@b.co', 'Secret1!');
      expect(await screen.findByRole('heading', { name: 'page /provider' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(localStorage.getItem('serve')).toBe('t');
    },
  );

  it('shows the server message after a bell, keeps what was typed and clears a refused session', async () => {
    localStorage.setItem('serve', 'old');
    localStorage.setItem('accountType', 'user');
    fakeApi({
      'POST /api/login': () => answer({ success: false, message: 'Incorrect email or password.' }, 401),
    });
    renderRoutes(routes, '/login');
    await fillAndSubmit('a@b.co', 'Secret1!');
    expect((await screen.findByRole('alert')).textContent).toBe('🔔 Incorrect email or password.');
    expect(screen.getByLabelText('Email address')).toHaveProperty('value', 'a@b.co');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'Secret1!');
    expect(localStorage.getItem('serve')).toBeNull();
    expect(localStorage.getItem('accountType')).toBeNull();
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('says it could not login when the server cannot be reached', async () => {
    fakeApi({ 'POST /api/login': networkDown });
    renderRoutes(routes, '/login');
    await fillAndSubmit('a@b.co', 'Secret1!');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not login at the moment. Please try again later.',
    );
  });

  it('fills in the email handed over by registration and focuses the password', async () => {
    renderRoutes(routes, { pathname: '/login', state: { email: 'new@example.com' } });
    expect(screen.getByLabelText('Email address')).toHaveProperty('value', 'new@example.com');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
  });

  it('links to registration, recovery and the other login', () => {
    renderRoutes(routes, '/provider/login');
    expect(screen.getByRole('link', { name: 'Join as Provider' }).getAttribute('href')).toBe('/join');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/recover?as=provider',
    );
    expect(screen.getByRole('link', { name: /Customer login/ }).getAttribute('href')).toBe('/login');
  });
});

describe('login checked in the language shown', () => {
  afterEach(async () => {
    await setLanguage('en-GB');
  });

  // The password's length has no message of its own in the contract: zod words it, in English.
  it("says a rule zod words itself in Polish to a Polish reader, never in zod's English", async () => {
    await setLanguage('pl-PL');
    const { calls } = fakeApi({});
    renderRoutes(routes, '/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'a@b.co');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('x'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(descriptionOf(password)).toContain('Za dużo znaków: najwyżej 128.'));
    expect(descriptionOf(password)).not.toMatch(/Too big|expected/);
    expect(calls).toEqual([]);
  });
});
