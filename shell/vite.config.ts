import { fileURLToPath } from 'node:url';
import { hostFederation } from '@callout/build-config/host';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { criticalPreload } from './vite-plugins/critical-preload';
import { hostVersionCheck } from './vite-plugins/host-version-check';
import { shellChunks } from './vite-plugins/shell-chunks';
import { themeBoot } from './vite-plugins/theme-boot';

const brand = '#0b5c4a'; // --c-brand in packages/ui/src/styles.css

/**
 * Loaded after the first render (the budget of `/`) but needed offline from the first visit: the session
 * check of guarded pages, logout, the outbox and worker start, and the PWA tray.
 */
const deferredStartup = [
  /\/features\/auth\/api\/(validate-session|logout)\.ts$/,
  /\/offline\/src\/clear-offline-data\.ts$/,
  /\/features\/pwa\/start-pwa\.ts$/,
  /\/features\/pwa\/components\/pwa-tray\.tsx$/,
  // The shell's texts, in each language (contracts/languages) as its own file: a page loads its language's
  // before the first render, before the worker starts, so the worker keeps both for the next page offline.
  /\/i18n\/src\/locales\/(en-GB|pl-PL)\/(common|shell|pwa)\.json$/,
];

/**
 * Precache only what the shell needs to start: the entry, what it imports statically, its CSS and the
 * federation runtime with the shared libraries (modules load those from the shell too), plus the code the
 * shell imports lazily only to keep it off the first render (below). Lazy pages and module files are
 * cached by the worker the first time they are used (see src/sw.ts).
 */
function shellStartupFiles(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'callout-shell-startup-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const visit = (fileName: string) => {
        const output = bundle[fileName];
        if (!output || files.has(fileName)) return;
        files.add(fileName);
        if (output.type !== 'chunk') return;
        output.imports.forEach(visit);
        output.viteMetadata?.importedCss.forEach(visit);
      };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const deferred = deferredStartup.some((pattern) => pattern.test(output.facadeModuleId ?? ''));
        if (output.isEntry || output.fileName.includes('__federation_') || deferred) {
          visit(output.fileName);
        }
        // The app, which the entry (src/boot.ts) imports once the page is painted.
        if (output.isEntry) output.dynamicImports.forEach(visit);
      }
    },
  };
  return { plugin, files };
}

const startup = shellStartupFiles();

export default defineConfig({
  plugins: [
    hostVersionCheck(),
    react(),
    ...hostFederation(import.meta.url),
    startup.plugin,
    criticalPreload(),
    themeBoot(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by features/pwa with workbox-window, so the update prompt decides when to reload.
      injectRegister: false,
      registerType: 'prompt',
      // Precached with the shell; the manifest's own icons are added by the plugin.
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: 'Callout',
        short_name: 'Callout',
        description: 'Book trusted mobile professionals for your home and car across the UK.',
        lang: 'en-GB',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: brand,
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // A classic script: every browser with service workers runs it, module workers are newer.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html}'],
        manifestTransforms: [
          (entries) => ({
            warnings: [],
            manifest: entries
              .filter((entry) => !entry.url.startsWith('assets/') || startup.files.has(entry.url))
              // The server answers `/` with index.html and the run-time configuration written in;
              // `/index.html` itself is not served, so the page is precached under `/`.
              .map((entry) => (entry.url === 'index.html' ? { ...entry, url: '/' } : entry)),
          }),
        ],
      },
    }),
  ],
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../dist/shell', import.meta.url)),
    emptyOutDir: true,
    modulePreload: false,
    // One style sheet (about 3 kB gzip) in the page's head: a page the server drew, a sign-in form included,
    // is painted with all of its styles, not restyled when its code arrives.
    cssCodeSplit: false,
    rollupOptions: { output: { manualChunks: shellChunks() } },
  },
});
