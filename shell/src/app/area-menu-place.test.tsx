// Layout shifts: the account menu's code loads apart from the shell's, so its place is
// held from the first render and the page under it does not move down when the menu comes.
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../features/layout/components/app-layout';
import { renderRoutes, stub } from '../test/test-utils';

// The menu's code arrives only when the test lets it, as on a slow phone where the page is drawn first.
const menuCode = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release };
});
vi.mock('../features/navigation/components/area-navigation', async (original) => {
  await menuCode.arrived;
  return original();
});
vi.mock('../features/navigation/api/get-email-verified', () => ({
  getEmailVerified: vi.fn(async () => true),
}));

const entry = (audience: 'customer' | 'provider' | 'operator', to: string, bar?: number) => ({
  to,
  labelKey: `menu.${audience}`,
  audience,
  icon: 'home' as const,
  order: 1,
  ...(bar === undefined ? {} : { bar }),
});

const manifest: RemotesManifest = {
  remotes: [
    {
      name: 'mf-orders',
      namespace: 'orders',
      routes: [],
      menu: [
        entry('customer', '/orders', 1),
        entry('customer', '/support'),
        entry('provider', '/provider', 1),
      ],
      menuLabels: { 'menu.customer': 'History', 'menu.provider': 'Home' },
      entry: '/remotes/mf-orders/assets/remoteEntry.js',
      version: 'v1',
    },
    {
      name: 'mf-ops',
      namespace: 'ops',
      routes: [],
      menu: [entry('operator', '/ops')],
      menuLabels: { 'menu.operator': 'Console' },
      entry: '/remotes/mf-ops/assets/remoteEntry.js',
      version: 'v1',
    },
  ],
};

const routes = [
  {
    element: <AppLayout manifest={manifest} />,
    children: [
      { handle: { access: 'customer' }, children: [stub('/orders')] },
      { handle: { access: 'provider' }, children: [stub('/provider')] },
      { handle: { access: 'operator' }, children: [stub('/ops')] },
    ],
  },
];

function signIn(accountType: 'user' | 'provider' | 'operator') {
  localStorage.setItem('serve', 'tok');
  localStorage.setItem('accountType', accountType);
}

const place = (container: HTMLElement) => container.querySelector('.area-menu-place');
const menu = () => screen.queryByRole('navigation', { name: 'Account menu' });

describe("the account menu's place", () => {
  it("stands for a customer's and an operator's menu until it comes, never for a provider's", async () => {
    // A provider's tabs wait for the email to be known verified: their place cannot be known before.
    signIn('provider');
    expect(place(renderRoutes(routes, '/provider').container)).toBeNull();
    cleanup();

    signIn('operator');
    expect(place(renderRoutes(routes, '/ops').container)).not.toBeNull();
    cleanup();

    signIn('user');
    const { container } = renderRoutes(routes, '/orders');
    expect(menu()).toBeNull();
    // Hidden from assistive technology.
    expect(place(container)?.getAttribute('aria-hidden')).toBe('true');

    menuCode.release();
    expect(await screen.findByRole('navigation', { name: 'Account menu' })).toBeTruthy();
    expect(place(container)).toBeNull();
  });
});
