import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { initI18n } from '@callout/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { areaMenuFor, currentEntry, ownArea, registerMenuLabels } from './area-menu';

const remote = (name: RemotesManifest['remotes'][number]['name'], namespace: string) => ({
  name,
  namespace,
  routes: [{ path: `/${namespace}`, access: 'customer' as const }],
  entry: `/remotes/${name}/assets/remoteEntry.js`,
  version: 'v1',
});

// The modules in the manifest's order (by name), not the menu's.
const manifest: RemotesManifest = {
  remotes: [
    {
      ...remote('mf-booking', 'booking'),
      menu: [
        { to: '/dashboard', labelKey: 'menu.explore', audience: 'customer', icon: 'home', order: 1, bar: 1 },
        { to: '/profile', labelKey: 'menu.profile', audience: 'customer', icon: 'profile', order: 2, bar: 4 },
      ],
      menuLabels: { 'menu.explore': 'Explore', 'menu.profile': 'Profile' },
    },
    {
      ...remote('mf-orders', 'orders'),
      menu: [
        { to: '/orders', labelKey: 'menu.history', audience: 'customer', icon: 'orders', order: 4, bar: 2 },
        { to: '/provider/orders', labelKey: 'menu.orders', audience: 'provider', icon: 'orders', order: 4 },
      ],
      menuLabels: { 'menu.history': 'History', 'menu.orders': 'Orders' },
    },
    {
      ...remote('mf-support', 'support'),
      menu: [{ to: '/support', labelKey: 'menu.support', audience: 'customer', icon: 'support', order: 5 }],
    },
  ],
};

describe('the area menu', () => {
  it("puts every module's entries for the audience in the spec's order, and the bar in its own", () => {
    const { menu, bar } = areaMenuFor(manifest, 'customer');
    expect(menu.map((entry) => entry.to)).toEqual(['/dashboard', '/profile', '/orders', '/support']);
    expect(bar.map((entry) => entry.to)).toEqual(['/dashboard', '/orders', '/profile']);
    expect(areaMenuFor(manifest, 'provider').menu.map((entry) => entry.to)).toEqual(['/provider/orders']);
    expect(areaMenuFor(null, 'customer')).toEqual({ menu: [], bar: [] });
  });

  it('marks the entry holding the page, else the only entry of the module drawing it', () => {
    const { menu } = areaMenuFor(manifest, 'customer');
    const current = (pathname: string, module?: 'mf-booking' | 'mf-orders' | 'mf-support') =>
      currentEntry(menu, pathname, module)?.to;
    expect(current('/profile/locations', 'mf-booking')).toBe('/profile');
    expect(current('/details/7', 'mf-orders')).toBe('/orders');
    expect(current('/support-chat/3', 'mf-support')).toBe('/support');
    // mf-booking has several entries: a booking step belongs to none of them.
    expect(current('/service/category', 'mf-booking')).toBeUndefined();
    expect(current('/about')).toBeUndefined();
  });

  it('marks a home at the start of every path only on itself', () => {
    const entries = [
      { to: '/provider', module: 'mf-provider' as const },
      { to: '/provider/profile', module: 'mf-provider' as const },
      { to: '/provider/orders', module: 'mf-orders' as const },
    ].map((entry, i) => ({
      ...entry,
      order: i,
      labelKey: 'menu.x',
      audience: 'provider' as const,
      icon: 'home' as const,
      namespace: 'provider',
    }));
    expect(currentEntry(entries, '/provider/profile', 'mf-provider')?.to).toBe('/provider/profile');
    expect(currentEntry(entries, '/provider', 'mf-provider')?.to).toBe('/provider');
    expect(currentEntry(entries, '/provider/details/7', 'mf-orders')?.to).toBe('/provider/orders');
    expect(currentEntry(entries, '/provider/schedules', 'mf-provider')).toBeUndefined();
  });

  it("registers the modules' labels in their namespaces before the modules load", () => {
    registerMenuLabels(manifest);
    const t = initI18n().t as unknown as (key: string, options: { ns: string }) => string;
    expect(t('menu.history', { ns: 'orders' })).toBe('History');
    expect(t('menu.explore', { ns: 'booking' })).toBe('Explore');
  });

  it("registers each language's labels too, so a Polish menu reads in Polish before the module loads", () => {
    const [first, ...rest] = manifest.remotes;
    registerMenuLabels({
      remotes: [
        {
          ...(first as RemotesManifest['remotes'][number]),
          namespace: 'menu-test',
          menuLabels: { 'menu.history': 'History' },
          translatedTexts: { 'pl-PL': { menuLabels: { 'menu.history': 'Historia' }, pageTitles: {} } },
        },
        ...rest,
      ],
    });
    const t = initI18n().t as unknown as (key: string, options: { ns: string; lng: string }) => string;
    expect(t('menu.history', { ns: 'menu-test', lng: 'pl-PL' })).toBe('Historia');
    expect(t('menu.history', { ns: 'menu-test', lng: 'en-GB' })).toBe('History');
  });

  it("gives each account its own area's menu only: operators the console's, nobody else", () => {
    const ops: RemotesManifest = {
      remotes: [
        {
          ...remote('mf-ops', 'ops'),
          menu: [{ to: '/ops', labelKey: 'menu.console', audience: 'operator', icon: 'home', order: 1 }],
        },
        ...manifest.remotes,
      ],
    };
    expect(areaMenuFor(ops, 'operator').menu.map((entry) => [entry.to, entry.module])).toEqual([
      ['/ops', 'mf-ops'],
    ]);
    expect(areaMenuFor(ops, 'customer').menu.map((entry) => entry.module)).not.toContain('mf-ops');
    expect(ownArea('operator', 'operator')).toBe('operator');
    expect(['user', 'provider', 'signed-out'].map((role) => ownArea('operator', role))).toEqual([
      null,
      null,
      null,
    ]);
    expect(ownArea('customer', 'user')).toBe('customer');
    expect(ownArea('customer', 'operator')).toBeNull();
    expect(ownArea('provider', 'provider')).toBe('provider');
    expect(ownArea('public', 'operator')).toBeNull();
  });
});
