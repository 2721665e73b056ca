// Issue 23, item 4: a signed-in page loads the account menu's code at startup (routes.tsx, preloadPageAt),
// so the menu is in the layout's first draw rather than arriving later and pushing the page down (a layout
// shift). A file of its own: the menu's code must not have been loaded by an earlier test.
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLayout, preloadAreaNavigation } from '../features/layout/components/app-layout';
import { renderRoutes, stub } from '../test/test-utils';

const manifest: RemotesManifest = {
  remotes: [
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

const routes = [
  {
    element: <AppLayout manifest={manifest} />,
    children: [
      {
        handle: { access: 'customer' },
        children: [{ ...stub('/support'), handle: { module: 'mf-support' } }],
      },
    ],
  },
];

describe('the account menu loaded at startup', () => {
  it("is in the layout's first draw", async () => {
    localStorage.setItem('serve', 'tok');
    localStorage.setItem('accountType', 'user');
    await preloadAreaNavigation();
    renderRoutes(routes, '/support');
    expect(screen.queryByRole('navigation', { name: 'Account menu' })).not.toBeNull();
  });
});
