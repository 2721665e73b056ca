import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadModuleAt } from './preload-module';

// What a preload starts is not for this test (and fails outside a build with federation).
vi.mock('./load-module', () => ({ loadModule: vi.fn(() => Promise.resolve()) }));

const remote = (name: 'mf-booking' | 'mf-orders', routes: RemotesManifest['remotes'][number]['routes']) => ({
  name,
  namespace: name,
  routes,
  menu: [],
  entry: `/remotes/${name}/assets/remoteEntry.js`,
  version: 'v1',
});

const manifest: RemotesManifest = {
  remotes: [
    remote('mf-booking', [
      { path: '/dashboard', access: 'customer' },
      { path: '/service/providers', access: 'public' },
    ]),
    remote('mf-orders', [
      { path: '/orders/:id', access: 'customer' },
      { path: '/provider/orders', access: 'provider' },
    ]),
  ],
};

let preloaded: string[] = [];
const preload = (pathname: string) => {
  const remote = preloadModuleAt(pathname, manifest);
  if (remote) preloaded.push(remote.name);
};
const loadedNames = () => preloaded;

beforeEach(() => {
  preloaded = [];
  localStorage.clear();
});

describe('preloadModuleAt', () => {
  it("loads the module of a signed-in customer's page, route parameters included", () => {
    localStorage.setItem('serve', 'tok');
    localStorage.setItem('accountType', 'user');
    preload('/orders/42');
    preload('/dashboard');
    expect(loadedNames()).toEqual(['mf-orders', 'mf-booking']);
  });

  it('loads nothing for a page the visitor will be turned away from', () => {
    preload('/dashboard'); // no session
    localStorage.setItem('serve', 'tok');
    localStorage.setItem('accountType', 'provider');
    preload('/dashboard'); // another role's page
    preload('/no-such-page');
    expect(loadedNames()).toEqual([]);
  });

  it("loads a public module page for anyone, and a provider's page for a provider", () => {
    preload('/service/providers');
    localStorage.setItem('serve', 'tok');
    localStorage.setItem('accountType', 'provider');
    preload('/provider/orders');
    expect(loadedNames()).toEqual(['mf-booking', 'mf-orders']);
  });
});
