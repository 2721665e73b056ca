import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/**/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
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
