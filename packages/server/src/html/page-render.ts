// The first paint of a page needs no script: the shell's own renderer (dist/server-render/render.mjs, built
// with the shell from shell/src/server-render.tsx) draws the public and sign-in pages here, and the page
// takes that HTML over. A signed-in page is drawn too, for the account of the session cookie, when the
// module of its route has a renderer of its own (dist/remotes/<name>/server-render/render.mjs, see
// @callout/contracts/page-drawing): the module draws its page with the account's data, the shell draws the
// rest around it. Without a built renderer, or when one fails, the page is sent empty and drawn in the
// browser as before.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AccountType } from '@callout/contracts/accounts';
import type { DrawnModulePage, RenderModulePage } from '@callout/contracts/page-drawing';
import type { RemoteEntry, RemotesManifest } from '@callout/contracts/remotes-manifest';
import type { FastifyBaseLogger } from 'fastify';

type RenderPage = (page: {
  url: string;
  config: unknown;
  manifest: RemotesManifest | null;
  signedIn?: { accountType: AccountType; modulePage: string };
}) => Promise<string | null>;

/** A signed-in page to draw: whose it is, the module of its route, and the API as that account. */
export interface SignedInPage {
  accountType: AccountType;
  remote: RemoteEntry;
  apiBaseUrl: string;
  fetch: typeof fetch;
}

export interface PageRenderer {
  (url: string, manifest: RemotesManifest): Promise<string | null>;
  /**
   * The page at `url` as the signed-in account sees it, and the style sheet of its module; null when its
   * module draws no such page (or cannot now). Never kept: it holds the account's own data.
   */
  signedIn(
    url: string,
    manifest: RemotesManifest,
    page: SignedInPage,
  ): Promise<{ html: string; moduleCss: string } | null>;
  /** Loads the renderer and draws every page it draws, so the first visitors wait for neither. */
  warm(manifest: RemotesManifest): Promise<void>;
}

/** The latest build of a renderer file: imported again when a release replaces it; null when not built. */
function latest<T>(file: string, onNewRelease: () => void): () => Promise<T | null> {
  let loaded: { mtimeMs: number; module: T } | null = null;
  return async () => {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(file));
    } catch {
      return null;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      // A query of its own makes Node load a replaced file instead of the one it has seen.
      loaded = { mtimeMs, module: (await import(`${pathToFileURL(file).href}?v=${mtimeMs}`)) as T };
      onNewRelease();
    }
    return loaded.module;
  };
}

const cacheLimit = 64;

/**
 * A renderer over the built ones in `staticDir`, picked up again when the shell or a module is released
 * anew. Public pages without a query are kept per manifest: they are the same for every visitor without a
 * session.
 */
export function pageRenderer(staticDir: string, config: unknown, log: FastifyBaseLogger): PageRenderer {
  const drawn = new Map<string, string>();
  const shell = latest<{ renderPage: RenderPage; serverDrawnPaths?: Iterable<string> }>(
    join(staticDir, 'server-render', 'render.mjs'),
    () => drawn.clear(), // a new release forgets the pages drawn by the old one
  );
  const modules = new Map<string, () => Promise<{ renderPage: RenderModulePage } | null>>();
  const moduleRenderer = (name: string) => {
    let load = modules.get(name);
    if (!load) {
      load = latest(join(staticDir, 'remotes', name, 'server-render', 'render.mjs'), () => undefined);
      modules.set(name, load);
    }
    return load();
  };

  const draw = async (url: string, manifest: RemotesManifest) => {
    const key = url.includes('?')
      ? null
      : `${url} ${manifest.remotes.map((r) => `${r.name}@${r.version}`).join(',')}`;
    try {
      const renderer = await shell(); // first: a new release forgets the pages drawn by the old one
      if (renderer === null) return null;
      const kept = key === null ? undefined : drawn.get(key);
      if (kept !== undefined) return kept;
      const html = await renderer.renderPage({ url, config, manifest });
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

  const signedIn: PageRenderer['signedIn'] = async (url, manifest, page) => {
    try {
      const renderer = await shell();
      const module = renderer && (await moduleRenderer(page.remote.name));
      if (!renderer || !module) return null;
      const modulePage: DrawnModulePage | null = await module.renderPage({
        url,
        config,
        apiBaseUrl: page.apiBaseUrl,
        fetch: page.fetch,
      });
      if (modulePage === null) return null;
      const html = await renderer.renderPage({
        url,
        config,
        manifest,
        signedIn: { accountType: page.accountType, modulePage: modulePage.html },
      });
      return html === null ? null : { html, moduleCss: modulePage.css };
    } catch (error) {
      log.warn({ err: error, url }, 'Could not draw the signed-in page on the server; the browser draws it');
      return null;
    }
  };

  const warm = async (manifest: RemotesManifest) => {
    const renderer = await shell().catch(() => null);
    for (const path of renderer?.serverDrawnPaths ?? []) await draw(path, manifest);
    for (const remote of manifest.remotes) await moduleRenderer(remote.name).catch(() => null);
  };

  return Object.assign(draw, { signedIn, warm });
}
