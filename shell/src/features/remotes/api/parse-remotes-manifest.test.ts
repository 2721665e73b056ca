import {
  moduleNamePattern as contractNamePattern,
  menuEntrySchema,
  routeAccessSchema,
} from '@callout/contracts/module-contract';
import { remotesManifestSchema } from '@callout/contracts/remotes-manifest';
import { describe, expect, it } from 'vitest';
import { manifestEnums, moduleNamePattern, parseRemotesManifest } from './parse-remotes-manifest';

const remote = {
  name: 'mf-orders',
  namespace: 'orders',
  routes: [{ path: '/orders', access: 'customer', titleKey: 'pages.orders' }],
  menu: [{ to: '/orders', labelKey: 'menu.orders', audience: 'customer', icon: 'orders', order: 4, bar: 2 }],
  menuLabels: { 'menu.orders': 'Orders' },
  pageTitles: { 'pages.orders': 'Order history' },
  entry: '/remotes/mf-orders/assets/remoteEntry.js',
  version: 'abc123',
};
const withRemote = (change: Record<string, unknown>) => ({ remotes: [{ ...remote, ...change }] });

const samples: [string, unknown][] = [
  ['a valid manifest', { remotes: [remote] }],
  ['no remotes', { remotes: [] }],
  ['extra keys', { remotes: [{ ...remote, extra: 1 }], other: true }],
  ['not an object', null],
  ['remotes missing', {}],
  ['a module released after the shell', withRemote({ name: 'mf-ops' })],
  ['a name that is no module folder', withRemote({ name: 'Orders' })],
  ['a name with a capital', withRemote({ name: 'mf-Ops' })],
  ['a numeric name', withRemote({ name: 7 })],
  ['an operator route', withRemote({ routes: [{ path: '/ops', access: 'operator' }] })],
  ['an operator menu entry', withRemote({ menu: [{ ...remote.menu[0], audience: 'operator' }] })],
  ['no routes', withRemote({ routes: [] })],
  ['a relative route', withRemote({ routes: [{ path: 'orders', access: 'customer' }] })],
  ['a bad access', withRemote({ routes: [{ path: '/orders', access: 'admin' }] })],
  ['a bad icon', withRemote({ menu: [{ ...remote.menu[0], icon: 'rocket' }] })],
  ['an empty label', withRemote({ menu: [{ ...remote.menu[0], labelKey: '' }] })],
  ['a menu entry in the menu only', withRemote({ menu: [{ ...remote.menu[0], bar: undefined }] })],
  ['a fractional menu place', withRemote({ menu: [{ ...remote.menu[0], order: 1.5 }] })],
  ['no menu place', withRemote({ menu: [{ ...remote.menu[0], order: undefined }] })],
  ['no menu labels', withRemote({ menuLabels: undefined })],
  ['a menu label that is no text', withRemote({ menuLabels: { 'menu.orders': 3 } })],
  [
    'a route without a title (an older build)',
    withRemote({ routes: [{ path: '/orders', access: 'customer' }] }),
  ],
  ['an empty title key', withRemote({ routes: [{ path: '/orders', access: 'customer', titleKey: '' }] })],
  ['no page titles', withRemote({ pageTitles: undefined })],
  ['a page title that is no text', withRemote({ pageTitles: { 'pages.orders': null } })],
  [
    'texts in another language',
    withRemote({
      translatedTexts: {
        'pl-PL': {
          menuLabels: { 'menu.orders': 'Zlecenia' },
          pageTitles: { 'pages.orders': 'Historia zleceń' },
        },
      },
    }),
  ],
  ['a language without page titles', withRemote({ translatedTexts: { 'pl-PL': { menuLabels: {} } } })],
  [
    'a translated label that is no text',
    withRemote({ translatedTexts: { 'pl-PL': { menuLabels: { a: 1 }, pageTitles: {} } } }),
  ],
  ['translated texts that are no object', withRemote({ translatedTexts: 'pl-PL' })],
  ['an empty entry', withRemote({ entry: '' })],
  ['a numeric version', withRemote({ version: 3 })],
  ['no namespace', withRemote({ namespace: undefined })],
  ['a signed assignment', withRemote({ assignment: `7.${'a'.repeat(12)}.${'b'.repeat(22)}` })],
  ['an assignment that is no text', withRemote({ assignment: 7 })],
];

describe('parseRemotesManifest', () => {
  it.each(samples)('agrees with remotesManifestSchema on %s', (_, sample) => {
    const expected = remotesManifestSchema.safeParse(sample);
    const actual = parseRemotesManifest(sample);
    expect(actual.success).toBe(expected.success);
    if (actual.success && expected.success) expect(actual.data).toEqual(expected.data);
  });

  it('says where the manifest is wrong', () => {
    const parsed = parseRemotesManifest(withRemote({ routes: [{ path: '/orders', access: 'admin' }] }));
    expect(parsed).toMatchObject({
      success: false,
      message: expect.stringContaining('remotes.0.routes.0.access'),
    });
  });

  it('uses the same enums as the contract', () => {
    expect(moduleNamePattern.source).toBe(contractNamePattern.source);
    expect(manifestEnums.access).toEqual(routeAccessSchema.options);
    expect(manifestEnums.audience).toEqual(menuEntrySchema.shape.audience.options);
    expect(manifestEnums.icon).toEqual(menuEntrySchema.shape.icon.options);
  });
});
