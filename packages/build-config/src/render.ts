// Vite configuration of a module's page renderer (src/app/server-render.tsx, contract in
// @callout/contracts/page-rendering): one ES module for Node with React and everything else bundled in, so
// the server needs none of the module's packages. Written into the module's build, in server-render/.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { remoteBase, remoteOutDir } from './remote';

interface RendererOptions {
  /** Package folder name, e.g. `mf-booking`. */
  name: string;
  /** The module's root URL (`import.meta.url` of its vite config). */
  root: string;
}

/** Run after the module's browser build, which empties the folder this one writes into. */
export function rendererConfig({ name, root }: RendererOptions): UserConfig {
  return defineConfig({
    root: fileURLToPath(new URL('.', root)),
    // Any asset URL the rendered page holds is the one the browser build serves.
    base: remoteBase(name),
    plugins: [react()],
    // React's production build whatever NODE_ENV the server runs with, as in the browser.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: 'src/app/server-render.tsx',
      target: 'node20',
      outDir: join(remoteOutDir(name, root), 'server-render'),
      emptyOutDir: true,
      copyPublicDir: false,
      // The style sheet text the browser build adds, which is minified (an SSR build minifies nothing).
      cssMinify: true,
      // One file: the server loads a new release of it under a new URL, and chunks importing the entry by
      // its plain name would bring a second copy of React.
      rollupOptions: { output: { entryFileNames: 'render.mjs', inlineDynamicImports: true } },
    },
  });
}
