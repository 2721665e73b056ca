// Vite configuration for a federated module: one exposed `./module` contract, the shared dependencies,
// and `module.json` (routes and menu) written beside `remoteEntry.js` for the server's manifest.
import { fileURLToPath } from 'node:url';
import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { moduleChunks } from './chunks';
import { devRemote } from './dev';
import { builtAgainstFile, remotesPublicPath, sharedConfig } from './federation';
import { pureContracts } from './pure-contracts';
import { routePreload } from './route-preload';

interface RemoteOptions {
  /** Package folder name, e.g. `mf-booking`. */
  name: string;
  /** The module's root URL (`import.meta.url` of its vite config). */
  root: string;
  /** Routes and menu, serialised without React so the shell can route before loading the module. */
  descriptor: unknown;
  /**
   * The page of the module's first route (the one its menu entry opens), relative to the package, e.g.
   * `src/features/dashboard/components/dashboard-page.tsx`: the shared code it needs gets chunks of its own.
   */
  landingPage?: string;
}

const descriptorEntry = '\0callout-module-descriptor';

function descriptorPlugin(descriptor: unknown): Plugin {
  const json = JSON.stringify(descriptor, null, 2);
  return {
    name: 'callout-module-descriptor',
    apply: 'build',
    resolveId: (id) => (id === descriptorEntry ? id : null),
    load: (id) => (id === descriptorEntry ? `export default ${json};` : null),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'module.json',
        source: `${json}\n`,
      });
    },
  };
}

const satisfyId = '__federation_fn_satisfy';
const satisfyStub = '\0callout-federation-satisfy';

/**
 * The federation runtime imports a semver range parser (about 1.5 kB compressed in every module) that it
 * calls only for a shared dependency with a `requiredVersion`. `sharedConfig` gives exact versions and never
 * a range, so the parser is replaced with a stand-in that says so loudly if one is ever added.
 */
function withoutSemverRanges(): Plugin {
  return {
    name: 'callout-federation-without-ranges',
    enforce: 'pre',
    apply: 'build',
    resolveId: (id) => (id === satisfyId ? satisfyStub : null),
    load: (id) =>
      id === satisfyStub
        ? `export function satisfy(version, range) {
  throw new Error(\`Shared dependencies are matched by version, not by range (\${version}, \${range}): see build-config/src/remote.ts\`);
}`
        : null,
  };
}

/** The URL the module's files are served under. */
export const remoteBase = (name: string): string =>
  process.env.CALLOUT_REMOTE_BASE ?? remotesPublicPath(name);

/** Where the module's browser build is written (its page renderer goes in `server-render/` there). */
export const remoteOutDir = (name: string, root: string): string =>
  process.env.CALLOUT_REMOTE_OUT_DIR ?? fileURLToPath(new URL(`../dist/remotes/${name}`, root));

/** The paths of the descriptor's routes. */
function routePaths(descriptor: unknown): string[] {
  const routes = (descriptor as { routes?: { path?: unknown }[] }).routes ?? [];
  return routes.map((route) => route.path).filter((path): path is string => typeof path === 'string');
}

/** The namespace of the module's texts, as its descriptor names it. */
function namespaceOf(descriptor: unknown): string | undefined {
  const { namespace } = descriptor as { namespace?: unknown };
  return typeof namespace === 'string' ? namespace : undefined;
}

export function remoteConfig({ name, root, descriptor, landingPage }: RemoteOptions): UserConfig {
  const rootDir = fileURLToPath(new URL('.', root));
  const exposed = fileURLToPath(new URL('src/app/module.tsx', root));
  const landing = landingPage === undefined ? undefined : fileURLToPath(new URL(landingPage, root));
  const dev = devRemote(name);
  return defineConfig({
    root: rootDir,
    base: remoteBase(name),
    plugins: [
      react(),
      withoutSemverRanges(),
      pureContracts(),
      federation({
        name: name.replace(/-/g, '_'),
        filename: 'remoteEntry.js',
        exposes: { './module': exposed },
        shared: sharedConfig(root),
      }),
      descriptorPlugin(descriptor),
      // build.json: what the module was built against, checked against the running shell's on release.
      builtAgainstFile(root, 'build.json'),
      routePreload(
        fileURLToPath(new URL('src/app/routes.tsx', root)),
        routePaths(descriptor),
        () => remoteBase(name),
        namespaceOf(descriptor),
      ),
      ...dev.plugins,
    ],
    build: {
      target: 'es2022',
      outDir: remoteOutDir(name, root),
      emptyOutDir: true,
      // A lazy page's static imports are fetched alongside it, not one import level at a time.
      modulePreload: { polyfill: false },
      cssCodeSplit: false,
      assetsDir: 'assets',
      // No index.html. The federation plugin emits remoteEntry.js and the exposed contract itself, and
      // breaks when the contract is also an entry, so the descriptor's data stands as the entry: no module
      // of the contract is shared with it, so the whole contract can be one chunk.
      rollupOptions: {
        input: { descriptor: descriptorEntry },
        output: { manualChunks: moduleChunks(exposed, landing) },
        // That entry is left empty on purpose (its data goes to module.json): no warning for it.
        onwarn(warning, warn) {
          if (warning.code === 'EMPTY_BUNDLE' && warning.names?.includes('descriptor')) return;
          warn(warning);
        },
      },
      ...dev.build,
    },
  });
}
