import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { config } from '../config/app-config';
import { LogoutButton } from '../features/auth/components/logout-button';
import { AppLayout } from '../features/layout/components/app-layout';
import { answer, fakeApi, networkDown, renderRoutes, stub } from '../test/test-utils';

// The layout as routes.tsx composes it; the guarded child has no guard here so the header can be seen
// in the moment a login-only screen has no session.
const routes = [
  {
    element: <AppLayout sessionActions={<LogoutButton />} />,
    children: [stub('/'), stub('/about'), { handle: { access: 'customer' }, children: [stub('/dashboard')] }],
  },
];

function signIn(accountType: 'user' | 'provider') {
  localStorage.setItem('serve', 'tok');
  localStorage.setItem('accountType', accountType);
}

const mainNav = () => screen.queryByRole('navigation', { name: 'Main' });

describe('demo ribbon', () => {
  it('shows only when the server runs in demo mode', () => {
    const ribbon = () => screen.queryByText(/^Demo: test data and sandbox payments/);
    renderRoutes(routes, '/about');
    expect(ribbon()).toBeNull();
    config.features = { demo: true };
    try {
      renderRoutes(routes, '/');
      expect(ribbon()).not.toBeNull();
    } finally {
      config.features = {};
    }
  });
});

describe('top bar', () => {
  it.each([
    ['signed out', null, 'Login', '/login'],
    ['a customer', 'user', 'Profile', '/dashboard'],
    ['a provider', 'provider', 'Dashboard', '/provider'],
  ] as const)('for %s shows %s, leading to %s', (_who, accountType, name, href) => {
    if (accountType) signIn(accountType);
    renderRoutes(routes, '/about');
    const nav = mainNav();
    if (!nav) throw new Error('no main navigation');
    expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe(href);
    expect(within(nav).queryByRole('button', { name: 'Log Out' }) !== null).toBe(accountType !== null);
  });

  it('hides the menus on a login-only screen when no session is stored', () => {
    renderRoutes(routes, '/dashboard');
    expect(mainNav()).toBeNull();
    expect(screen.getByRole('link', { name: 'Callout home' })).toBeTruthy();
  });

  it('keeps the menus on that screen for a signed-in visitor', () => {
    signIn('user');
    renderRoutes(routes, '/dashboard');
    expect(mainNav()).not.toBeNull();
  });
});

describe('logout', () => {
  it('does nothing unless the visitor confirms', async () => {
    signIn('user');
    vi.mocked(window.confirm).mockReturnValue(false);
    const { calls } = fakeApi({});
    renderRoutes(routes, '/about');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log Out' }));
    expect(window.confirm).toHaveBeenCalledWith('Are you sure you want to proceed?');
    expect(calls).toEqual([]);
    expect(localStorage.getItem('serve')).toBe('tok');
  });

  it('ends the session on the server, clears all storage and goes home', async () => {
    signIn('provider');
    localStorage.setItem('reqData', '{}');
    const { calls } = fakeApi({
      'GET /api/provider/logout': () => answer({ success: true, message: 'bye' }),
    });
    const { location: where } = renderRoutes(routes, '/about');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(localStorage.length).toBe(0));
    expect(where().pathname).toBe('/');
    expect(calls[0]?.authorization).toBe('Bearer tok');
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    signIn('user');
    fakeApi({ 'GET /api/logout': networkDown });
    renderRoutes(routes, '/dashboard');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(localStorage.length).toBe(0));
    expect(screen.getByRole('heading', { name: 'page /' })).toBeTruthy();
  });
});
