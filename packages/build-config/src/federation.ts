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

/**
 * The version of the contract between the shell and a module (`./module`: routes, menu, page rendering).
 * Raised with a change that a shell and a module built on either side of it cannot work across: the server
 * then refuses a module built against another version than the running shell's.
 */
export const moduleContractVersion = 1;

/** What a build records it was built against (`build.json` of a module, `host.json` of the shell). */
export interface BuiltAgainst {
  contract: number;
  /** The major version of each shared package (subpaths share their package's). */
  shared: Record<string, string>;
}

export function builtAgainst(rootUrl: string): BuiltAgainst {
  const shared: Record<string, string> = {};
  for (const [name, { version }] of Object.entries(sharedConfig(rootUrl))) {
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : (name.split('/')[0] ?? name);
    shared[base] = version.split('.')[0] ?? version;
  }
  return { contract: moduleContractVersion, shared };
}

/** Writes `fileName` with what the build was built against, beside its other files. */
export function builtAgainstFile(rootUrl: string, fileName: string) {
  return {
    name: 'callout-built-against',
    apply: 'build' as const,
    generateBundle(this: { emitFile: (file: { type: 'asset'; fileName: string; source: string }) => void }) {
      this.emitFile({
        type: 'asset',
        fileName,
        source: `${JSON.stringify(builtAgainst(rootUrl), null, 2)}\n`,
      });
    },
  };
}
