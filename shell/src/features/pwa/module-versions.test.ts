import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { describe, expect, it } from 'vitest';
import { changedModules } from './module-versions';

const manifest = (...remotes: [string, string][]): RemotesManifest => ({
  remotes: remotes.map(([name, version]) => ({
    name: name as 'mf-support',
    namespace: 'support',
    routes: [{ path: '/support', access: 'customer' }],
    menu: [],
    entry: `/remotes/${name}/assets/remoteEntry.js`,
    version,
  })),
});

describe('changedModules', () => {
  it('finds nothing when every module is still the version this tab loaded', () => {
    const loaded = manifest(['mf-orders', 'a1'], ['mf-support', 'b1']);
    expect(changedModules(loaded, manifest(['mf-support', 'b1'], ['mf-orders', 'a1']))).toEqual([]);
  });

  it('names released, added and removed modules', () => {
    const loaded = manifest(['mf-orders', 'a1'], ['mf-support', 'b1']);
    const latest = manifest(['mf-support', 'b2'], ['mf-booking', 'c1']);
    expect(changedModules(loaded, latest)).toEqual(['mf-booking@c1', 'mf-orders@removed', 'mf-support@b2']);
  });

  it('offers every module to a tab that started without the manifest', () => {
    expect(changedModules(null, manifest(['mf-orders', 'a1']))).toEqual(['mf-orders@a1']);
  });
});
