// Builds the shell and every module into dist/ (dist/shell and dist/remotes/<name>).
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';
import { precompress } from './precompress.mjs';

export function buildAll() {
  // One at a time: the machines this runs on have two cores.
  pnpm(['-r', '--workspace-concurrency=1', '--filter', './shell', '--filter', './mf-*', 'build']);
  precompress(fileURLToPath(new URL('../dist', import.meta.url)));
}

if (import.meta.url === `file://${process.argv[1]}`) buildAll();
