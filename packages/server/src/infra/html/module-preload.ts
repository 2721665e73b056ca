// Preload hints for a page that a federated module renders: its remote entry, at the URL the shell imports it
// from (version query included), the chunk that entry loads first, the route's page with the chunks it
// imports and the module's style sheet (route-preload.json, written by the module's build), and the shell's
// own code for a module's page (module-route-preload.json, written by the shell's build). All of it then
// arrives with the shell's first scripts, instead of one import level at a time after the shell has
// started, checked the session, loaded the module and rendered the route.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RouteAccess } from '@callout/contracts/module-contract';
import type { RemoteEntry, RemotesManifest } from '@callout/contracts/remotes-manifest';

const segments = (path: string) => path.split('/').filter(Boolean);

/** The module route `path` is, and its module (a `:name` segment matches any one segment). */
export function routeAt(
  manifest: RemotesManifest,
  path: string,
): { remote: RemoteEntry; route: RemoteEntry['routes'][number] } | undefined {
  const wanted = segments(path);
  for (const remote of manifest.remotes) {
    const route = remote.routes.find(({ path: routePath }) => {
      const pattern = segments(routePath);
      return (
        pattern.length === wanted.length &&
        pattern.every((part, i) => (part.startsWith(':') ? wanted[i] !== '' : part === wanted[i]))
      );
    });
    if (route) return { remote, route };
  }
  return undefined;
}

/** The module one of whose routes is `path`. */
export const remoteForPath = (manifest: RemotesManifest, path: string): RemoteEntry | undefined =>
  routeAt(manifest, path)?.remote;

/** A file of the version of a module the manifest lists, as text; null when there is no such file. */
export type ModuleFileReader = (remote: RemoteEntry, path: string) => Promise<string | null>;

/** Files of modules built into `remotesDir/<name>/`. */
const folderReader =
  (remotesDir: string): ModuleFileReader =>
  async (remote, path) => {
    try {
      return await readFile(join(remotesDir, remote.name, path), 'utf8');
    } catch {
      return null;
    }
  };

/**
 * The file the federation plugin's remote entry imports first (`__federation_expose_…`), read from the
 * entry itself; null when the entry is laid out otherwise, and then only the entry is preloaded.
 */
async function exposedChunk(read: ModuleFileReader, remote: RemoteEntry): Promise<string | null> {
  try {
    const entry = await read(remote, 'assets/remoteEntry.js');
    if (entry === null) return null;
    const prefix = `/remotes/${remote.name}/assets/__federation_expose_`;
    const at = entry.indexOf(prefix);
    const match = at >= 0 ? /^[^"'`]+\.js/.exec(entry.slice(at)) : null;
    return match?.[0] ?? null;
  } catch {
    return null;
  }
}

/** A JSON file of the build, or null when it is missing or unreadable (an older build: fewer hints). */
async function readBuildJson(read: () => Promise<string | null>): Promise<unknown> {
  try {
    const text = await read();
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

const stringsIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The module's files for `routePath` (a route pattern of its descriptor) and its style sheets. */
/** `files[language]`'s file names, if it has any. */
const filesIn = (files: Record<string, unknown> | undefined, language: string | undefined): string[] =>
  files !== undefined && language !== undefined && Object.hasOwn(files, language)
    ? stringsIn(files[language])
    : [];

/**
 * The module's files for `routePath` (a route pattern of its descriptor), its texts in `language` and its
 * style sheets.
 */
async function routeFiles(
  read: ModuleFileReader,
  remote: RemoteEntry,
  routePath: string,
  language: string | undefined,
): Promise<string[]> {
  const preload = (await readBuildJson(() => read(remote, 'route-preload.json'))) as {
    routes?: Record<string, unknown>;
    styles?: unknown;
    texts?: Record<string, unknown>;
  } | null;
  const routes = preload?.routes ?? {};
  return [
    ...stringsIn(Object.hasOwn(routes, routePath) ? routes[routePath] : []),
    ...filesIn(preload?.texts, language),
    ...stringsIn(preload?.styles),
  ];
}

/**
 * The shell's texts for its first render in `language` (language-preload.json, written by the shell's
 * build): a page loads its language's texts alone, so they are hinted by the page's language.
 */
export async function shellTextFiles(shellDir: string, language: string): Promise<string[]> {
  const preload = (await readBuildJson(() => readFile(join(shellDir, 'language-preload.json'), 'utf8'))) as {
    texts?: Record<string, unknown>;
  } | null;
  return filesIn(preload?.texts, language);
}

/** The shell's scripts for any module's page, beyond those its page hints itself. */
async function shellFiles(shellDir: string | undefined): Promise<string[]> {
  if (shellDir === undefined) return [];
  const preload = (await readBuildJson(() =>
    readFile(join(shellDir, 'module-route-preload.json'), 'utf8'),
  )) as {
    scripts?: unknown;
  } | null;
  return stringsIn(preload?.scripts);
}

/**
 * The files to preload for the module that renders `path` (none for the shell's own pages), with its texts
 * in `language`. A visitor who
 * is not signed in is sent on to the login page: the two small files are then fetched for nothing. That is
 * no harm for the marketplace's pages, but the operator console's code goes to operators alone, so
 * `mayPreload` is asked about the route's access first.
 */
export async function modulePreloadFiles(
  remotes: string | ModuleFileReader,
  manifest: RemotesManifest,
  path: string,
  mayPreload: (access: RouteAccess) => boolean | Promise<boolean> = () => true,
  shellDir?: string,
  language?: string,
): Promise<string[]> {
  const at = routeAt(manifest, path);
  if (!at || !(await mayPreload(at.route.access))) return [];
  const { remote, route } = at;
  const read = typeof remotes === 'string' ? folderReader(remotes) : remotes;
  const [exposed, shell, page] = await Promise.all([
    exposedChunk(read, remote),
    shellFiles(shellDir),
    routeFiles(read, remote, route.path, language),
  ]);
  const files = [`${remote.entry}?v=${remote.version}`, exposed, ...shell, ...page];
  return [...new Set(files.filter((file) => file !== null))];
}
