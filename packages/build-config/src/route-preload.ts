// `route-preload.json` beside a module's remoteEntry.js: for each route of its descriptor, the files the
// module loads to draw that route's page (the page's chunk and the chunks it imports), and the module's
// style sheet. The server hints them in the HTML of a page at that address (packages/server/src/html/
// module-preload.ts), so they come with the shell's own scripts instead of after the shell has started,
// checked the session, loaded the module and rendered its route: four or five round trips later.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

export const routePreloadFile = 'route-preload.json';

/** What the file holds; paths are URLs under the module's base (e.g. `/remotes/mf-orders/assets/…`). */
export interface RoutePreload {
  routes: Record<string, string[]>;
  styles: string[];
}

// The two quotes are spelled out rather than matched by a back-reference, which the ReDoS check
// (scripts/regex-safety.test.ts) could only fuzz, not prove linear.
const lazyImport = /import\(\s*(?:'([^'"]+)'|"([^'"]+)")\s*\)/;
const importedSpec = (text: string) => {
  const found = lazyImport.exec(text);
  return found ? (found[1] ?? found[2]) : undefined;
};

/** A line that opens the next entry of the route table (`'/path':`), or anything at the start of a line. */
const nextKeyLine = /^\s*(?:'\/[^'"]*'|"\/[^'"]*")\s*:|^\S/;

/**
 * Where the key `'path':` (or `"path":`) that starts a line of `source` ends, just after its colon; -1 when
 * none does. Read line by line rather than with a pattern built from `path`.
 */
function endOfKey(source: string, path: string): number {
  let lineStart = 0;
  for (const line of source.split('\n')) {
    const text = line.trimStart();
    for (const quote of ["'", '"']) {
      const key = `${quote}${path}${quote}`;
      if (text.startsWith(key) && text.slice(key.length).trimStart().startsWith(':')) {
        return lineStart + line.indexOf(':', line.length - text.length + key.length) + 1;
      }
    }
    lineStart += line.length + 1;
  }
  return -1;
}

const constantStart = /^(?:export )?const (\w+)\s*=/;

/** Each `const Name = …` that starts a line of `source`, with its text up to the next line not indented. */
function topLevelConstants(source: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  let open: [string, string[]] | null = null;
  for (const line of source.split('\n')) {
    if (open && /^\S/.test(line)) {
      found.push([open[0], open[1].join('\n')]);
      open = null;
    }
    const start = constantStart.exec(line);
    if (start?.[1]) open = [start[1], [line.slice(start[0].length)]];
    else open?.[1].push(line);
  }
  return found;
}

/** Where the first line of `rest` that opens another entry starts (its first line included); -1 for none. */
function startOfNextKey(rest: string): number {
  let lineStart = 0;
  for (const line of rest.split('\n')) {
    if (nextKeyLine.test(line)) return lineStart;
    lineStart += line.length + 1;
  }
  return -1;
}

/**
 * The lazy import of the page each of `paths` shows, read from the module's route table (src/app/routes.tsx):
 * the `import('…')` in the route's own entry, or in the constant that entry names (`'/ops': HomePage`, with
 * `const HomePage = lazy(… import('…') …)` above). A route whose page cannot be found so is left out: its page
 * loads as before, unhinted.
 */
export function pageImportsOfRoutes(source: string, paths: readonly string[]): Map<string, string> {
  const constants = new Map<string, string>();
  for (const [name, body] of topLevelConstants(source)) {
    const spec = importedSpec(body);
    if (spec) constants.set(name, spec);
  }
  const found = new Map<string, string>();
  for (const path of paths) {
    const keyEnd = endOfKey(source, path);
    if (keyEnd < 0) continue;
    // The entry runs to the next key of the table, or to its end.
    const rest = source.slice(keyEnd);
    const end = startOfNextKey(rest);
    const entry = end < 0 ? rest : rest.slice(0, end);
    const spec =
      importedSpec(entry) ??
      [...entry.matchAll(/\b([A-Z]\w*)\b/g)].map(([, name]) => constants.get(name ?? '')).find(Boolean);
    if (spec) found.set(path, spec);
  }
  return found;
}

/** The file `spec` names from `fromDir`, as Rollup's module ids name it. */
function moduleIdOf(fromDir: string, spec: string, ids: Set<string>): string | undefined {
  const base = join(fromDir, spec);
  return ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((id) => ids.has(id));
}

/** `chunk` and the chunks it imports statically, but not `except` (the contract, the shared libraries). */
function staticFiles(
  bundle: Rollup.OutputBundle,
  chunk: Rollup.OutputChunk,
  except: (file: string) => boolean,
) {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (output?.type !== 'chunk' || found.has(fileName) || except(fileName)) return;
    found.add(fileName);
    output.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...found];
}

/**
 * Writes route-preload.json for the module built from `routesFile` (its route table) with the routes of
 * `paths`, its files served under `base`.
 */
export function routePreload(routesFile: string, paths: readonly string[], base: () => string): Plugin {
  return {
    name: 'callout-route-preload',
    apply: 'build',
    // After Vite has written the style sheet into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const table = existsSync(routesFile) ? readFileSync(routesFile, 'utf8') : '';
      const pages = pageImportsOfRoutes(table, paths);
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const ids = new Set(chunks.flatMap((chunk) => chunk.moduleIds));
      // The contract's chunk is hinted already (with the remote entry), and the shared libraries come
      // from the shell's copies, never the module's.
      const except = (file: string) => /__federation_(expose|shared)_/.test(file);
      const routes: Record<string, string[]> = {};
      for (const [path, spec] of pages) {
        const id = moduleIdOf(dirname(routesFile), spec, ids);
        const chunk = id && chunks.find((candidate) => candidate.facadeModuleId === id);
        if (chunk) routes[path] = staticFiles(bundle, chunk, except).map((file) => `${base()}${file}`);
      }
      const styles = Object.keys(bundle)
        .filter((file) => file.endsWith('.css'))
        .map((file) => `${base()}${file}`);
      const preload: RoutePreload = { routes, styles };
      this.emitFile({
        type: 'asset',
        fileName: routePreloadFile,
        source: `${JSON.stringify(preload, null, 2)}\n`,
      });
    },
  };
}
