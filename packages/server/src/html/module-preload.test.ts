import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { describe, expect, it } from 'vitest';
import { modulePreloadFiles, remoteForPath } from './module-preload';

const manifest: RemotesManifest = {
  remotes: [
    {
      name: 'mf-orders',
      namespace: 'orders',
      routes: [
        { path: '/orders', access: 'customer' },
        { path: '/details/:id', access: 'customer' },
      ],
      menu: [],
      entry: '/remotes/mf-orders/assets/remoteEntry.js',
      version: 'abc123def456',
    },
  ],
};

describe('module preload hints', () => {
  it('finds the module of a page by its routes, parameters included', () => {
    expect(remoteForPath(manifest, '/details/42')?.name).toBe('mf-orders');
    expect(remoteForPath(manifest, '/orders/')?.name).toBe('mf-orders');
    expect(remoteForPath(manifest, '/details')).toBeUndefined();
    expect(remoteForPath(manifest, '/login')).toBeUndefined();
  });

  it('preloads the remote entry at the versioned URL the shell imports, and the chunk it loads first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'callout-remotes-'));
    mkdirSync(join(dir, 'mf-orders/assets'), { recursive: true });
    writeFileSync(
      join(dir, 'mf-orders/assets/remoteEntry.js'),
      'let m={"./module":()=>y("/remotes/mf-orders/assets/__federation_expose_Module-Ab12Cd34.js")};',
    );
    expect(await modulePreloadFiles(dir, manifest, '/orders')).toEqual([
      '/remotes/mf-orders/assets/remoteEntry.js?v=abc123def456',
      '/remotes/mf-orders/assets/__federation_expose_Module-Ab12Cd34.js',
    ]);
    expect(await modulePreloadFiles(dir, manifest, '/services')).toEqual([]);
  });

  it('still preloads the entry when it cannot tell which chunk the entry loads', async () => {
    expect(await modulePreloadFiles('/nonexistent', manifest, '/orders')).toEqual([
      '/remotes/mf-orders/assets/remoteEntry.js?v=abc123def456',
    ]);
  });
});
