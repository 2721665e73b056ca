import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { describe, expect, it } from 'vitest';
import { modulePreloadFiles, remoteForPath, shellTextFiles } from './module-preload';

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

describe('hints of the page a module route draws', () => {
  it('adds the route page with its chunks, the module style sheet and the shell code for module pages', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'callout-static-'));
    const remotes = join(dir, 'remotes');
    const shell = join(dir, 'shell');
    mkdirSync(join(remotes, 'mf-orders/assets'), { recursive: true });
    mkdirSync(shell, { recursive: true });
    writeFileSync(
      join(remotes, 'mf-orders/route-preload.json'),
      JSON.stringify({
        routes: {
          '/orders': ['/remotes/mf-orders/assets/orders-page-1.js', '/remotes/mf-orders/assets/landing-2.js'],
          '/details/:id': [
            '/remotes/mf-orders/assets/details-page-3.js',
            '/remotes/mf-orders/assets/landing-2.js',
          ],
        },
        styles: ['/remotes/mf-orders/assets/style-4.css'],
      }),
    );
    writeFileSync(
      join(shell, 'module-route-preload.json'),
      JSON.stringify({ scripts: ['/assets/remote-route-5.js'] }),
    );
    expect(await modulePreloadFiles(remotes, manifest, '/details/ORD-1', () => true, shell)).toEqual([
      '/remotes/mf-orders/assets/remoteEntry.js?v=abc123def456',
      '/assets/remote-route-5.js',
      '/remotes/mf-orders/assets/details-page-3.js',
      '/remotes/mf-orders/assets/landing-2.js',
      '/remotes/mf-orders/assets/style-4.css',
    ]);
    expect(await modulePreloadFiles(remotes, manifest, '/services', () => true, shell)).toEqual([]);
    // The operator console's code goes to operators alone: nothing of it for anyone else.
    expect(await modulePreloadFiles(remotes, manifest, '/orders', () => false, shell)).toEqual([]);
  });

  it("hints the texts of the page's language alone, the shell's and the module's", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'callout-static-'));
    const remotes = join(dir, 'remotes');
    const shell = join(dir, 'shell');
    mkdirSync(join(remotes, 'mf-orders'), { recursive: true });
    mkdirSync(shell, { recursive: true });
    writeFileSync(
      join(remotes, 'mf-orders/route-preload.json'),
      JSON.stringify({
        routes: { '/orders': ['/remotes/mf-orders/assets/orders-page-1.js'] },
        styles: [],
        texts: {
          'en-GB': ['/remotes/mf-orders/assets/orders-en-6.js'],
          'pl-PL': ['/remotes/mf-orders/assets/orders-pl-7.js'],
        },
      }),
    );
    writeFileSync(
      join(shell, 'language-preload.json'),
      JSON.stringify({
        texts: {
          'en-GB': ['/assets/shell-en-8.js', '/assets/common-en-9.js'],
          'pl-PL': ['/assets/shell-pl-10.js'],
        },
      }),
    );
    const moduleFiles = (language?: string) =>
      modulePreloadFiles(remotes, manifest, '/orders', () => true, undefined, language);
    expect(await moduleFiles('pl-PL')).toEqual([
      '/remotes/mf-orders/assets/remoteEntry.js?v=abc123def456',
      '/remotes/mf-orders/assets/orders-page-1.js',
      '/remotes/mf-orders/assets/orders-pl-7.js',
    ]);
    expect(await moduleFiles('en-GB')).toContain('/remotes/mf-orders/assets/orders-en-6.js');
    expect(await moduleFiles('en-GB')).not.toContain('/remotes/mf-orders/assets/orders-pl-7.js');
    // A language without files of its own (the pseudo-locale, made from English as it loads): none hinted.
    expect(await moduleFiles('en-XA')).toHaveLength(2);
    expect(await shellTextFiles(shell, 'pl-PL')).toEqual(['/assets/shell-pl-10.js']);
    expect(await shellTextFiles(shell, 'en-GB')).toEqual(['/assets/shell-en-8.js', '/assets/common-en-9.js']);
    expect(await shellTextFiles(shell, 'toString')).toEqual([]);
    expect(await shellTextFiles(dir, 'en-GB')).toEqual([]);
  });

  it('keeps to the entry hints when the builds wrote no lists (an older build)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'callout-static-'));
    expect(await modulePreloadFiles(dir, manifest, '/orders', () => true, dir)).toEqual([
      '/remotes/mf-orders/assets/remoteEntry.js?v=abc123def456',
    ]);
  });
});
