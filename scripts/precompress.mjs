// Writes .br and .gz beside every content-hashed asset in dist/, so the server sends compressed files
// without compressing on each request (@fastify/static `preCompressed`). Only hashed files: a file
// whose name stays the same across releases (sw.js, remoteEntry.js) could be replaced without its
// compressed twin and then be served stale.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /-[A-Za-z0-9_-]{8}\.(js|mjs|css|svg)$/;

export function precompress(dir) {
  let files = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      files += precompress(path);
      continue;
    }
    if (!compressible.test(name)) continue;
    const body = readFileSync(path);
    if (body.length < 512) continue; // Not worth a second request for the encoding's overhead.
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    files += 1;
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
  console.log(`precompressed ${precompress(dir)} files in ${dir}`);
}
