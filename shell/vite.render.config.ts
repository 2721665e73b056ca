// The server's renderer of the shell's public pages (src/server-render.tsx): one ES module for Node with
// React and everything else bundled in, so the server needs none of the shell's packages.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // React's production build whatever NODE_ENV the server runs with: the page hydrates with production React.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: {
    alias: {
      'virtual:__federation__': fileURLToPath(
        new URL('../packages/build-config/src/runtime/no-federation.ts', import.meta.url),
      ),
    },
  },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/server-render.tsx',
    target: 'node20',
    outDir: fileURLToPath(new URL('../dist/server-render', import.meta.url)),
    emptyOutDir: true,
    copyPublicDir: false,
    // One file: the server loads a new release of it under a new URL, and chunks importing the entry by
    // its plain name would bring a second copy of React.
    rollupOptions: { output: { entryFileNames: 'render.mjs', inlineDynamicImports: true } },
  },
});
