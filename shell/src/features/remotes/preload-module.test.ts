import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadModule } from './load-module';
import { preloadModuleAt } from './preload-module';

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

const loadedNames = () => vi.mocked(loadModule).mock.calls.map(([entry]) => entry.name);

beforeEach(() => {
  vi.mocked(loadModule).mockClear();
  localStorage.clear();
});

describe('preloadModuleAt', () => {
  it("loads the module of a signed-in customer's page, route parameters included", () => {
    localStorage.setItem('serve', 'tok');
    localStorage.setItem('accountType', 'user');
    preloadModuleAt('/orders/42', manifest);
    preloadModuleAt('/dashboard', manifest);
    expect(loadedNames()).toEqual(['mf-orders', 'mf-booking']);
  });

  it('loads nothing for a page the visitor will be turned away from', () => {
    preloadModuleAt('/dashboard', manifest); // no session
    localStorage.setItem('serve', 'tok');
    localStorage.setItem('accountType', 'provider');
    preloadModuleAt('/dashboard', manifest); // another role's page
    preloadModuleAt('/no-such-page', manifest);
    expect(loadedNames()).toEqual([]);
  });

  it("loads a public module page for anyone, and a provider's page for a provider", () => {
    preloadModuleAt('/service/providers', manifest);
    localStorage.setItem('serve', 'tok');
    localStorage.setItem('accountType', 'provider');
    preloadModuleAt('/provider/orders', manifest);
    expect(loadedNames()).toEqual(['mf-booking', 'mf-orders']);
  });
});
