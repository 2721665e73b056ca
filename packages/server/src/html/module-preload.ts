// Preload hints for a page that a federated module renders: its remote entry, at the URL the shell imports it
// from (version query included), and the chunk that entry loads first. Both then arrive with the shell's own
// scripts, instead of after the shell has started, checked the session and asked for them.
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

/**
 * The file the federation plugin's remote entry imports first (`__federation_expose_…`), read from the
 * entry itself; null when the entry is laid out otherwise, and then only the entry is preloaded.
 */
async function exposedChunk(remotesDir: string, remote: RemoteEntry): Promise<string | null> {
  try {
    const entry = await readFile(join(remotesDir, remote.name, 'assets', 'remoteEntry.js'), 'utf8');
    const prefix = `/remotes/${remote.name}/assets/__federation_expose_`;
    const at = entry.indexOf(prefix);
    const match = at >= 0 ? /^[^"'`]+\.js/.exec(entry.slice(at)) : null;
    return match?.[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The files to preload for the module that renders `path` (none for the shell's own pages). A visitor who
 * is not signed in is sent on to the login page: the two small files are then fetched for nothing. That is
 * no harm for the marketplace's pages, but the operator console's code goes to operators alone, so
 * `mayPreload` is asked about the route's access first.
 */
export async function modulePreloadFiles(
  remotesDir: string,
  manifest: RemotesManifest,
  path: string,
  mayPreload: (access: RouteAccess) => boolean | Promise<boolean> = () => true,
): Promise<string[]> {
  const at = routeAt(manifest, path);
  if (!at || !(await mayPreload(at.route.access))) return [];
  const { remote } = at;
  const files = [`${remote.entry}?v=${remote.version}`, await exposedChunk(remotesDir, remote)];
  return files.filter((file) => file !== null);
}
