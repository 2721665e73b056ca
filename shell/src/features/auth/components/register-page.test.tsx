import { setLanguage } from '@callout/i18n/i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, descriptionOf, fakeApi, networkDown, renderRoutes } from '../../../test/test-utils';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

const routes = [
  { path: '/register', element: <RegisterPage accountType="user" /> },
  { path: '/join', element: <RegisterPage accountType="provider" /> },
  { path: '/login', element: <LoginPage accountType="user" /> },
  { path: '/provider/login', element: <LoginPage accountType="provider" /> },
];

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillValid(user = userEvent.setup()) {
  await user.type(field('Email address'), 'New@Example.com');
  await user.type(field('Phone number'), '07700900123');
  await user.type(field('Password'), 'Secret1!');
  await user.type(field('Confirm password'), 'Secret1!');
  return user;
}

describe('registration', () => {
  it('marks the password invalid or valid as it is typed, in words', async () => {
    renderRoutes(routes, '/register');
    const user = userEvent.setup();
    await user.type(field('Password'), 'short');
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field('Password'))).toContain(
      '🔔 Password must be at least 8 characters and include a number and a special character.',
    );
    await user.type(field('Password'), '12!');
    expect(field('Password').getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(field('Password'))).toContain('Valid');

    await user.type(field('Confirm password'), 'short1');
    expect(descriptionOf(field('Confirm password'))).toContain('🔔 Passwords do not match.');
    await user.type(field('Confirm password'), '2!');
    expect(descriptionOf(field('Confirm password'))).toContain('Valid');
  });

  it('judges the phone once the visitor leaves the field', async () => {
    renderRoutes(routes, '/register');
    const user = userEvent.setup();
    await user.type(field('Phone number'), '12');
    expect(descriptionOf(field('Phone number'))).not.toContain('🔔');
    await user.tab();
    expect(descriptionOf(field('Phone number'))).toContain('🔔 Please input a correct phone number.');
    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '+2348012345678');
    expect(field('Phone number').getAttribute('aria-invalid')).toBeNull();
  });

  it('on submit shows every problem and focuses the first', async () => {
    const { calls } = fakeApi({});
    renderRoutes(routes, '/register');
    const user = userEvent.setup();
    await user.type(field('Phone number'), '07700900123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(document.activeElement).toBe(field('Email address'));
    expect(descriptionOf(field('Email address'))).toContain('Please input a valid email address');
    expect(descriptionOf(field('Confirm password'))).toContain('🔔 Passwords do not match.');
    expect(calls).toEqual([]);
  });

  it('a provider who joins is told to login next and finds the email filled in', async () => {
    const { calls } = fakeApi({
      'POST /api/provider/register': () => answer({ success: true, message: 'Registered' }, 201),
    });
    renderRoutes(routes, '/join');
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Provider login' });
    expect(window.alert).toHaveBeenCalledWith('Registration successful, login in next page');
    expect(field('Email address').value).toBe('new@example.com');
    expect(Object.fromEntries(calls[0]?.params ?? [])).toEqual({
      email: 'new@example.com',
      phone: '07700900123',
      password: 'Secret1!',
    });
  });

  it('asks the browser to keep the new account’s data, as soon as it exists', async () => {
    const persist = vi.fn().mockResolvedValue(false);
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { persisted: vi.fn().mockResolvedValue(false), persist },
    });
    fakeApi({ 'POST /api/register': () => answer({ success: true, message: 'Registered' }, 201) });
    renderRoutes(routes, '/register');
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Login' });
    await waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    Reflect.deleteProperty(navigator, 'storage');
  });

  it('shows the server message and keeps the form as typed', async () => {
    fakeApi({
      'POST /api/register': () =>
        answer({ success: false, message: 'An account with this email already exists.' }, 409),
    });
    renderRoutes(routes, '/register');
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists.');
    expect(field('Password').value).toBe('Secret1!');
  });

  it('after a network failure only gives the form back', async () => {
    fakeApi({ 'POST /api/register': networkDown });
    renderRoutes(routes, '/register');
    const user = await fillValid();
    const button = screen.getByRole('button', { name: 'Register' });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Email address').value).toBe('New@Example.com');
  });
});

describe('registration checked in the language shown', () => {
  afterEach(async () => {
    await setLanguage('en-GB');
  });

  it('says what is wrong in Polish to a Polish reader, before anything is sent', async () => {
    await setLanguage('pl-PL');
    renderRoutes(routes, '/register');
    const user = userEvent.setup();
    await user.type(field('Password'), 'short');
    await waitFor(() =>
      expect(descriptionOf(field('Password'))).toContain(
        '🔔 Hasło musi mieć co najmniej 8 znaków, w tym cyfrę i znak specjalny.',
      ),
    );
    await user.type(field('Confirm password'), 'other');
    expect(descriptionOf(field('Confirm password'))).toContain('🔔 Hasła nie są takie same.');
  });
});
