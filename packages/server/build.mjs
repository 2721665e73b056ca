// Compiles the API server to plain JavaScript (dist/main.mjs) so production runs without a TypeScript loader.
//
//   node build.mjs
//
// dist/main.mjs is the entry point; the app it loads once the settings are read is in chunks beside it.
// The workspace's own packages (@callout/*, shipped as TypeScript) are bundled in; every other package stays an
// import that Node resolves from node_modules at run time. A file a module reaches by
// `new URL('./relative', import.meta.url)` (migrations, the postcode list, the PGlite worker) is not copied:
// the address is rewritten to point from dist/ back at the file in the source tree, which ships with the build.
import { readFile, rm } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = resolve(here, 'dist');

/** Bare imports other than the workspace's packages are left to Node. */
const nodeModulesOutside = {
  name: 'node-modules-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@callout/') ? undefined : { path, external: true },
    );
  },
};

// Any quote on either side (the path holds none, so they pair in valid code): a back-reference would leave the
// pattern one the ReDoS check cannot prove linear.
const relativeUrl = /new URL\(['"`](\.{1,2}\/[^'"`$]*)['"`],\s*import\.meta\.url\)/g;

/** `new URL('./x', import.meta.url)` in a source file → the same file, addressed from dist/. */
const fileAddressesFromDist = {
  name: 'file-addresses-from-dist',
  setup(builder) {
    builder.onLoad({ filter: /\.(ts|mts|js|mjs)$/ }, async ({ path }) => {
      if (path.includes('/node_modules/')) return undefined;
      const source = await readFile(path, 'utf8');
      if (/import\.meta\.(dirname|filename)/.test(source))
        throw new Error(
          `${path}: reach a file with new URL('./file', import.meta.url), which the build can follow`,
        );
      if (!source.includes('import.meta.url')) return undefined;
      const contents = source.replace(relativeUrl, (_match, target) => {
        const absolute = resolve(dirname(path), target);
        let fromDist = relative(outdir, absolute);
        if (target.endsWith('/')) fromDist += '/';
        if (!fromDist.startsWith('.')) fromDist = `./${fromDist}`;
        return `new URL(${JSON.stringify(fromDist)}, import.meta.url)`;
      });
      return { contents, loader: path.endsWith('ts') ? 'ts' : 'js', resolveDir: dirname(path) };
    });
  },
};

export async function buildServer() {
  const started = Date.now();
  // Chunk names change with their content: files of an earlier build must not pile up.
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { main: resolve(here, 'src/main.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    // main.mjs itself stays small: what main.ts imports dynamically (serve.ts, the whole app) is a chunk of
    // its own, loaded while the database opens.
    splitting: true,
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    // A bundled CommonJS dependency may call require(); ESM output has none of its own.
    banner: {
      js: "import { createRequire as calloutRequire } from 'node:module'; const require = calloutRequire(import.meta.url);",
    },
    plugins: [nodeModulesOutside, fileAddressesFromDist],
  });
  return Date.now() - started;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ms = await buildServer();
  console.log(`server compiled to ${relative(process.cwd(), resolve(outdir, 'main.mjs'))} in ${ms} ms`);
}
