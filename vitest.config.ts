import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two test files at once even on two cores (Vitest's own default is one fewer than the cores): a file spends
    // much of its time waiting on its database, server or timers. The whole suite on both databases took 20.8
    // minutes with two, about 32 with one (CONTRIBUTING.md, "How long npm test takes").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/**/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        // The federation runtime exists only in a build with the plugin; tests fake what they load.
        resolve: {
          alias: {
            'virtual:__federation__': fileURLToPath(
              new URL('./packages/build-config/src/runtime/no-federation.ts', import.meta.url),
            ),
          },
        },
        test: {
          name: 'web',
          environment: 'jsdom',
          // A page test that types and clicks through userEvent takes 3–4 s alone here and over 5 s (the
          // default limit) when the machine is busy; the limit catches a hang, not a slow machine.
          testTimeout: 15_000,
          // A module's page renderer answers its style sheet as text (with the chat's, on a page that shows
          // a chat): the tests compare it with the files; the motion rules of @callout/ui are read as text by
          // their test.
          css: {
            include: [
              /\/mf-[a-z-]+\/src\/styles\//,
              /\/packages\/ui\/src\/motion\.css/,
              /\/packages\/chat\/src\/chat\.css/,
            ],
          },
          include: [
            'shell/src/**/*.test.{ts,tsx}',
            'mf-*/src/**/*.test.{ts,tsx}',
            'packages/**/src/**/*.test.tsx',
          ],
        },
      },
    ],
  },
});
