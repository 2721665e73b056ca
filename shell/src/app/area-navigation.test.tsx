import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../features/layout/components/app-layout';
import { getEmailVerified } from '../features/navigation/api/get-email-verified';
import { forgetEmailVerified } from '../features/navigation/hooks/use-email-verified';
import { renderRoutes, stub } from '../test/test-utils';

vi.mock('../features/navigation/api/get-email-verified', () => ({ getEmailVerified: vi.fn() }));

const manifest: RemotesManifest = {
  remotes: [
    {
      name: 'mf-orders',
      namespace: 'orders',
      routes: [
        { path: '/orders', access: 'customer' },
        { path: '/details/:id', access: 'customer' },
        { path: '/provider/orders', access: 'provider' },
      ],
      menu: [
        { to: '/orders', labelKey: 'menu.history', audience: 'customer', icon: 'orders', order: 4, bar: 2 },
        {
          to: '/provider/orders',
          labelKey: 'menu.orders',
          audience: 'provider',
          icon: 'orders',
          order: 4,
          bar: 4,
        },
      ],
      menuLabels: { 'menu.history': 'History', 'menu.orders': 'Orders' },
      entry: '/remotes/mf-orders/assets/remoteEntry.js',
      version: 'v1',
    },
    {
      name: 'mf-support',
      namespace: 'support',
      routes: [{ path: '/support', access: 'customer' }],
      menu: [{ to: '/support', labelKey: 'menu.support', audience: 'customer', icon: 'support', order: 5 }],
      menuLabels: { 'menu.support': 'Support' },
      entry: '/remotes/mf-support/assets/remoteEntry.js',
      version: 'v1',
    },
  ],
};

// The layout as routes.tsx composes it, with stub pages in place of the modules' (no guard, as in
// app-layout.test.tsx, so a login-only screen can be seen without a session).
const moduleStub = (path: string, module: string) => ({ ...stub(path), handle: { module } });
const routes = [
  {
    element: <AppLayout manifest={manifest} />,
    children: [
      stub('/about'),
      {
        handle: { access: 'customer' },
        children: [moduleStub('/orders', 'mf-orders'), moduleStub('/details/:id', 'mf-orders')],
      },
      { handle: { access: 'provider' }, children: [moduleStub('/provider/orders', 'mf-orders')] },
    ],
  },
];

function signIn(accountType: 'user' | 'provider') {
  localStorage.setItem('serve', 'tok');
  localStorage.setItem('accountType', accountType);
}

const menu = () => screen.queryByRole('navigation', { name: 'Account menu' });

afterEach(() => forgetEmailVerified());

describe("the customer's navigation", () => {
  it("shows every module's entries on a module's page, the page's own entry current", async () => {
    signIn('user');
    renderRoutes(routes, '/details/7');
    const nav = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['History', 'Support']);
    expect(within(nav).getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/orders');
    const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/orders']);
  });

  it('is hidden with no session stored, and on public pages', () => {
    renderRoutes(routes, '/orders');
    expect(menu()).toBeNull();
    signIn('user');
    renderRoutes(routes, '/about');
    expect(menu()).toBeNull();
  });
});

describe("the provider's tabs", () => {
  it('wait for a verified email', async () => {
    signIn('provider');
    vi.mocked(getEmailVerified).mockResolvedValue(false);
    renderRoutes(routes, '/provider/orders');
    await vi.waitFor(() => expect(getEmailVerified).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(menu()).toBeNull();
  });

  it('show once the email is verified', async () => {
    signIn('provider');
    vi.mocked(getEmailVerified).mockResolvedValue(true);
    renderRoutes(routes, '/provider/orders');
    const nav = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Orders');
  });

  it('show at once on a page the server rendered for a provider whose email is verified, without asking', () => {
    signIn('provider');
    vi.mocked(getEmailVerified).mockClear().mockResolvedValue(false);
    const rendered = document.createElement('div');
    rendered.id = 'root';
    rendered.dataset.renderedFor = 'provider';
    rendered.dataset.emailVerified = '';
    document.body.append(rendered);
    try {
      renderRoutes(routes, '/provider/orders');
      expect(menu()).not.toBeNull();
      cleanup();
      rendered.remove(); // the app takes the rendered page's place: the tabs stay
      renderRoutes(routes, '/provider/orders');
      expect(menu()).not.toBeNull();
      expect(getEmailVerified).not.toHaveBeenCalled();
    } finally {
      rendered.remove();
    }
  });
});
