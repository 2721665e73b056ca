// The dependencies every federated build shares. Each appears once in the page; subpaths are listed
// explicitly because the federation plugin only rewrites imports whose name matches exactly.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const sharedDependencies = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@callout/router',
  '@callout/query',
  'i18next',
  'dexie',
  'ky',
] as const;

/** Shared, but not needed for the first render of `/`: the shell loads them once it is idle. */
export const sharedAfterFirstRender: readonly string[] = ['dexie', 'ky', '@callout/query'];

/** Output layout served by the API server: the shell at the root, each module under `remotes/<name>/`. */
export const remotesPublicPath = (name: string) => `/remotes/${name}/`;

function packageVersion(requireFrom: NodeJS.Require, name: string): string {
  // Read through the main entry: some packages do not export ./package.json.
  let dir = dirname(requireFrom.resolve(name));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version: string;
      };
      if (pkg.name === name) return pkg.version;
    } catch {
      // keep walking up
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the version of ${name}`);
    dir = parent;
  }
}

/** Shared-dependency options with explicit versions; subpaths take their package's version. */
export function sharedConfig(rootUrl: string): Record<string, { version: string }> {
  const requireFrom = createRequire(rootUrl);
  return Object.fromEntries(
    sharedDependencies.map((name) => {
      const base = name.startsWith('@')
        ? name.split('/').slice(0, 2).join('/')
        : (name.split('/')[0] ?? name);
      return [name, { version: packageVersion(requireFrom, base) }];
    }),
  );
}
