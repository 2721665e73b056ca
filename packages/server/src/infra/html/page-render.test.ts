import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageRenderer } from './page-render';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A static dir whose renderer counts its calls in globalThis.renderCount and says which release it is. */
function staticDir(release: string, at = Date.now()) {
  const dir = mkdtempSync(join(tmpdir(), 'callout-render-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'server-render'));
  release === 'none' || writeRenderer(dir, release, at);
  return dir;
}

function writeRenderer(dir: string, release: string, at: number) {
  const file = join(dir, 'server-render/render.mjs');
  writeFileSync(
    file,
    `export const serverRenderedPaths = new Set(['/', '/about', '/help']);
    export const serverRenderedWithData = new Set(['/help']);
    export async function renderPage({ url, config, manifest, publicApi }) {
      globalThis.renderCount = (globalThis.renderCount ?? 0) + 1;
      if (url === '/broken') throw new Error('cannot render');
      if (url === '/help') {
        const answer = publicApi && (await publicApi.fetch(publicApi.apiBaseUrl + 'help-center'));
        return '${release}:/help:' + (answer ? await answer.text() : 'loading');
      }
      if (url.startsWith('/orders')) return null;
      return '${release}:' + url + ':' + config.supportEmail + ':' + manifest.remotes.length;
    }`,
  );
  utimesSync(file, new Date(at), new Date(at));
}

const log = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };
const config = { supportEmail: 'help@example.com' };
const noModules: RemotesManifest = { remotes: [] };
const renders = () => (globalThis as { renderCount?: number }).renderCount ?? 0;

describe('page renderer', () => {
  it('renders with the served configuration and manifest, and null for pages it leaves to the browser', async () => {
    const render = pageRenderer(staticDir('r1'), config, log());
    expect(await render('/services', noModules)).toBe('r1:/services:help@example.com:0');
    expect(await render('/orders', noModules)).toBeNull();
  });

  it('keeps only rendered pages, so asking for many other addresses cannot push them out', async () => {
    const render = pageRenderer(staticDir('r1'), config, log());
    await render('/about', noModules);
    for (let i = 0; i < 200; i += 1) await render(`/orders/${i}`, noModules);
    const before = renders();
    await render('/about', noModules);
    expect(renders()).toBe(before);
  });

  it('keeps a rendered page per manifest, but renders again a page with a query', async () => {
    const render = pageRenderer(staticDir('r1'), config, log());
    const before = renders();
    await render('/about', noModules);
    await render('/about', noModules);
    expect(renders() - before).toBe(1);

    const withModule: RemotesManifest = {
      remotes: [
        {
          name: 'mf-support',
          namespace: 'support',
          routes: [],
          menu: [],
          entry: '/remotes/mf-support/assets/remoteEntry.js',
          version: 'abc',
        },
      ],
    };
    expect(await render('/about', withModule)).toBe('r1:/about:help@example.com:1');
    await render('/login?next=%2Forders', noModules);
    await render('/login?next=%2Forders', noModules);
    expect(renders() - before).toBe(4);
  });

  it('renders a page with data anew for every visitor, so a change of its data shows on the next load', async () => {
    let cards = 'Booking a service';
    const publicApi = {
      apiBaseUrl: 'http://callout.internal/api/',
      fetch: vi.fn(async (input: string | URL | Request) =>
        String(input).endsWith('/api/help-center') ? new Response(cards) : Response.error(),
      ),
    };
    const render = pageRenderer(staticDir('r1'), config, log(), publicApi);
    await render.warm(noModules);
    expect(await render('/help', noModules)).toBe('r1:/help:Booking a service');
    cards = 'Booking a service, and paying for it';
    expect(await render('/help', noModules)).toBe('r1:/help:Booking a service, and paying for it');
    // Without the API the page is rendered as the browser first shows it, still not kept.
    const noApi = pageRenderer(staticDir('r1'), config, log());
    const before = renders();
    expect(await noApi('/help', noModules)).toBe('r1:/help:loading');
    await noApi('/help', noModules);
    expect(renders() - before).toBe(2);
  });

  it('picks up a new release of the shell without a restart', async () => {
    const dir = staticDir('r1', Date.now() - 60_000);
    const render = pageRenderer(dir, config, log());
    expect(await render('/', noModules)).toMatch(/^r1:/);
    writeRenderer(dir, 'r2', Date.now());
    expect(await render('/', noModules)).toMatch(/^r2:/);
  });

  it('renders every page ahead of the first visitor when warmed', async () => {
    const render = pageRenderer(staticDir('r1'), config, log());
    const before = renders();
    await render.warm(noModules);
    expect(renders() - before).toBe(3);
    expect(await render('/', noModules)).toBe('r1:/:help@example.com:0');
    expect(await render('/about', noModules)).toBe('r1:/about:help@example.com:0');
    expect(renders() - before).toBe(3);
  });

  it('answers null, and logs, when the renderer is missing or fails', async () => {
    expect(await pageRenderer(staticDir('none'), config, log())('/', noModules)).toBeNull();
    const logger = log();
    expect(await pageRenderer(staticDir('r1'), config, logger)('/broken', noModules)).toBeNull();
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});

describe('module renderers from the release store', () => {
  it("hold each module's ten most recently used versions, and read a forgotten one from the store again", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'callout-renderers-'));
    dirs.push(dataDir);
    const asked: string[] = [];
    const released = {
      file: async (_name: string, version: string, path: string) => {
        asked.push(version);
        const body = Buffer.from(
          `export const version = '${version}'; export async function renderPage() { return null; }`,
        );
        return path === 'server-render/render.mjs' ? { body, sha256: '' } : null;
      },
    };
    const render = pageRenderer(staticDir('r1'), config, log(), undefined, { released, dataDir });
    const versions = Array.from({ length: 11 }, (_, i) => `a${String(i).padStart(11, '0')}`);
    const warm = (vs: string[]) =>
      render.warm({
        remotes: vs.map((version) => ({ name: 'mf-support', version, entry: '/e.js' })),
      } as unknown as RemotesManifest);
    await warm(versions);
    expect(asked).toEqual(versions);
    // Written once per version; the files gone, only a version no longer held is read again.
    rmSync(join(dataDir, 'renderers'), { recursive: true });
    asked.length = 0;
    await warm([versions[10] as string, versions[1] as string]);
    expect(asked).toEqual([]);
    await warm([versions[0] as string]);
    expect(asked).toEqual([versions[0]]);
    // A made-up name or version is never written anywhere.
    await warm(['../../etc']);
    expect(asked).toEqual([versions[0]]);
  });
});
