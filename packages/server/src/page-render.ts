// The first paint of the shell's public and sign-in pages needs no script: the shell's own renderer
// (dist/server-render/render.mjs, built with the shell from shell/src/server-render.tsx) draws them here,
// and the page takes that HTML over. Without a built renderer, or when it fails, the page is sent empty
// and drawn in the browser as before.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import type { FastifyBaseLogger } from 'fastify';

type RenderPage = (page: {
  url: string;
  config: unknown;
  manifest: RemotesManifest | null;
}) => Promise<string | null>;

export interface PageRenderer {
  (url: string, manifest: RemotesManifest): Promise<string | null>;
  /** Loads the renderer and draws every page it draws, so the first visitors wait for neither. */
  warm(manifest: RemotesManifest): Promise<void>;
}

const cacheLimit = 64;

/**
 * A renderer over the built one in `staticDir`, picked up again when the shell is released anew. Pages
 * without a query are kept per manifest: they are the same for every visitor without a session.
 */
export function pageRenderer(staticDir: string, config: unknown, log: FastifyBaseLogger): PageRenderer {
  const file = join(staticDir, 'server-render', 'render.mjs');
  let loaded: { mtimeMs: number; render: RenderPage; paths: string[] } | null = null;
  const drawn = new Map<string, string>();

  async function current(): Promise<{ render: RenderPage; paths: string[] } | null> {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(file));
    } catch {
      return null; // not built: the browser draws every page
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      // A query of its own makes Node load a replaced file instead of the one it has seen.
      const module = (await import(`${pathToFileURL(file).href}?v=${mtimeMs}`)) as {
        renderPage: RenderPage;
        serverDrawnPaths?: Iterable<string>;
      };
      loaded = { mtimeMs, render: module.renderPage, paths: [...(module.serverDrawnPaths ?? [])] };
      drawn.clear();
    }
    return loaded;
  }

  const draw = async (url: string, manifest: RemotesManifest) => {
    const key = url.includes('?')
      ? null
      : `${url} ${manifest.remotes.map((r) => `${r.name}@${r.version}`).join(',')}`;
    try {
      const renderer = await current(); // first: a new release forgets the pages drawn by the old one
      if (renderer === null) return null;
      const kept = key === null ? undefined : drawn.get(key);
      if (kept !== undefined) return kept;
      const html = await renderer.render({ url, config, manifest });
      // Only drawn pages are kept: any address can be asked for, and the few drawn ones must stay.
      if (key !== null && html !== null) {
        if (drawn.size >= cacheLimit) drawn.clear();
        drawn.set(key, html);
      }
      return html;
    } catch (error) {
      log.warn({ err: error, url }, 'Could not draw the page on the server; the browser draws it');
      return null;
    }
  };

  const warm = async (manifest: RemotesManifest) => {
    const renderer = await current().catch(() => null);
    for (const path of renderer?.paths ?? []) await draw(path, manifest);
  };

  return Object.assign(draw, { warm });
}
