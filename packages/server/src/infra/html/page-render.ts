// The first paint of a page needs no script: the shell's own renderer (dist/server-render/render.mjs, built
// with the shell from shell/src/server-render.tsx) renders the public and sign-in pages here, and the
// browser hydrates that HTML. A signed-in page is rendered too, for the account of the session cookie, when
// the module of its route has a renderer of its own (dist/remotes/<name>/server-render/render.mjs, see
// @callout/contracts/page-rendering): the module renders its page with the account's data, the shell
// renders the rest around it. A module's renderer is the one of the version the request's browser was given
// (live, canary or pinned: the device's manifest), read from the release store, so the page the server draws
// is the one that version hydrates. Without a built renderer, or when one fails, the page is sent empty and
// rendered in the browser. A public page with data (/help) reads it from the API in-process, as a visitor
// without a session, and is rendered anew for every request.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AccountType } from '@callout/contracts/accounts';
import { defaultLanguage } from '@callout/contracts/languages';
import { moduleNamePattern } from '@callout/contracts/module-contract';
import { moduleVersionPattern } from '@callout/contracts/module-releases';
import type { RenderedAnswers } from '@callout/contracts/offline-reads';
import type {
  PageCookies,
  RenderedModulePage,
  RenderModulePage,
  RendersLanguages,
} from '@callout/contracts/page-rendering';
import type { RemoteEntry, RemotesManifest } from '@callout/contracts/remotes-manifest';
import type { FastifyBaseLogger } from 'fastify';

/** A shell released before languages answers in English at once; one after, in `language`, once loaded. */
type PageTitle = (page: {
  url: string;
  manifest: RemotesManifest;
  language?: string;
}) => string | Promise<string>;

/** The API as a visitor without a session reads it (in-process-api.ts). */
export interface PublicApi {
  apiBaseUrl: string;
  fetch: typeof fetch;
}

type RenderPage = (page: {
  url: string;
  config: unknown;
  manifest: RemotesManifest | null;
  signedIn?: { accountType: AccountType; modulePage?: string; emailVerified?: boolean };
  publicApi?: PublicApi;
  language?: string;
}) => Promise<string | null>;

/** Whether a renderer renders pages in `language` (one released before languages, English only). */
const renders = (renderer: RendersLanguages, language: string) =>
  (renderer.renderLanguages ?? [defaultLanguage]).includes(language);

/** Whose a signed-in page of the shell's own is (no module draws it): the account and its email state. */
export interface SignedInShellPage {
  accountType: AccountType;
  emailVerified: boolean;
}

/** The language a page is rendered and named in (page-language.ts). */
export type InLanguage = { language: string };

/** A signed-in page to render: whose it is, the module of its route, and the API as that account. */
export interface SignedInPage {
  accountType: AccountType;
  /** Whether the account has verified its email: a provider's tabs are rendered only then. */
  emailVerified: boolean;
  remote: RemoteEntry;
  apiBaseUrl: string;
  fetch: typeof fetch;
  /** The request's device cookies, for the module to draw the page as this browser will. */
  cookies: PageCookies;
  /** Filled as the module reads the API: what the page carries for the worker's offline read cache. */
  answers: RenderedAnswers;
  /** The language to render the page in (page-language.ts). */
  language: string;
}

/**
 * Every page is rendered and named in the language given (the reader's): a renderer that does not render it
 * (released before it) leaves the page to the browser, which renders it in that language.
 */
export interface PageRenderer {
  (url: string, manifest: RemotesManifest, page?: InLanguage): Promise<string | null>;
  /**
   * The page at `url` as the signed-in account sees it, and the style sheet of its module; null when its
   * module renders no such page (or cannot now). Never kept: it holds the account's own data.
   */
  signedIn(
    url: string,
    manifest: RemotesManifest,
    page: SignedInPage,
  ): Promise<{ html: string; moduleCss: string } | null>;
  /** The account type whose signed-in page of the shell's own `path` is (e.g. /exit), if the shell draws it. */
  shellPageAccount(path: string): Promise<AccountType | null>;
  /** A signed-in page of the shell's own, as `page`'s account sees it; never kept. */
  signedInShell(
    url: string,
    manifest: RemotesManifest,
    page: SignedInShellPage & InLanguage,
  ): Promise<string | null>;
  /**
   * The document's title for `url`, rendered or not; null when the shell's renderer is not built or does not
   * name pages in the language.
   */
  title(url: string, manifest: RemotesManifest, page?: InLanguage): Promise<string | null>;
  /** Loads the renderers and renders every page the shell renders, so the first visitors wait for neither. */
  warm(manifest: RemotesManifest): Promise<void>;
}

/**
 * The language as a renderer is given it: British English is given as no language at all, so a renderer
 * released before languages is called as it always was.
 */
const inLanguage = (language: string) => (language === defaultLanguage ? {} : { language });

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
      loaded = { mtimeMs, module: (await import(releaseUrl(file, mtimeMs))) as T };
      onNewRelease();
    }
    return loaded.module;
  };
}

/** A query of its own makes Node load a replaced file instead of the one it has seen. */
const releaseUrl = (file: string, mtimeMs: number) => `${pathToFileURL(file).href}?v=${mtimeMs}`;

/**
 * Starts loading the shell's renderer before the server can listen (serve.ts calls it while the database
 * opens), so the first page does not wait for it: a renderer made later imports the same release from
 * Node's module cache. Never fails: without a built renderer the browser renders.
 */
export async function preloadShellRenderer(staticDir: string): Promise<void> {
  const file = join(staticDir, 'server-render', 'render.mjs');
  try {
    await import(releaseUrl(file, (await stat(file)).mtimeMs));
  } catch {
    // not built, or broken: the renderer made later says so when it is used
  }
}

const cacheLimit = 64;

/** Where a module version's renderer is in its build, and so in the release store. */
const moduleRenderFile = 'server-render/render.mjs';
/** How many versions' renderers of one module are held at once (a module keeps its ten newest versions). */
const renderersPerModule = 10;

type ModuleRenderer = { renderPage: RenderModulePage } & RendersLanguages;

/**
 * The release store's copy of module renderers: written once per version under `dataDir`, then imported.
 * `released` reads one file of a stored version (the releases' ReleasedFiles, in domain/ops/releases).
 */
export interface ReleasedRenderers {
  released: {
    file(module: string, version: string, path: string): Promise<{ body: Buffer } | null>;
  };
  dataDir: string;
}

/**
 * The renderer of one stored version, written to `dataDir/renderers/<name>/<version>/render.mjs` the first
 * time (Node imports files, not bytes): to a name of its own first, then renamed, so no request ever imports
 * half a file. A version never changes, so a file already there is that version's. Null when the store does
 * not hold the version or it has no renderer.
 */
async function storedRenderer(
  store: ReleasedRenderers,
  remote: { name: string; version: string },
): Promise<ModuleRenderer | null> {
  if (!moduleNamePattern.test(remote.name) || !moduleVersionPattern.test(remote.version)) return null;
  const dir = join(store.dataDir, 'renderers', remote.name, remote.version);
  const file = join(dir, 'render.mjs');
  const written = await stat(file).then(
    () => true,
    () => false,
  );
  if (!written) {
    const stored = await store.released.file(remote.name, remote.version, moduleRenderFile);
    if (stored === null) return null;
    await mkdir(dir, { recursive: true });
    const part = join(dir, `render.${randomUUID()}.part`);
    await writeFile(part, stored.body);
    await rename(part, file);
  }
  return (await import(pathToFileURL(file).href)) as ModuleRenderer;
}

/**
 * A renderer over the built ones in `staticDir`, picked up again when the shell or a module is released
 * anew. Public pages without a query are kept per manifest: they are the same for every visitor without a
 * session. Those with data, read through `publicApi`, are not: the API's answers change (a catalogue edit)
 * and the queries they carry are dated, so a kept one would be stale, and asked for again by the browser.
 */
export function pageRenderer(
  staticDir: string,
  config: unknown,
  log: FastifyBaseLogger,
  publicApi?: PublicApi,
  store?: ReleasedRenderers,
): PageRenderer {
  const kept = new Map<string, string>();
  const shell = latest<{
    renderPage: RenderPage;
    renderLanguages?: readonly string[];
    pageTitle?: PageTitle;
    serverRenderedPaths?: Iterable<string>;
    signedInShellPages?: Readonly<Record<string, AccountType>>;
    /** Rendered pages that carry data: never kept. Absent from a shell released before them. */
    serverRenderedWithData?: ReadonlySet<string>;
  }>(
    join(staticDir, 'server-render', 'render.mjs'),
    () => kept.clear(), // a new release forgets the pages rendered by the old one
  );
  // A build on this instance's disk, for a version the release store does not hold.
  const onDisk = new Map<string, () => Promise<ModuleRenderer | null>>();
  const diskRenderer = (name: string) => {
    let load = onDisk.get(name);
    if (!load) {
      load = latest(join(staticDir, 'remotes', name, 'server-render', 'render.mjs'), () => undefined);
      onDisk.set(name, load);
    }
    return load();
  };
  // Each module's renderers by version, the least recently used forgotten first: a page is drawn by the
  // version the browser of its request was given (live, canary or pinned), which hydrates it.
  const byVersion = new Map<string, Map<string, Promise<ModuleRenderer | null>>>();
  const moduleRenderer = async (remote: { name: string; version: string }) => {
    if (!store) return diskRenderer(remote.name);
    let versions = byVersion.get(remote.name);
    if (!versions) {
      versions = new Map();
      byVersion.set(remote.name, versions);
    }
    let load = versions.get(remote.version);
    if (load) {
      versions.delete(remote.version);
    } else {
      const loading = storedRenderer(store, remote);
      // A failure (the database, the disk) is tried again by the next page.
      loading.catch(() => {
        if (versions.get(remote.version) === loading) versions.delete(remote.version);
      });
      load = loading;
    }
    versions.set(remote.version, load);
    for (const oldest of versions.keys()) {
      if (versions.size <= renderersPerModule) break;
      versions.delete(oldest);
    }
    return (await load) ?? diskRenderer(remote.name);
  };

  const render = async (
    url: string,
    manifest: RemotesManifest,
    { language }: InLanguage = { language: defaultLanguage },
  ) => {
    try {
      const renderer = await shell(); // first: a new release forgets the pages rendered by the old one
      if (renderer === null || !renders(renderer, language)) return null;
      const key =
        url.includes('?') || renderer.serverRenderedWithData?.has(url)
          ? null
          : `${url} ${language} ${manifest.remotes.map((r) => `${r.name}@${r.version}`).join(',')}`;
      const page = key === null ? undefined : kept.get(key);
      if (page !== undefined) return page;
      const html = await renderer.renderPage({
        url,
        config,
        manifest,
        ...(publicApi ? { publicApi } : {}),
        ...inLanguage(language),
      });
      // Only rendered pages are kept: any address can be asked for, and the few rendered ones must stay.
      if (key !== null && html !== null) {
        if (kept.size >= cacheLimit) kept.clear();
        kept.set(key, html);
      }
      return html;
    } catch (error) {
      log.warn({ err: error, url }, 'Could not render the page on the server; the browser renders it');
      return null;
    }
  };

  const signedIn: PageRenderer['signedIn'] = async (url, manifest, page) => {
    try {
      const renderer = await shell();
      const module = renderer && (await moduleRenderer(page.remote));
      if (!renderer || !module) return null;
      const { language } = page;
      if (!renders(renderer, language) || !renders(module, language)) return null;
      const modulePage: RenderedModulePage | null = await module.renderPage({
        url,
        config,
        apiBaseUrl: page.apiBaseUrl,
        fetch: page.fetch,
        cookies: page.cookies,
        ...inLanguage(language),
      });
      if (modulePage === null || (modulePage.language ?? defaultLanguage) !== language) return null;
      const html = await renderer.renderPage({
        url,
        config,
        manifest,
        signedIn: {
          accountType: page.accountType,
          modulePage: modulePage.html,
          emailVerified: page.emailVerified,
        },
        ...inLanguage(language),
      });
      return html === null ? null : { html, moduleCss: modulePage.css };
    } catch (error) {
      log.warn(
        { err: error, url },
        'Could not render the signed-in page on the server; the browser renders it',
      );
      return null;
    }
  };

  const shellPageAccount: PageRenderer['shellPageAccount'] = async (path) => {
    try {
      // A shell released before these pages has none: they render in the browser.
      return (await shell())?.signedInShellPages?.[path] ?? null;
    } catch {
      return null;
    }
  };

  const signedInShell: PageRenderer['signedInShell'] = async (url, manifest, page) => {
    try {
      const renderer = await shell();
      const { language, ...signedIn } = page;
      if (!renderer || !renders(renderer, language)) return null;
      return await renderer.renderPage({ url, config, manifest, signedIn, ...inLanguage(language) });
    } catch (error) {
      log.warn(
        { err: error, url },
        'Could not render the signed-in page on the server; the browser renders it',
      );
      return null;
    }
  };

  const title: PageRenderer['title'] = async (
    url,
    manifest,
    { language } = { language: defaultLanguage },
  ) => {
    try {
      // A shell released before titles has no pageTitle: its pages keep the brand alone.
      const renderer = await shell();
      if (!renderer || !renders(renderer, language)) return null;
      return (await renderer.pageTitle?.({ url, manifest, ...inLanguage(language) })) ?? null;
    } catch (error) {
      log.warn({ err: error, url }, 'Could not name the page on the server; the browser names it');
      return null;
    }
  };

  const warm = async (manifest: RemotesManifest) => {
    const renderer = await shell().catch(() => null);
    for (const path of renderer?.serverRenderedPaths ?? []) await render(path, manifest);
    for (const remote of manifest.remotes) await moduleRenderer(remote).catch(() => null);
  };

  return Object.assign(render, { signedIn, shellPageAccount, signedInShell, title, warm });
}
