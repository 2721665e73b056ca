import { fileURLToPath } from 'node:url';
import { sharedConfig } from '@callout/build-config/federation';
import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'shell',
      // Remotes are found at run time from /remotes.json; the plugin needs a remotes key to act as a host.
      remotes: { placeholder: 'remoteEntry.js' },
      shared: sharedConfig(import.meta.url),
    }),
  ],
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../dist/shell', import.meta.url)),
    emptyOutDir: true,
    modulePreload: false,
  },
});
