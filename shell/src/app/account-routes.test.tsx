import { cleanup as cleanupAll, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkStoredSessionEarly } from '../features/auth/hooks/use-session-check';
import { answer, fakeApi, networkDown, renderRoutes, stub } from '../test/test-utils';
import { guarded, signInBranch } from './account-routes';

// The app's own guard and sign-in branch, with stand-ins for the module pages.
const routes = [
  stub('/'),
  guarded('customer', [stub('/dashboard'), stub('/orders')]),
  guarded('provider', [stub('/provider'), stub('/provider/services')]),
  guarded('operator', [stub('/ops'), stub('/ops/support')]),
  signInBranch,
];
const location = () => screen.getByTestId('location').textContent;
const valid = () => answer({ success: true, message: 'Session is valid.' });
const expired = () => answer({ success: false, message: 'Session expired, please login again' }, 401);

function signIn(accountType: 'user' | 'provider' | 'operator', token = 'tok') {
  localStorage.setItem('serve', token);
  localStorage.setItem('accountType', accountType);
}

describe('route guard', () => {
  it('sends a visitor without a session to the customer login, keeping where they were going', async () => {
    const { calls } = fakeApi({});
    const { location: where } = renderRoutes(routes, '/orders?search=wash');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(where().search).toBe(`?next=${encodeURIComponent('/orders?search=wash')}`);
    expect(calls).toEqual([]);
  });

  it('sends a visitor of a provider page to the provider login', async () => {
    fakeApi({});
    const { location: where } = renderRoutes(routes, '/provider/services');
    await screen.findByRole('heading', { name: 'Provider login' });
    expect(where().pathname).toBe('/provider/login');
    expect(where().search).toBe('?next=%2Fprovider%2Fservices');
  });

  it('checks a stored session with the server, then shows the page', async () => {
    signIn('user');
    const { calls } = fakeApi({ 'GET /api/valsession': valid });
    renderRoutes(routes, '/dashboard');
    expect(screen.getByText('Checking your session…')).toBeTruthy();
    await screen.findByRole('heading', { name: 'page /dashboard' });
    expect(calls[0]?.authorization).toBe('Bearer tok');
  });

  it('uses the check started at startup once, and asks the server again for a later guard', async () => {
    signIn('user');
    const { calls } = fakeApi({ 'GET /api/valsession': valid });
    checkStoredSessionEarly();
    const first = renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { name: 'page /dashboard' });
    expect(calls.filter((c) => c.path === '/api/valsession')).toHaveLength(1);

    first.unmount();
    renderRoutes(routes, '/orders');
    await screen.findByRole('heading', { name: 'page /orders' });
    expect(calls.filter((c) => c.path === '/api/valsession')).toHaveLength(2);
  });

  it('does not hand the startup check of one session to another', async () => {
    signIn('user', 'old');
    const { calls } = fakeApi({ 'GET /api/valsession': valid });
    checkStoredSessionEarly();
    signIn('user', 'new');
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { name: 'page /dashboard' });
    // The early answer was for 'old': the guard asks again rather than trusting it for 'new'.
    expect(calls).toHaveLength(2);
    expect(calls[1]?.authorization).toBe('Bearer new');
  });

  it('treats an expired session as signed out: alert, token gone, login', async () => {
    signIn('user');
    fakeApi({ 'GET /api/valsession': expired });
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { name: 'Login' });
    expect(window.alert).toHaveBeenCalledWith('Session expired, please login again');
    expect(localStorage.getItem('serve')).toBeNull();
  });

  it('treats a failed check as invalid', async () => {
    signIn('provider');
    fakeApi({ 'GET /api/provider/valsession': networkDown, 'GET /api/valsession': networkDown });
    renderRoutes(routes, '/provider');
    expect(await screen.findByRole('heading', { name: 'Provider login' })).toBeTruthy();
  });

  it('offline, keeps a stored session so pages cached by the service worker still open', async () => {
    signIn('user');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fakeApi({ 'GET /api/valsession': networkDown });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'page /dashboard' })).toBeTruthy();
  });

  it('never lets a customer session open a provider page', async () => {
    signIn('user');
    const { calls } = fakeApi({ 'GET /api/valsession': valid });
    renderRoutes(routes, '/provider/services');
    // The provider login's reverse mode then sends the signed-in customer to their own dashboard.
    await screen.findByRole('heading', { name: 'page /dashboard' });
    expect(calls.some((c) => c.path.startsWith('/api/provider/'))).toBe(false);
  });

  it.each([
    ['/login', 'user', '/dashboard'],
    ['/register', 'user', '/dashboard'],
    ['/join', 'provider', '/provider'],
    ['/provider/login', 'provider', '/provider'],
    ['/ops/login', 'operator', '/ops'],
  ] as const)('reverse mode: %s sends a signed-in %s to %s', async (path, accountType, home) => {
    signIn(accountType);
    fakeApi({
      'GET /api/valsession': valid,
      'GET /api/provider/valsession': valid,
      'GET /api/operator/valsession': valid,
    });
    renderRoutes(routes, path);
    await waitFor(() => expect(location()).toBe(home));
  });

  it('reverse mode shows the form when the stored session is no longer valid', async () => {
    signIn('user');
    fakeApi({ 'GET /api/valsession': networkDown });
    renderRoutes(routes, '/register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });

  it('recovery is open to everyone', async () => {
    signIn('user');
    const { calls } = fakeApi({});
    renderRoutes(routes, '/recover');
    expect(await screen.findByRole('heading', { name: 'Recover your password' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends everyone but an operator from the console to the operator login, and keeps them there', async () => {
    const { location: where } = renderRoutes(routes, '/ops/support');
    expect(await screen.findByRole('heading', { name: 'Operator login' })).toBeTruthy();
    expect(where().search).toBe('?next=%2Fops%2Fsupport');
    cleanupAll();
    for (const accountType of ['user', 'provider'] as const) {
      signIn(accountType);
      const { calls } = fakeApi({ 'GET /api/valsession': valid, 'GET /api/provider/valsession': valid });
      const { location: at } = renderRoutes(routes, '/ops');
      expect(await screen.findByRole('heading', { name: 'Operator login' })).toBeTruthy();
      expect(at().pathname).toBe('/ops/login');
      // No registration or recovery for operators: the CLI makes them.
      expect(screen.queryByRole('link', { name: /create an account|forgot/i })).toBeNull();
      expect(calls.some((c) => c.path.startsWith('/api/operator/'))).toBe(false);
      cleanupAll();
    }
  });

  it('lets a live operator session into the console after checking it', async () => {
    signIn('operator');
    const { calls } = fakeApi({ 'GET /api/operator/valsession': valid });
    renderRoutes(routes, '/ops/support');
    expect(await screen.findByRole('heading', { name: 'page /ops/support' })).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/api/operator/valsession']);
  });
});
