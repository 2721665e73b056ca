// Vite configuration for a federated module: one exposed `./module` contract, the shared dependencies,
// and `module.json` (routes and menu) written beside `remoteEntry.js` for the server's manifest.
import { fileURLToPath } from 'node:url';
import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { moduleChunks } from './chunks';
import { remotesPublicPath, sharedConfig } from './federation';

interface RemoteOptions {
  /** Package folder name, e.g. `mf-booking`. */
  name: string;
  /** The module's root URL (`import.meta.url` of its vite config). */
  root: string;
  /** Routes and menu, serialised without React so the shell can route before loading the module. */
  descriptor: unknown;
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

/** The URL the module's files are served under. */
export const remoteBase = (name: string): string =>
  process.env.CALLOUT_REMOTE_BASE ?? remotesPublicPath(name);

/** Where the module's browser build is written (its page renderer goes in `server-render/` there). */
export const remoteOutDir = (name: string, root: string): string =>
  process.env.CALLOUT_REMOTE_OUT_DIR ?? fileURLToPath(new URL(`../dist/remotes/${name}`, root));

export function remoteConfig({ name, root, descriptor }: RemoteOptions): UserConfig {
  const rootDir = fileURLToPath(new URL('.', root));
  const exposed = fileURLToPath(new URL('src/app/module.tsx', root));
  return defineConfig({
    root: rootDir,
    base: remoteBase(name),
    plugins: [
      react(),
      federation({
        name: name.replace(/-/g, '_'),
        filename: 'remoteEntry.js',
        exposes: { './module': exposed },
        shared: sharedConfig(root),
      }),
      descriptorPlugin(descriptor),
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
        output: { manualChunks: moduleChunks(exposed) },
        // That entry is left empty on purpose (its data goes to module.json): no warning for it.
        onwarn(warning, warn) {
          if (warning.code === 'EMPTY_BUNDLE' && warning.names?.includes('descriptor')) return;
          warn(warning);
        },
      },
    },
  });
}
